import { Perm } from '@iotc/shared';
import type { Db } from '../../core/db.ts';
import { menus } from './tables.ts';

type MenuRow = typeof menus.$inferInsert;

const page = (row: Omit<MenuRow, 'menuType' | 'moduleType'> & Partial<Pick<MenuRow, 'moduleType'>>): MenuRow => ({
  menuType: 1,
  moduleType: 'sys_admin',
  ...row,
});

/** Buttons of each parent so far: a button's weight keeps them in the order written here. */
const buttonsOf = new Map<string, number>();

/** A button (menuType 2): no route, only the authority flag an action needs (spec 000 §6). */
const button = (parentId: string, perms: string, title: string, titleEn: string): MenuRow => ({
  weigh: buttonsOf.set(parentId, (buttonsOf.get(parentId) ?? 0) + 1).get(parentId)!,
  id: perms.replaceAll(':', '-'),
  name: perms,
  title,
  titleEn,
  path: '',
  component: '',
  menuType: 2,
  moduleType: 'sys_admin',
  parentId,
  perms,
  visible: 0,
});

/**
 * Reference menus. The web app maps `component` to a page file ('feature/Page' =
 * apps/web/src/features/feature/pages/Page.tsx); a new page needs a row here.
 */
const userMenus: MenuRow[] = [
  page({ id: 'home', name: 'Home', title: '首页', titleEn: 'Home', path: '/dashboard/index', component: 'dashboard/DashboardPage', icon: 'HomeOutlined', parentId: null, visible: 1, weigh: 1 }),
  // The product area (spec 001 §2): the list, then the wizard and the settings reached from it.
  page({ id: 'product', name: 'Product', title: '产品开发', titleEn: 'Products', path: '/product', component: 'RouteView', icon: 'AppstoreOutlined', redirect: '/product/product/index', parentId: null, visible: 1, weigh: 2 }),
  page({ id: 'product-list', name: 'ProductList', title: '产品列表', titleEn: 'Product list', path: 'product/index', component: 'products/ProductListPage', icon: 'AppstoreOutlined', parentId: 'product', weigh: 1 }),
  page({ id: 'product-create', name: 'ProductCreate', title: '创建产品', titleEn: 'Create product', path: 'product/create/index', component: 'products/ProductCreatePage', parentId: 'product', visible: 0, weigh: 2 }),
  page({ id: 'product-setting', name: 'ProductSetting', title: '产品开发设置', titleEn: 'Product settings', path: 'product/setting/index', component: 'products/ProductSettingPage', parentId: 'product', visible: 0, weigh: 3 }),
  // Device debugging (spec 001 §2: tour steps 3 and 4).
  page({ id: 'product-debugging', name: 'DeviceDebugging', title: '设备调试', titleEn: 'Device debugging', path: 'deviceDebugging/index', component: 'debugDevices/DeviceDebuggingPage', icon: 'BugOutlined', parentId: 'product', weigh: 4 }),
  page({ id: 'product-debug-details', name: 'DebugDetails', title: '调试详情', titleEn: 'Debug details', path: 'deviceDebugging/debugDetails/index', component: 'debugging/DebugDetailsPage', parentId: 'product', visible: 0, weigh: 5 }),
  // Device control panels (spec 001 §2 panel views): the studio and preview are reached from the device panels tab.
  page({ id: 'panel-studio', name: 'PanelStudio', title: '面板工作室', titleEn: 'Panel studio', path: 'panel/studio/index', component: 'panels/PanelStudioPage', parentId: 'product', visible: 0, weigh: 6 }),
  page({ id: 'panel-preview', name: 'PanelPreview', title: '面板预览', titleEn: 'Panel preview', path: 'panel/preview/index', component: 'panels/PanelPreviewPage', parentId: 'product', visible: 0, weigh: 7 }),
  page({ id: 'offline-panel-list', name: 'OfflinePanelList', title: '离线面板', titleEn: 'Offline panels', path: 'offlinePanel/index', component: 'offlinePanels/OfflinePanelListPage', icon: 'MobileOutlined', parentId: 'product', weigh: 8 }),
  page({ id: 'offline-panel-detail', name: 'OfflinePanelDetail', title: '离线面板详情', titleEn: 'Offline panel details', path: 'offlinePanel/detail/index', component: 'offlinePanels/OfflinePanelDetailPage', parentId: 'product', visible: 0, weigh: 9 }),
  // Product multi-language (spec 002 §2): the texts of a product's name, functions, pairing scheme and control panel.
  page({ id: 'product-language', name: 'ProductLanguage', title: '产品多语言', titleEn: 'Product languages', path: 'multiLanguage/index', component: 'productLanguages/ProductLanguagePage', icon: 'GlobalOutlined', parentId: 'product', weigh: 10 }),
  button('product-debugging', Perm.debugDeviceAdd, '创建调试设备', 'Create debug devices'),
  button('product-debugging', Perm.debugDeviceDelete, '删除调试设备', 'Delete debug devices'),
  button('product-list', Perm.productAdd, '创建产品', 'Create products'),
  button('product-list', Perm.productEdit, '编辑产品', 'Edit products'),
  button('product-list', Perm.productDelete, '删除产品', 'Delete products'),
  button('product-list', Perm.productCopy, '复制产品', 'Copy products'),
  button('product-list', Perm.productPublish, '完成开发', 'Complete development'),
  // Devices (spec 001 §2 device views) and manufacture (triples).
  page({ id: 'device', name: 'Device', title: '设备管理', titleEn: 'Devices', path: '/device', component: 'RouteView', icon: 'ClusterOutlined', redirect: '/device/list/index', parentId: null, visible: 1, weigh: 3 }),
  page({ id: 'device-list', name: 'DeviceList', title: '设备列表', titleEn: 'Device list', path: 'list/index', component: 'devices/DeviceListPage', icon: 'UnorderedListOutlined', parentId: 'device', weigh: 1 }),
  page({ id: 'device-detail', name: 'DeviceDetail', title: '设备详情', titleEn: 'Device details', path: 'detail/index', component: 'devices/DeviceDetailPage', parentId: 'device', visible: 0, weigh: 2 }),
  page({ id: 'device-manage', name: 'DeviceManage', title: '设备管理', titleEn: 'Device management', path: 'manage/index', component: 'devices/DeviceManagePage', icon: 'ControlOutlined', parentId: 'device', weigh: 3 }),
  page({ id: 'device-manage-detail', name: 'DeviceManageDetail', title: '产品设备', titleEn: 'Devices of a product', path: 'manage/detail/index', component: 'devices/DeviceManageDetailPage', parentId: 'device', visible: 0, weigh: 4 }),
  page({ id: 'device-log', name: 'DeviceLog', title: '设备日志', titleEn: 'Device log', path: 'log/index', component: 'devices/DeviceLogPage', icon: 'FileSearchOutlined', parentId: 'device', weigh: 5 }),
  page({ id: 'device-malfunction', name: 'DeviceMalfunction', title: '设备故障', titleEn: 'Device malfunctions', path: 'malfunction/index', component: 'devices/DeviceFaultPage', icon: 'WarningOutlined', parentId: 'device', weigh: 6 }),
  page({ id: 'device-mesh', name: 'MeshDeviceList', title: '蓝牙 Mesh 设备', titleEn: 'Bluetooth mesh devices', path: 'mesh/index', component: 'devices/MeshDeviceListPage', icon: 'ApartmentOutlined', parentId: 'device', weigh: 7 }),
  page({ id: 'device-push', name: 'DevicePush', title: '设备消息推送', titleEn: 'Device message push', path: 'push/index', component: 'devicePush/DevicePushListPage', icon: 'SendOutlined', parentId: 'device', weigh: 8 }),
  page({ id: 'device-push-detail', name: 'DevicePushDetail', title: '消息推送详情', titleEn: 'Message push details', path: 'push/detail/index', component: 'devicePush/DevicePushDetailPage', parentId: 'device', visible: 0, weigh: 9 }),
  page({ id: 'device-monitor', name: 'DeviceMonitor', title: '设备消息监控', titleEn: 'Device message monitor', path: 'monitor/index', component: 'devicePush/DeviceMonitorPage', icon: 'MonitorOutlined', parentId: 'device', weigh: 10 }),
  button('device-push', Perm.pushAdd, '新增推送', 'Add pushes'),
  button('device-push', Perm.pushEdit, '编辑推送', 'Edit pushes'),
  button('device-push', Perm.pushDelete, '删除推送', 'Delete pushes'),
  page({ id: 'manufacture', name: 'Manufacture', title: '量产管理', titleEn: 'Manufacture', path: '/manufacture', component: 'RouteView', icon: 'KeyOutlined', redirect: '/manufacture/triple/index', parentId: null, visible: 1, weigh: 4 }),
  page({ id: 'triple-list', name: 'TripleList', title: '三元组生成', titleEn: 'Triple generation', path: 'triple/index', component: 'triples/TripleListPage', icon: 'KeyOutlined', parentId: 'manufacture', weigh: 1 }),
  page({ id: 'triple-detail', name: 'TripleDetail', title: '三元组详情', titleEn: 'Triple details', path: 'triple/detail/index', component: 'triples/TripleDetailPage', parentId: 'manufacture', visible: 0, weigh: 2 }),
  // Firmware and over-the-air upgrades (spec 001 §2 firmware views).
  page({ id: 'firmware', name: 'Firmware', title: '固件升级', titleEn: 'Firmware', path: '/firmware', component: 'RouteView', icon: 'CloudUploadOutlined', redirect: '/firmware/list/index', parentId: null, visible: 1, weigh: 5 }),
  page({ id: 'firmware-list', name: 'FirmwareList', title: '固件管理', titleEn: 'Firmware list', path: 'list/index', component: 'firmware/FirmwareListPage', icon: 'HddOutlined', parentId: 'firmware', weigh: 1 }),
  page({ id: 'firmware-detail', name: 'FirmwareDetail', title: '固件详情', titleEn: 'Firmware details', path: 'detail/index', component: 'firmware/FirmwareDetailPage', parentId: 'firmware', visible: 0, weigh: 2 }),
  page({ id: 'ota-release-list', name: 'OtaReleaseList', title: 'OTA 升级', titleEn: 'OTA releases', path: 'ota/index', component: 'ota/OtaReleaseListPage', icon: 'CloudSyncOutlined', parentId: 'firmware', weigh: 3 }),
  page({ id: 'ota-release-create', name: 'OtaReleaseCreate', title: '发布升级', titleEn: 'New OTA release', path: 'ota/create/index', component: 'ota/OtaReleaseCreatePage', parentId: 'firmware', visible: 0, weigh: 4 }),
  page({ id: 'ota-release-detail', name: 'OtaReleaseDetail', title: '升级详情', titleEn: 'OTA release details', path: 'ota/detail/index', component: 'ota/OtaReleaseDetailPage', parentId: 'firmware', visible: 0, weigh: 5 }),
  page({ id: 'ota-whitelist', name: 'OtaWhitelist', title: '升级白名单', titleEn: 'OTA whitelist', path: 'ota/whitelist/index', component: 'ota/OtaWhitelistPage', icon: 'SafetyCertificateOutlined', parentId: 'firmware', weigh: 6 }),
  button('device-list', Perm.deviceControl, '控制设备', 'Control devices'),
  button('device-list', Perm.virtualDeviceAdd, '创建虚拟设备', 'Create virtual devices'),
  button('device-list', Perm.virtualDeviceDelete, '删除虚拟设备', 'Delete virtual devices'),
  button('triple-list', Perm.tripleGenerate, '生成三元组', 'Generate triples'),
  button('triple-list', Perm.tripleExport, '导出三元组', 'Export triples'),
  // Reached from the avatar menu, not the side menu (spec 000 §2).
  page({ id: 'account', name: 'Account', title: '我的账号', titleEn: 'My Account', path: '/account', component: 'AccountLayout', redirect: '/account/basicInfo/index', parentId: null, visible: 0, weigh: 90 }),
  page({ id: 'account-basic-info', name: 'BasicInfo', title: '基本信息', titleEn: 'Basic information', path: 'basicInfo/index', component: 'account/BasicInfoPage', icon: 'IdcardOutlined', parentId: 'account', weigh: 1 }),
  page({ id: 'account-enterprise-info', name: 'EnterpriseInfo', title: '企业信息', titleEn: 'Enterprise information', path: 'enterpriseInfo/index', component: 'account/EnterpriseInfoPage', icon: 'BankOutlined', parentId: 'account', weigh: 2 }),
  page({ id: 'account-enterprise-certification', name: 'EnterpriseCertification', title: '企业认证', titleEn: 'Enterprise certification', path: 'enterpriseCertification/index', component: 'account/EnterpriseCertificationPage', icon: 'SafetyCertificateOutlined', parentId: 'account', weigh: 3 }),
  page({ id: 'account-security-set', name: 'SecuritySet', title: '安全设置', titleEn: 'Security settings', path: 'securitySet/index', component: 'account/SecuritySetPage', icon: 'LockOutlined', parentId: 'account', weigh: 4 }),
  // Reached from the header's work-order link.
  page({ id: 'work-order', name: 'WorkOrder', title: '工单', titleEn: 'Work orders', path: '/workOrder', component: 'WorkOrderLayout', redirect: '/workOrder/list/index', parentId: null, visible: 0, weigh: 91 }),
  page({ id: 'work-order-list', name: 'WorkOrderList', title: '我的工单', titleEn: 'My work orders', path: 'list/index', component: 'workOrders/WorkOrderListPage', parentId: 'work-order', weigh: 1 }),
  page({ id: 'work-order-detail', name: 'WorkOrderDetail', title: '工单详情', titleEn: 'Work order details', path: 'detail/index', component: 'workOrders/WorkOrderDetailPage', parentId: 'work-order', visible: 0, weigh: 2 }),
  page({ id: 'work-order-submit', name: 'WorkOrderSubmit', title: '提交工单', titleEn: 'Submit a work order', path: 'submit/index', component: 'workOrders/WorkOrderSubmitPage', parentId: 'work-order', visible: 0, weigh: 3 }),
  // Reached from the header's bell.
  page({ id: 'notice', name: 'Notice', title: '消息通知', titleEn: 'Notices', path: '/notice', component: 'NoticeLayout', redirect: '/notice/index', parentId: null, visible: 0, weigh: 92 }),
  page({ id: 'notice-list', name: 'NoticeList', title: '消息通知', titleEn: 'Notices', path: 'index', component: 'notices/NoticeListPage', parentId: 'notice', weigh: 1 }),
  page({ id: 'notice-detail', name: 'NoticeDetail', title: '通知详情', titleEn: 'Notice details', path: 'detail/index', component: 'notices/NoticeDetailPage', parentId: 'notice', visible: 0, weigh: 2 }),
];

