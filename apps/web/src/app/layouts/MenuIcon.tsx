import type { ComponentType } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CloudOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HddOutlined,
  HomeOutlined,
  LinkOutlined,
  MobileOutlined,
  NotificationOutlined,
  RobotOutlined,
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
  bell: BellOutlined,
  chart: BarChartOutlined,
  cloud: CloudOutlined,
  dashboard: DashboardOutlined,
  data: BarChartOutlined,
  device: HddOutlined,
  experiment: ExperimentOutlined,
  file: FileTextOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  link: LinkOutlined,
  marketing: NotificationOutlined,
  mobile: MobileOutlined,
  notice: BellOutlined,
  operation: ToolOutlined,
  product: AppstoreOutlined,
  robot: RobotOutlined,
  safety: SafetyOutlined,
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
