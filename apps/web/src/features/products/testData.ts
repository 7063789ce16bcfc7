import type { HardwareModule } from '@iotc/shared/hardwareModules';
import type { ProductClass } from '@iotc/shared/productClasses';
import {
  type CopyScope,
  type DevelopmentChecks,
  type ProductDetail,
  type ProductItem,
  ProductStatus,
} from '@iotc/shared/products';
import { fixtureOf } from '@/test/fixtures';

/** Fixtures of the product pages' tests, shaped as the server answers. */
export const productItem = fixtureOf<ProductItem>({
  id: 'p1',
  productKey: 'pk0000000000001a',
  name: 'Smart lamp',
  model: 'DL-100',
  imageUrl: '/api/files/product/lamp.png',
  productType: 'c-light-bulb',
  productTypeName: '智能灯泡',
  productTypeNameEn: 'Smart bulb',
  networkType: 'wifi',
  status: ProductStatus.Developing,
  isDemoProduct: false,
  functionCount: 4,
  createdAt: 1_735_689_600,
  updatedAt: 1_735_776_000,
});

export const productDetail = fixtureOf<ProductDetail>({
  ...productItem(),
  image: 'lamp.png',
  scheme: 'zero_code',
  powerConsumeType: 'mains',
  activeType: 'app_pairing',
  moduleId: 'm-wifi-1',
  moduleName: 'WB2S',
  meshProductId: null,
  wifiFlag: true,
  activatedDeviceCount: 0,
  publishedAt: null,
});

const leaf = (id: string, nameZh: string, nameEn: string, parentId: string, standardFunctionCount: number, defaultFunctionCount: number): ProductClass => ({
  id,
  nameZh,
  nameEn,
  parentId,
  sort: 0,
  standardFunctionCount,
  defaultFunctionCount,
  children: [],
});

export const classTree: ProductClass[] = [
  {
    id: 'c-light',
    nameZh: '照明',
    nameEn: 'Lighting',
    parentId: null,
    sort: 1,
    standardFunctionCount: 0,
    defaultFunctionCount: 0,
    children: [leaf('c-light-bulb', '智能灯泡', 'Smart bulb', 'c-light', 5, 3), leaf('c-light-strip', '灯带', 'Light strip', 'c-light', 6, 4)],
  },
  {
    id: 'c-sensor',
    nameZh: '传感器',
    nameEn: 'Sensors',
    parentId: null,
    sort: 2,
    standardFunctionCount: 0,
    defaultFunctionCount: 0,
    children: [leaf('c-sensor-th', '温湿度传感器', 'Temperature and humidity sensor', 'c-sensor', 3, 3)],
  },
];

export const wifiModules: HardwareModule[] = [
  { id: 'm-wifi-1', name: 'WB2S', model: 'WB2S-IPEX', chip: 'BK7231T', networkType: 'wifi', schemes: ['zero_code', 'mcu'], description: '通用 Wi-Fi 模组', descriptionEn: 'General Wi-Fi module' },
  { id: 'm-wifi-2', name: 'WB3S', model: 'WB3S', chip: 'BK7231N', networkType: 'wifi', schemes: ['zero_code', 'mcu'], description: '小尺寸 Wi-Fi 模组', descriptionEn: 'Small Wi-Fi module' },
  { id: 'm-wifi-3', name: 'ESP32', model: 'ESP32-C3', chip: 'ESP32-C3', networkType: 'wifi', schemes: ['soc'], description: 'SoC 自研模组', descriptionEn: 'Module for own SoC firmware' },
];

/** What the server answers to queryModules with these query parameters. */
export const modulesAnswer = (query: URLSearchParams) =>
  wifiModules.filter((m) => m.networkType === query.get('networkType') && m.schemes.some((s) => s === query.get('scheme')));

export const copyScope: CopyScope = {
  copied: [
    { item: 'standardFunctions', count: 2 },
    { item: 'customFunctions', count: 3 },
    { item: 'networkGuide', count: 4 },
    { item: 'manual', count: 1 },
    { item: 'rules', count: 0 },
  ],
  notCopied: ['devices', 'credentials', 'testReport', 'testAccounts', 'appLinks', 'meshProductId', 'otaReleases'],
};

export const developmentChecks = fixtureOf<DevelopmentChecks>({
  productId: 'p1',
  status: ProductStatus.Developing,
  checks: [
    { key: 'functions', passed: false, required: true, coming: false },
    { key: 'networkGuide', passed: true, required: true, coming: false, byDefault: true },
    { key: 'module', passed: true, required: false, coming: false },
    { key: 'panel', passed: false, required: false, coming: true },
    { key: 'manual', passed: false, required: false, coming: false },
    { key: 'testReport', passed: false, required: false, coming: false },
  ],
  canComplete: false,
});

/** The first bytes of a PNG of the given size: enough for the browser's ratio check and the fake upload. */
export function pngFile(width: number, height: number, name = 'lamp.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}
