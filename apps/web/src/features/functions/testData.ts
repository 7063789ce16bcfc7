import { FunctionKind, type FunctionTemplate, type ProductFunction } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import { productDetail } from '@/features/products/testData';
import { fixtureOf } from '@/test/fixtures';

/** A lamp in development, class "Ceiling light". */
export const productFixture = fixtureOf<ProductDetail>({
  ...productDetail(),
  productKey: 'pk_lamp01',
  name: 'Desk lamp',
  model: 'L-1',
  imageUrl: '/api/files/lamp.png',
  productType: 'c-light',
  productTypeName: '吸顶灯',
  productTypeNameEn: 'Ceiling light',
  functionCount: 3,
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  moduleId: null,
  moduleName: null,
});

const base = { productId: 'p1', templateId: null, sceneCondition: false, sceneAction: false, timer: false, createdAt: 1_700_000_000, updatedAt: 1_700_000_000 };

/** Switch (standard bool), brightness (standard value), mode (custom enum), fault (custom fault, report-only), note (custom string). */
export function functionsFixture(): ProductFunction[] {
  return [
    { ...base, id: 'f1', kind: FunctionKind.Standard, templateId: 't1', dpId: 1, name: '开关', identifier: 'switch_led', dataType: 'bool', rwFlag: 'rw', required: true, description: '', defaultValue: null, sceneCondition: true, sceneAction: true, timer: true },
    { ...base, id: 'f2', kind: FunctionKind.Standard, templateId: 't2', dpId: 2, name: '亮度', identifier: 'bright_value', dataType: 'value', rwFlag: 'rw', required: false, description: '', min: 0, max: 100, step: 1, multiple: 0, unit: '%', defaultValue: null },
    {
      ...base,
      id: 'f3',
      kind: FunctionKind.Custom,
      dpId: 101,
      name: '模式',
      identifier: 'work_mode',
      dataType: 'enum',
      rwFlag: 'rw',
      required: false,
      description: '',
      enumValues: [
        { value: 'white', name: '白光', description: 'White light' },
        { value: 'colour', name: '彩光', description: 'Colour light' },
      ],
      defaultValue: 'white',
    },
    { ...base, id: 'f4', kind: FunctionKind.Custom, dpId: 102, name: '故障', identifier: 'fault_alarm', dataType: 'fault', rwFlag: 'ro', required: false, description: '', faultBits: [{ name: '过热', description: '' }, { name: '短路', description: '' }] },
    { ...base, id: 'f5', kind: FunctionKind.Custom, dpId: 104, name: '备注', identifier: 'note_text', dataType: 'string', rwFlag: 'wo', required: false, description: '', maxLength: 64, defaultValue: null },
  ];
}

export function templatesFixture(): FunctionTemplate[] {
  const common = { classId: 'c-light', isDefault: true, required: false, description: '' };
  return [
    { ...common, id: 't1', kind: FunctionKind.Standard, dpId: 1, name: '开关', nameEn: 'Switch', identifier: 'switch_led', dataType: 'bool', rwFlag: 'rw', defaultValue: null, added: true },
    { ...common, id: 't3', kind: FunctionKind.Standard, dpId: 3, name: '色温', nameEn: 'Colour temperature', identifier: 'temp_value', dataType: 'value', rwFlag: 'rw', min: 0, max: 1000, step: 1, multiple: 0, unit: '', defaultValue: null, added: false },
    { ...common, id: 't4', kind: FunctionKind.Standard, dpId: 4, name: '倒计时', nameEn: 'Countdown', identifier: 'countdown', dataType: 'value', rwFlag: 'rw', min: 0, max: 86400, step: 1, multiple: 0, unit: 's', defaultValue: null, added: false },
  ];
}
