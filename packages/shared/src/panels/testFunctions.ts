import { FunctionKind, type ProductFunction } from '../functions/schemas.ts';

/** A function's definition without what the API adds (ids, flags, times); one type per data type. */
type Spec = ProductFunction extends infer F ? (F extends unknown ? Omit<F, 'id' | 'productId' | 'kind' | 'templateId' | 'sceneCondition' | 'sceneAction' | 'timer' | 'createdAt' | 'updatedAt' | 'required' | 'description'> : never) : never;

/** A product function as the API returns it, from its definition. */
export function fn(spec: Spec): ProductFunction {
  const common = { id: `f${spec.dpId}`, productId: 'p1', kind: FunctionKind.Standard, templateId: null, sceneCondition: false, sceneAction: false, timer: false, createdAt: 0, updatedAt: 0, required: false, description: '' };
  return { ...common, ...spec };
}

/** A lamp: main switch, brightness (0.0-100.0 %), mode, a report-only power reading, a send-only command, a fault, a note and raw data. */
export function lampFunctions(): ProductFunction[] {
  return [
    fn({ dpId: 1, name: '开关', identifier: 'switch_led', dataType: 'bool', rwFlag: 'rw', defaultValue: null }),
    fn({ dpId: 2, name: '亮度', identifier: 'bright_value', dataType: 'value', rwFlag: 'rw', min: 10, max: 1000, step: 10, multiple: 1, unit: '%', defaultValue: null }),
    fn({
      dpId: 3,
      name: '模式',
      identifier: 'work_mode',
      dataType: 'enum',
      rwFlag: 'rw',
      enumValues: [
        { value: 'white', name: '白光', description: 'White' },
        { value: 'colour', name: '彩光', description: 'Colour' },
      ],
      defaultValue: null,
    }),
    fn({ dpId: 4, name: '功率', identifier: 'cur_power', dataType: 'value', rwFlag: 'ro', min: 0, max: 5000, step: 1, multiple: 1, unit: 'W', defaultValue: null }),
    fn({ dpId: 5, name: '夜灯', identifier: 'night_light', dataType: 'bool', rwFlag: 'rw', defaultValue: null }),
    fn({ dpId: 6, name: '重启', identifier: 'reboot', dataType: 'bool', rwFlag: 'wo', defaultValue: null }),
    fn({ dpId: 7, name: '故障', identifier: 'fault', dataType: 'fault', rwFlag: 'ro', faultBits: [{ name: '过热', description: '' }, { name: '短路', description: '' }] }),
    fn({ dpId: 8, name: '备注', identifier: 'note', dataType: 'string', rwFlag: 'rw', maxLength: 20, defaultValue: null }),
    fn({ dpId: 9, name: '数据', identifier: 'raw_data', dataType: 'raw', rwFlag: 'rw', maxLength: 20, defaultValue: null }),
  ];
}