/** The platform operator area, its own menu (spec 000 §1, §3, §6). */
const operatorMenus: MenuRow[] = [
  page({ id: 'system', name: 'System', title: '运营管理', titleEn: 'Operations', path: '/system', component: 'RouteView', icon: 'SettingOutlined', redirect: '/system/workOrder/index', parentId: null, visible: 1, weigh: 80 }),
  page({ id: 'system-support', name: 'SupportInbox', title: '工单处理', titleEn: 'Support inbox', path: 'workOrder/index', component: 'workOrders/SupportInboxPage', icon: 'CustomerServiceOutlined', parentId: 'system', perms: Perm.supportList, weigh: 1 }),
  page({ id: 'system-support-detail', name: 'SupportDetail', title: '工单处理详情', titleEn: 'Support work order', path: 'workOrder/detail/index', component: 'workOrders/SupportDetailPage', parentId: 'system', visible: 0, weigh: 2 }),
  page({ id: 'system-notice', name: 'NoticeAdmin', title: '通知发布', titleEn: 'Notice publishing', path: 'notice/index', component: 'notices/NoticeAdminPage', icon: 'NotificationOutlined', parentId: 'system', perms: Perm.noticeList, weigh: 3 }),
  page({ id: 'system-certification', name: 'CertificationReview', title: '企业认证审核', titleEn: 'Certification review', path: 'certification/index', component: 'certification/CertificationReviewPage', icon: 'AuditOutlined', parentId: 'system', perms: Perm.certificationList, weigh: 4 }),
  page({ id: 'system-user', name: 'UserAdmin', title: '用户管理', titleEn: 'Users', path: 'user/index', component: 'users/UserAdminPage', icon: 'TeamOutlined', parentId: 'system', perms: Perm.userList, weigh: 5 }),
  page({ id: 'system-role', name: 'RoleAdmin', title: '角色管理', titleEn: 'Roles', path: 'role/index', component: 'roles/RoleAdminPage', icon: 'SafetyOutlined', parentId: 'system', perms: Perm.roleList, weigh: 6 }),
  page({ id: 'system-menu', name: 'MenuAdmin', title: '菜单管理', titleEn: 'Menus', path: 'menu/index', component: 'menus/MenuAdminPage', icon: 'MenuOutlined', parentId: 'system', perms: Perm.menuList, weigh: 7 }),
  page({ id: 'system-product-class', name: 'ProductClassAdmin', title: '产品品类', titleEn: 'Product classes', path: 'productClass/index', component: 'productClasses/ProductClassAdminPage', icon: 'ApartmentOutlined', parentId: 'system', perms: Perm.productClassList, weigh: 9 }),
  page({ id: 'system-dict', name: 'DictAdmin', title: '字典管理', titleEn: 'Dictionaries', path: 'dict/index', component: 'dictionary/DictAdminPage', icon: 'BookOutlined', parentId: 'system', perms: Perm.dictList, weigh: 8 }),
  button('system-support', Perm.supportReply, '回复工单', 'Reply to work orders'),
  button('system-support', Perm.supportClassify, '工单分类', 'Classify work orders'),
  button('system-support', Perm.supportClose, '关闭工单', 'Close work orders'),
  button('system-notice', Perm.noticePublish, '发布通知', 'Publish notices'),
  button('system-notice', Perm.noticeDelete, '删除通知', 'Delete notices'),
  button('system-certification', Perm.certificationReview, '审核认证', 'Review certifications'),
  button('system-user', Perm.userAdd, '新增用户', 'Add users'),
  button('system-user', Perm.userEdit, '编辑用户', 'Edit users'),
  button('system-role', Perm.roleAdd, '新增角色', 'Add roles'),
  button('system-role', Perm.roleEdit, '编辑角色', 'Edit roles'),
  button('system-role', Perm.roleDelete, '删除角色', 'Delete roles'),
  button('system-menu', Perm.menuAdd, '新增菜单', 'Add menus'),
  button('system-menu', Perm.menuEdit, '编辑菜单', 'Edit menus'),
  button('system-menu', Perm.menuDelete, '删除菜单', 'Delete menus'),
  button('system-product-class', Perm.productClassAdd, '新增品类', 'Add product classes'),
  button('system-product-class', Perm.productClassEdit, '编辑品类', 'Edit product classes'),
  button('system-product-class', Perm.productClassDelete, '删除品类', 'Delete product classes'),
  button('system-dict', Perm.dictAdd, '新增字典', 'Add dictionary entries'),
  button('system-dict', Perm.dictEdit, '编辑字典', 'Edit dictionary entries'),
  button('system-dict', Perm.dictDelete, '删除字典', 'Delete dictionary entries'),
];

const seededMenus = [...userMenus, ...operatorMenus];

/**
 * Inserts the reference menus that are missing and answers the ids it added (the roles' seed grants those).
 * Rows that exist are left as they are: operators edit them in the operator area, and a restart must not
 * undo their changes.
 */
export async function seedMenus(db: Db): Promise<string[]> {
  const added = await db.insert(menus).values(seededMenus).onConflictDoNothing().returning({ id: menus.id });
  return added.map((row) => row.id);
}

const ids = (rows: MenuRow[]) => rows.map((row) => row.id);

/** Ids of the reference menus of the console and of the operator area: what the built-in roles are granted. */
export const seededMenuIds = { user: ids(userMenus), operator: ids(operatorMenus) };
