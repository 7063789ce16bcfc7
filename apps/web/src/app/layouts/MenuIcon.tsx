import type { ComponentType } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HddOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  MobileOutlined,
  NotificationOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Icon names a menu row may carry; an antd name ('HomeOutlined') works too. Unknown names get a tile. */
const ICONS: Record<string, ComponentType> = {
  api: ApiOutlined,
  app: MobileOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  chart: BarChartOutlined,
  cloud: CloudOutlined,
  customerservice: CustomerServiceOutlined,
  dashboard: DashboardOutlined,
  data: BarChartOutlined,
  device: HddOutlined,
  experiment: ExperimentOutlined,
  file: FileTextOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  marketing: NotificationOutlined,
  menu: MenuOutlined,
  mobile: MobileOutlined,
  notification: NotificationOutlined,
  notice: BellOutlined,
  operation: ToolOutlined,
  product: AppstoreOutlined,
  robot: RobotOutlined,
  safety: SafetyOutlined,
  safetycertificate: SafetyCertificateOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
  workorder: CustomerServiceOutlined,
};

function iconKey(name: string): string {
  return name.replace(/(Outlined|Filled|TwoTone)$/, '').replace(/[-_\s]/g, '').toLowerCase();
}

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[iconKey(name ?? '')] ?? AppstoreOutlined;
  return <Icon />;
}
