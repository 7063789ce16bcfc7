import type { FunctionSpec, RwFlag, ValueText } from '@iotc/shared/functions';

/**
 * The reference data of the product area: a two-level tree of smart-device classes, the standard
 * functions (data points, DP IDs 1-100) of every leaf class, and the platform's advanced functions
 * (DP IDs 200-255) any product may add. Identifiers and DP IDs follow the conventions device makers
 * know from common IoT platforms, so firmware written for them maps one to one.
 *
 * Names follow the function-name rule (Chinese, letters, digits, dot: no spaces), in both languages,
 * because either one becomes a product function's name depending on the developer's language.
 * Enum values and fault bits: the spec holds the Chinese texts, valuesEn the English ones.
 */

export interface TemplateSeed {
  dpId: number;
  identifier: string;
  name: string;
  nameEn: string;
  rwFlag: RwFlag;
  spec: FunctionSpec;
  required: boolean;
  description: string;
  descriptionEn: string;
  valuesEn: ValueText[];
  isDefault: boolean;
}

export interface ClassSeed {
  id: string;
  nameZh: string;
  nameEn: string;
  children?: ClassSeed[];
  /** Standard functions of a leaf class. */
  functions?: TemplateSeed[];
}

// ── Builders ──────────────────────────────────────────────────────────────────

interface Common {
  dp: number;
  id: string;
  zh: string;
  en: string;
  rw?: RwFlag;
  /** Description in Chinese and English. */
  desc: [string, string];
  /** Added to new products of the class. */
  def?: boolean;
  req?: boolean;
}

function base(c: Common, spec: FunctionSpec, rw: RwFlag, valuesEn: ValueText[] = []): TemplateSeed {
  return {
    dpId: c.dp,
    identifier: c.id,
    name: c.zh,
    nameEn: c.en,
    rwFlag: c.rw ?? rw,
    spec,
    required: c.req ?? false,
    description: c.desc[0],
    descriptionEn: c.desc[1],
    valuesEn,
    isDefault: c.def ?? false,
  };
}

const bool = (c: Common, defaultValue: boolean | null = null) => base(c, { dataType: 'bool', defaultValue }, 'rw');

interface Range {
  min: number;
  max: number;
  step?: number;
  multiple?: number;
  unit?: string;
  defaultValue?: number | null;
}

const value = (c: Common, r: Range) =>
  base(
    c,
    { dataType: 'value', min: r.min, max: r.max, step: r.step ?? 1, multiple: r.multiple ?? 0, unit: r.unit ?? '', defaultValue: r.defaultValue ?? null },
    'rw',
  );

/** [value, Chinese name, English name] */
type EnumRow = [string, string, string];
/** A value's name is its description too: the catalogue says no more about a value than its name. */
const named = (name: string): ValueText => ({ name, description: name });
const enumOf = (c: Common, rows: EnumRow[], defaultValue: string | null = null) =>
  base(
    c,
    { dataType: 'enum', enumValues: rows.map(([value, zh]) => ({ value, ...named(zh) })), defaultValue },
    'rw',
    rows.map(([, , en]) => named(en)),
  );

const text = (c: Common, maxLength = 255) => base(c, { dataType: 'string', maxLength, defaultValue: null }, 'rw');
const raw = (c: Common, maxLength = 255) => base(c, { dataType: 'raw', maxLength, defaultValue: null }, 'ro');

/** [Chinese name, English name] per bit, bit 0 first. */
const fault = (c: Common, bits: [string, string][]) =>
  base(c, { dataType: 'fault', faultBits: bits.map(([zh]) => named(zh)) }, 'ro', bits.map(([, en]) => named(en)));

// ── Shared data points ────────────────────────────────────────────────────────

const ON_OFF_DESC: [string, string] = ['设备总开关', 'Turns the device on or off'];
const mainSwitch = (dp = 1) => bool({ dp, id: 'switch', zh: '开关', en: 'Switch', desc: ON_OFF_DESC, def: true, req: true }, false);

const countdown = (dp: number, id = 'countdown', zh = '倒计时', en = 'Countdown') =>
  value(
    { dp, id, zh, en, desc: ['倒计时结束后设备切换开关状态，0 为取消', 'Toggles the switch when it reaches 0; 0 cancels it'] },
    { min: 0, max: 86400, unit: 's', defaultValue: 0 },
  );

const battery = (dp: number, def = true) =>
  value(
    { dp, id: 'battery_percentage', zh: '电池电量', en: 'Battery', rw: 'ro', desc: ['剩余电量百分比', 'Remaining battery level'], def },
    { min: 0, max: 100, unit: '%' },
  );

const batteryState = (dp: number) =>
  enumOf({ dp, id: 'battery_state', zh: '电池状态', en: 'BatteryState', rw: 'ro', desc: ['电池电量等级', 'Battery level band'] }, [
    ['low', '低电量', 'Low'],
    ['middle', '中电量', 'Medium'],
    ['high', '高电量', 'High'],
  ]);

const tamper = (dp: number) => bool({ dp, id: 'temper_alarm', zh: '防拆报警', en: 'TamperAlarm', rw: 'ro', desc: ['外壳被打开时上报', 'Reported when the case is opened'] });

const alarmState = (dp: number, id: string, zh: string, en: string, desc: [string, string]) =>
  enumOf({ dp, id, zh, en, rw: 'ro', desc, def: true, req: true }, [
    ['alarm', '报警', 'Alarm'],
    ['normal', '正常', 'Normal'],
  ]);

const muffling = (dp: number) => bool({ dp, id: 'muffling', zh: '消音', en: 'Silence', desc: ['报警时关闭蜂鸣', 'Silences the buzzer during an alarm'] });

const tempCurrent = (dp: number, min = -200, max = 1000) =>
  value({ dp, id: 'temp_current', zh: '当前温度', en: 'CurrentTemp', rw: 'ro', desc: ['设备测得的温度', 'Temperature measured by the device'], def: true }, { min, max, multiple: 1, unit: '℃' });

const tempUnit = (dp: number) =>
  enumOf({ dp, id: 'temp_unit_convert', zh: '温标切换', en: 'TempUnit', desc: ['显示温度的单位', 'Unit the temperature is shown in'] }, [
    ['c', '摄氏度', 'Celsius'],
    ['f', '华氏度', 'Fahrenheit'],
  ], 'c');

// Electrical measurements (sockets, strips, breakers).
const addEle = (dp: number) =>
  value({ dp, id: 'add_ele', zh: '增加电量', en: 'AddedEnergy', rw: 'ro', desc: ['上次上报后新增的用电量', 'Energy used since the last report'] }, { min: 0, max: 50000, multiple: 3, unit: 'kWh' });
const curCurrent = (dp: number) =>
  value({ dp, id: 'cur_current', zh: '当前电流', en: 'Current', rw: 'ro', desc: ['实时电流', 'Present current'], def: true }, { min: 0, max: 30000, unit: 'mA' });
const curPower = (dp: number) =>
  value({ dp, id: 'cur_power', zh: '当前功率', en: 'Power', rw: 'ro', desc: ['实时功率', 'Present power'], def: true }, { min: 0, max: 50000, multiple: 1, unit: 'W' });
const curVoltage = (dp: number) =>
  value({ dp, id: 'cur_voltage', zh: '当前电压', en: 'Voltage', rw: 'ro', desc: ['实时电压', 'Present voltage'], def: true }, { min: 0, max: 5000, multiple: 1, unit: 'V' });

const gang = (n: number, dp: number, def = true) =>
  bool({ dp, id: `switch_${n}`, zh: `开关${n}`, en: `Switch${n}`, desc: [`第 ${n} 路开关`, `Switch of channel ${n}`], def, req: n === 1 }, false);
const gangCountdown = (n: number, dp: number) => countdown(dp, `countdown_${n}`, `开关${n}倒计时`, `Countdown${n}`);

// Lighting.
const switchLed = (dp = 20) =>
  bool({ dp, id: 'switch_led', zh: '开关', en: 'Switch', desc: ['灯的开关', 'Turns the light on or off'], def: true, req: true }, false);
const workMode = (dp: number, rows: EnumRow[]) =>
  enumOf({ dp, id: 'work_mode', zh: '模式', en: 'Mode', desc: ['灯的工作模式', 'Working mode of the light'], def: true }, rows, rows[0]![0]);
const WHITE: EnumRow = ['white', '白光', 'White light'];
const COLOUR: EnumRow = ['colour', '彩光', 'Colour light'];
const SCENE: EnumRow = ['scene', '场景', 'Scene'];
const MUSIC: EnumRow = ['music', '音乐', 'Follows music'];
const brightness = (dp = 22) =>
  value({ dp, id: 'bright_value', zh: '亮度', en: 'Brightness', desc: ['白光亮度', 'Brightness of the white light'], def: true }, { min: 10, max: 1000, unit: '', defaultValue: 1000 });
const colourTemp = (dp = 23) =>
  value({ dp, id: 'temp_value', zh: '冷暖值', en: 'ColourTemp', desc: ['白光色温，0 为最暖', 'White colour temperature, 0 is warmest'], def: true }, { min: 0, max: 1000, defaultValue: 500 });
const colourData = (dp = 24, def = true) =>
  text({ dp, id: 'colour_data', zh: '彩光', en: 'Colour', desc: ['HSV 颜色值', 'HSV colour value'], def });
const sceneData = (dp = 25) => text({ dp, id: 'scene_data', zh: '场景', en: 'Scene', desc: ['场景参数', 'Scene parameters'] });
const musicData = (dp = 27) => text({ dp, id: 'music_data', zh: '音乐灯', en: 'Music', rw: 'wo', desc: ['随音乐变化的颜色', 'Colours following the music'] });
const lightCountdown = (dp = 26) => countdown(dp, 'countdown', '倒计时', 'Countdown');

// ── The class tree ────────────────────────────────────────────────────────────

export const PRODUCT_CLASS_TREE: ClassSeed[] = [
  {
    id: 'lighting',
    nameZh: '照明',
    nameEn: 'Lighting',
    children: [
      {
        id: 'lighting-bulb',
        nameZh: '球泡灯',
        nameEn: 'Light bulb',
        functions: [
          switchLed(),
          workMode(21, [WHITE, COLOUR, SCENE, MUSIC]),
          brightness(),
          colourTemp(),
          colourData(),
          sceneData(),
          lightCountdown(),
          musicData(),
          text({ dp: 28, id: 'control_data', zh: '调节', en: 'Control', rw: 'wo', desc: ['面板实时调节数据', 'Live adjustment from the panel'] }),
          bool({ dp: 34, id: 'do_not_disturb', zh: '勿扰模式', en: 'DoNotDisturb', desc: ['断电恢复后保持关灯', 'Stays off when power comes back'] }, false),
        ],
      },
      {
        id: 'lighting-strip',
        nameZh: '灯带',
        nameEn: 'Light strip',
        functions: [
          switchLed(),
          workMode(21, [COLOUR, WHITE, SCENE, MUSIC]),
          brightness(),
          colourData(),
          sceneData(),
          lightCountdown(),
          musicData(),
          value({ dp: 53, id: 'lightpixel_number_set', zh: '灯珠数量', en: 'PixelCount', desc: ['灯带上的灯珠数', 'Number of pixels on the strip'] }, { min: 1, max: 1000, defaultValue: 60 }),
        ],
      },
      {
        id: 'lighting-ceiling',
        nameZh: '吸顶灯',
        nameEn: 'Ceiling light',
        functions: [
          switchLed(),
          workMode(21, [WHITE, SCENE, ['night', '夜灯', 'Night light']]),
          brightness(),
          colourTemp(),
          sceneData(),
          lightCountdown(),
          bool({ dp: 33, id: 'switch_night_light', zh: '夜灯', en: 'NightLight', desc: ['夜灯开关', 'Turns the night light on or off'] }, false),
        ],
      },
      {
        id: 'lighting-downlight',
        nameZh: '筒射灯',
        nameEn: 'Downlight',
        functions: [switchLed(), workMode(21, [WHITE, SCENE]), brightness(), colourTemp(), sceneData(), lightCountdown()],
      },
    ],
  },
  {
    id: 'electrical',
    nameZh: '电工',
    nameEn: 'Electrical',
    children: [
      {
        id: 'electrical-socket',
        nameZh: '插座',
        nameEn: 'Socket',
        functions: [gang(1, 1), gangCountdown(1, 9), addEle(17), curCurrent(18), curPower(19), curVoltage(20)],
      },
      {
        id: 'electrical-switch',
        nameZh: '开关',
        nameEn: 'Wall switch',
        functions: [gang(1, 1), gang(2, 2, false), gang(3, 3, false), gangCountdown(1, 7), gangCountdown(2, 8), gangCountdown(3, 9)],
      },
      {
        id: 'electrical-power-strip',
        nameZh: '排插',
        nameEn: 'Power strip',
        functions: [
          gang(1, 1),
          gang(2, 2),
          gang(3, 3),
          gang(4, 4, false),
          bool({ dp: 7, id: 'switch_usb1', zh: 'USB开关', en: 'USBSwitch', desc: ['USB 口供电开关', 'Power of the USB ports'] }, false),
          gangCountdown(1, 9),
          addEle(17),
          curCurrent(18),
          curPower(19),
          curVoltage(20),
        ],
      },
      {
        id: 'electrical-breaker',
        nameZh: '断路器',
        nameEn: 'Circuit breaker',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'total_forward_energy', zh: '总正向电量', en: 'TotalEnergy', rw: 'ro', desc: ['累计用电量', 'Energy used in total'], def: true }, { min: 0, max: 99999999, multiple: 2, unit: 'kWh' }),
          curCurrent(3),
          curPower(4),
          curVoltage(5),
          value({ dp: 6, id: 'leakage_current', zh: '漏电流', en: 'LeakageCurrent', rw: 'ro', desc: ['检测到的漏电流', 'Residual current detected'] }, { min: 0, max: 1000, unit: 'mA' }),
          fault({ dp: 9, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['断路器保护动作原因', 'Why the breaker tripped'], def: true }, [
            ['短路', 'Short circuit'],
            ['浪涌', 'Surge'],
            ['过载', 'Overload'],
            ['漏电', 'Leakage current'],
            ['过温', 'Over temperature'],
            ['过压', 'Over voltage'],
            ['欠压', 'Under voltage'],
            ['过流', 'Over current'],
          ]),
          value({ dp: 10, id: 'temp_current', zh: '线路温度', en: 'LineTemp', rw: 'ro', desc: ['断路器内部温度', 'Temperature inside the breaker'] }, { min: -400, max: 2000, multiple: 1, unit: '℃' }),
        ],
      },
    ],
  },
  {
    id: 'sensors',
    nameZh: '传感器',
    nameEn: 'Sensors',
    children: [
      {
        id: 'sensors-temp-humidity',
        nameZh: '温湿度传感器',
        nameEn: 'Temperature & humidity sensor',
        functions: [
          value({ dp: 1, id: 'va_temperature', zh: '温度', en: 'Temperature', rw: 'ro', desc: ['当前环境温度', 'Ambient temperature'], def: true, req: true }, { min: -400, max: 2000, multiple: 1, unit: '℃' }),
          value({ dp: 2, id: 'va_humidity', zh: '湿度', en: 'Humidity', rw: 'ro', desc: ['当前相对湿度', 'Relative humidity'], def: true }, { min: 0, max: 100, unit: '%' }),
          batteryState(3),
          battery(4),
          tempUnit(9),
          value({ dp: 10, id: 'maxtemp_set', zh: '温度上限', en: 'MaxTemp', desc: ['高于此温度时报警', 'Alarms above this temperature'] }, { min: -200, max: 600, multiple: 1, unit: '℃', defaultValue: 390 }),
          value({ dp: 11, id: 'minitemp_set', zh: '温度下限', en: 'MinTemp', desc: ['低于此温度时报警', 'Alarms below this temperature'] }, { min: -200, max: 600, multiple: 1, unit: '℃', defaultValue: 0 }),
          enumOf({ dp: 14, id: 'temp_alarm', zh: '温度报警', en: 'TempAlarm', rw: 'ro', desc: ['超出上下限时上报', 'Reported outside the limits'] }, [
            ['loweralarm', '低温报警', 'Below the lower limit'],
            ['upperalarm', '高温报警', 'Above the upper limit'],
            ['cancel', '无报警', 'No alarm'],
          ]),
          value({ dp: 17, id: 'temp_periodic_report', zh: '上报间隔', en: 'ReportInterval', desc: ['定时上报的间隔', 'Interval of periodic reports'] }, { min: 1, max: 120, unit: 'min', defaultValue: 10 }),
        ],
      },
      {
        id: 'sensors-door-window',
        nameZh: '门窗传感器',
        nameEn: 'Door & window sensor',
        functions: [
          bool({ dp: 1, id: 'doorcontact_state', zh: '门磁状态', en: 'DoorOpen', rw: 'ro', desc: ['true 为打开', 'true while open'], def: true, req: true }),
          battery(2),
          tamper(3),
          batteryState(4),
        ],
      },
      {
        id: 'sensors-motion',
        nameZh: '人体传感器',
        nameEn: 'Motion sensor (PIR)',
        functions: [
          enumOf({ dp: 1, id: 'pir_state', zh: '人体感应状态', en: 'Motion', rw: 'ro', desc: ['检测到有人时上报', 'Reported when someone moves'], def: true, req: true }, [
            ['pir', '有人', 'Motion detected'],
            ['none', '无人', 'No motion'],
          ]),
          battery(4),
          enumOf({ dp: 9, id: 'sensitivity', zh: '灵敏度', en: 'Sensitivity', desc: ['感应灵敏度', 'Detection sensitivity'] }, [
            ['low', '低', 'Low'],
            ['middle', '中', 'Medium'],
            ['high', '高', 'High'],
          ], 'middle'),
          value({ dp: 10, id: 'pir_time', zh: '无人延时', en: 'ClearDelay', desc: ['无人多久后上报无人', 'Time without motion before "no motion"'] }, { min: 10, max: 3600, unit: 's', defaultValue: 60 }),
          value({ dp: 12, id: 'illuminance_value', zh: '光照强度', en: 'Illuminance', rw: 'ro', desc: ['环境光照度', 'Ambient light level'] }, { min: 0, max: 10000, unit: 'lux' }),
          tamper(13),
        ],
      },
      {
        id: 'sensors-smoke',
        nameZh: '烟雾报警器',
        nameEn: 'Smoke alarm',
        functions: [
          alarmState(1, 'smoke_sensor_status', '烟雾检测状态', 'SmokeAlarm', ['检测到烟雾时报警', 'Alarms when smoke is detected']),
          value({ dp: 2, id: 'smoke_sensor_value', zh: '烟雾浓度', en: 'SmokeLevel', rw: 'ro', desc: ['检测到的烟雾浓度', 'Smoke density measured'] }, { min: 0, max: 1000, multiple: 1, unit: '%' }),
          fault({ dp: 11, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['传感器自检故障', 'Faults found by self-test'], def: true }, [
            ['传感器故障', 'Sensor fault'],
            ['电池故障', 'Battery fault'],
            ['探头脏污', 'Chamber dirty'],
          ]),
          batteryState(14),
          battery(15),
          muffling(16),
        ],
      },
      {
        id: 'sensors-water-leak',
        nameZh: '水浸传感器',
        nameEn: 'Water leak sensor',
        functions: [
          alarmState(1, 'watersensor_state', '水浸状态', 'WaterLeak', ['探头接触到水时报警', 'Alarms when the probe touches water']),
          battery(4),
          batteryState(3),
          tamper(5),
        ],
      },
      {
        id: 'sensors-gas',
        nameZh: '燃气报警器',
        nameEn: 'Gas alarm',
        functions: [
          alarmState(1, 'gas_sensor_status', '燃气检测状态', 'GasAlarm', ['检测到燃气泄漏时报警', 'Alarms when gas leaks']),
          value({ dp: 2, id: 'gas_sensor_value', zh: '燃气浓度', en: 'GasLevel', rw: 'ro', desc: ['燃气浓度，爆炸下限的百分比', 'Gas level as a share of the lower explosive limit'] }, { min: 0, max: 1000, multiple: 1, unit: '%LEL' }),
          bool({ dp: 6, id: 'self_checking', zh: '自检', en: 'SelfTest', rw: 'wo', desc: ['启动一次自检', 'Starts a self-test'] }),
          enumOf({ dp: 8, id: 'checking_result', zh: '自检结果', en: 'SelfTestResult', rw: 'ro', desc: ['最近一次自检的结果', 'Result of the last self-test'] }, [
            ['checking', '自检中', 'Testing'],
            ['check_success', '自检成功', 'Passed'],
            ['check_failure', '自检失败', 'Failed'],
          ]),
          fault({ dp: 11, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['传感器故障', 'Sensor faults'], def: true }, [
            ['传感器故障', 'Sensor fault'],
            ['传感器老化', 'Sensor expired'],
          ]),
          muffling(16),
        ],
      },
    ],
  },
  {
    id: 'large-appliances',
    nameZh: '大家电',
    nameEn: 'Large appliances',
    children: [
      {
        id: 'large-appliances-air-conditioner',
        nameZh: '空调',
        nameEn: 'Air conditioner',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'temp_set', zh: '目标温度', en: 'TargetTemp', desc: ['设定的目标温度', 'Temperature to reach'], def: true }, { min: 160, max: 320, step: 5, multiple: 1, unit: '℃', defaultValue: 260 }),
          tempCurrent(3),
          enumOf({ dp: 4, id: 'mode', zh: '模式', en: 'Mode', desc: ['空调工作模式', 'Working mode'], def: true }, [
            ['cold', '制冷', 'Cooling'],
            ['hot', '制热', 'Heating'],
            ['wet', '除湿', 'Drying'],
            ['wind', '送风', 'Fan only'],
            ['auto', '自动', 'Auto'],
          ], 'cold'),
          enumOf({ dp: 5, id: 'fan_speed_enum', zh: '风速', en: 'FanSpeed', desc: ['送风档位', 'Fan speed'], def: true }, [
            ['auto', '自动', 'Auto'],
            ['low', '低', 'Low'],
            ['middle', '中', 'Medium'],
            ['high', '高', 'High'],
          ], 'auto'),
          bool({ dp: 6, id: 'switch_vertical', zh: '上下摆风', en: 'VerticalSwing', desc: ['导风板上下摆动', 'Louvres swing up and down'] }, false),
          tempUnit(19),
          fault({ dp: 20, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['整机故障', 'Unit faults'] }, [
            ['室内温度传感器故障', 'Indoor temperature sensor'],
            ['室外机通信故障', 'Outdoor unit communication'],
            ['压缩机过热', 'Compressor overheated'],
            ['冷媒不足', 'Refrigerant low'],
          ]),
        ],
      },
      {
        id: 'large-appliances-refrigerator',
        nameZh: '冰箱',
        nameEn: 'Refrigerator',
        functions: [
          value({ dp: 1, id: 'temp_set_fridge', zh: '冷藏室温度', en: 'FridgeTemp', desc: ['冷藏室目标温度', 'Target of the fridge compartment'], def: true }, { min: 2, max: 8, unit: '℃', defaultValue: 5 }),
          value({ dp: 2, id: 'temp_set_freezer', zh: '冷冻室温度', en: 'FreezerTemp', desc: ['冷冻室目标温度', 'Target of the freezer'], def: true }, { min: -24, max: -16, unit: '℃', defaultValue: -18 }),
          value({ dp: 3, id: 'temp_current_fridge', zh: '冷藏室实际温度', en: 'FridgeCurrent', rw: 'ro', desc: ['冷藏室测得的温度', 'Measured fridge temperature'] }, { min: -30, max: 30, unit: '℃' }),
          value({ dp: 4, id: 'temp_current_freezer', zh: '冷冻室实际温度', en: 'FreezerCurrent', rw: 'ro', desc: ['冷冻室测得的温度', 'Measured freezer temperature'] }, { min: -40, max: 20, unit: '℃' }),
          enumOf({ dp: 5, id: 'mode', zh: '模式', en: 'Mode', desc: ['运行模式', 'Running mode'], def: true }, [
            ['smart', '智能', 'Smart'],
            ['holiday', '假日', 'Holiday'],
            ['quick_cool', '速冷', 'Quick cool'],
            ['quick_freeze', '速冻', 'Quick freeze'],
          ], 'smart'),
          bool({ dp: 6, id: 'door_alarm', zh: '开门报警', en: 'DoorAlarm', rw: 'ro', desc: ['门未关好时上报', 'Reported while a door is left open'] }),
          fault({ dp: 7, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['制冷系统故障', 'Cooling system faults'] }, [
            ['冷藏传感器故障', 'Fridge sensor'],
            ['冷冻传感器故障', 'Freezer sensor'],
            ['化霜故障', 'Defrost'],
          ]),
        ],
      },
      {
        id: 'large-appliances-washer',
        nameZh: '洗衣机',
        nameEn: 'Washing machine',
        functions: [
          mainSwitch(1),
          bool({ dp: 2, id: 'start', zh: '启动暂停', en: 'StartPause', desc: ['true 为运行，false 为暂停', 'true runs, false pauses'], def: true }, false),
          enumOf({ dp: 3, id: 'mode', zh: '洗涤程序', en: 'Program', desc: ['洗涤程序', 'Washing program'], def: true }, [
            ['cotton', '棉麻', 'Cotton'],
            ['synthetic', '化纤', 'Synthetics'],
            ['wool', '羊毛', 'Wool'],
            ['quick', '快洗', 'Quick wash'],
            ['mix', '混合', 'Mixed'],
            ['spin', '单脱水', 'Spin only'],
          ], 'cotton'),
          enumOf({ dp: 4, id: 'water_temp', zh: '水温', en: 'WaterTemp', desc: ['洗涤水温', 'Water temperature'] }, [
            ['cold', '冷水', 'Cold'],
            ['warm', '温水', '40 ℃'],
            ['hot', '热水', '60 ℃'],
          ], 'cold'),
          enumOf({ dp: 5, id: 'spin_speed', zh: '脱水转速', en: 'SpinSpeed', desc: ['脱水转速档', 'Spin speed'] }, [
            ['low', '低速', '600 rpm'],
            ['middle', '中速', '1000 rpm'],
            ['high', '高速', '1400 rpm'],
          ], 'middle'),
          value({ dp: 6, id: 'remain_time', zh: '剩余时间', en: 'TimeLeft', rw: 'ro', desc: ['本次洗涤剩余时间', 'Time left in the program'], def: true }, { min: 0, max: 1440, unit: 'min' }),
          enumOf({ dp: 7, id: 'work_state', zh: '工作状态', en: 'State', rw: 'ro', desc: ['当前所处阶段', 'Current stage'], def: true }, [
            ['standby', '待机', 'Standby'],
            ['washing', '洗涤', 'Washing'],
            ['rinsing', '漂洗', 'Rinsing'],
            ['spinning', '脱水', 'Spinning'],
            ['done', '完成', 'Done'],
          ]),
          fault({ dp: 8, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['整机故障', 'Machine faults'] }, [
            ['进水故障', 'No water inlet'],
            ['排水故障', 'Drain blocked'],
            ['门锁故障', 'Door lock'],
            ['不平衡', 'Load unbalanced'],
          ]),
        ],
      },
      {
        id: 'large-appliances-water-heater',
        nameZh: '热水器',
        nameEn: 'Water heater',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'temp_set', zh: '目标温度', en: 'TargetTemp', desc: ['出水目标温度', 'Target water temperature'], def: true }, { min: 30, max: 75, unit: '℃', defaultValue: 50 }),
          tempCurrent(3, 0, 1000),
          enumOf({ dp: 4, id: 'mode', zh: '模式', en: 'Mode', desc: ['加热模式', 'Heating mode'] }, [
            ['standard', '标准', 'Standard'],
            ['eco', '节能', 'Eco'],
            ['quick', '速热', 'Quick heat'],
          ], 'standard'),
          enumOf({ dp: 5, id: 'work_state', zh: '工作状态', en: 'State', rw: 'ro', desc: ['是否正在加热', 'Whether it is heating'] }, [
            ['heating', '加热中', 'Heating'],
            ['keeping', '保温中', 'Keeping warm'],
            ['standby', '待机', 'Standby'],
          ]),
          fault({ dp: 6, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['整机故障', 'Unit faults'] }, [
            ['干烧', 'Dry heating'],
            ['超温', 'Over temperature'],
            ['温度传感器故障', 'Temperature sensor'],
            ['漏电', 'Leakage current'],
          ]),
        ],
      },
    ],
  },
  {
    id: 'small-appliances',
    nameZh: '小家电',
    nameEn: 'Small appliances',
    children: [
      {
        id: 'small-appliances-fan',
        nameZh: '风扇',
        nameEn: 'Fan',
        functions: [
          mainSwitch(1),
          enumOf({ dp: 2, id: 'mode', zh: '模式', en: 'Mode', desc: ['送风模式', 'Wind mode'], def: true }, [
            ['normal', '正常风', 'Normal'],
            ['nature', '自然风', 'Natural'],
            ['sleep', '睡眠风', 'Sleep'],
          ], 'normal'),
          value({ dp: 3, id: 'fan_speed_percent', zh: '风速', en: 'Speed', desc: ['风速百分比', 'Speed in percent'], def: true }, { min: 1, max: 100, unit: '%', defaultValue: 50 }),
          bool({ dp: 5, id: 'switch_horizontal', zh: '左右摇头', en: 'Oscillation', desc: ['左右摇头开关', 'Oscillates left and right'] }, false),
          enumOf({ dp: 8, id: 'fan_direction', zh: '转向', en: 'Direction', desc: ['风扇转动方向', 'Direction of rotation'] }, [
            ['forward', '正转', 'Forward'],
            ['reverse', '反转', 'Reverse'],
          ], 'forward'),
          countdown(22, 'countdown_set', '定时关机', 'OffTimer'),
        ],
      },
      {
        id: 'small-appliances-air-purifier',
        nameZh: '空气净化器',
        nameEn: 'Air purifier',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'pm25', zh: 'PM2.5', en: 'PM2.5', rw: 'ro', desc: ['PM2.5 浓度', 'PM2.5 level'], def: true }, { min: 0, max: 999, unit: 'ug/m3' }),
          enumOf({ dp: 3, id: 'mode', zh: '模式', en: 'Mode', desc: ['净化模式', 'Purifying mode'], def: true }, [
            ['auto', '自动', 'Auto'],
            ['sleep', '睡眠', 'Sleep'],
            ['manual', '手动', 'Manual'],
          ], 'auto'),
          enumOf({ dp: 4, id: 'speed', zh: '风速', en: 'Speed', desc: ['手动模式风速', 'Fan speed in manual mode'] }, [
            ['low', '低', 'Low'],
            ['mid', '中', 'Medium'],
            ['high', '高', 'High'],
          ], 'mid'),
          value({ dp: 5, id: 'filter_life', zh: '滤芯寿命', en: 'FilterLife', rw: 'ro', desc: ['滤芯剩余寿命', 'Filter life left'] }, { min: 0, max: 100, unit: '%' }),
          bool({ dp: 11, id: 'filter_reset', zh: '滤芯复位', en: 'FilterReset', rw: 'wo', desc: ['更换滤芯后复位寿命', 'Resets the life after a filter change'] }),
          enumOf({ dp: 22, id: 'air_quality', zh: '空气质量', en: 'AirQuality', rw: 'ro', desc: ['空气质量等级', 'Air quality band'] }, [
            ['great', '优', 'Great'],
            ['good', '良', 'Good'],
            ['mild', '轻度污染', 'Mild pollution'],
            ['severe', '重度污染', 'Severe pollution'],
          ]),
        ],
      },
      {
        id: 'small-appliances-humidifier',
        nameZh: '加湿器',
        nameEn: 'Humidifier',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'humidity_set', zh: '目标湿度', en: 'TargetHumidity', desc: ['加湿到的目标湿度', 'Humidity to reach'], def: true }, { min: 30, max: 90, step: 5, unit: '%', defaultValue: 50 }),
          value({ dp: 3, id: 'humidity_current', zh: '当前湿度', en: 'Humidity', rw: 'ro', desc: ['测得的相对湿度', 'Measured relative humidity'], def: true }, { min: 0, max: 100, unit: '%' }),
          enumOf({ dp: 4, id: 'spray_mode', zh: '喷雾档位', en: 'MistLevel', desc: ['出雾量', 'Amount of mist'] }, [
            ['small', '小雾', 'Low'],
            ['middle', '中雾', 'Medium'],
            ['large', '大雾', 'High'],
            ['auto', '自动', 'Auto'],
          ], 'auto'),
          bool({ dp: 5, id: 'switch_led', zh: '夜灯', en: 'NightLight', desc: ['氛围灯开关', 'Ambient light'] }, false),
          fault({ dp: 11, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['缺水等故障', 'Water shortage and other faults'] }, [
            ['缺水', 'Water tank empty'],
            ['湿度传感器故障', 'Humidity sensor'],
          ]),
        ],
      },
      {
        id: 'small-appliances-robot-vacuum',
        nameZh: '扫地机器人',
        nameEn: 'Robot vacuum',
        functions: [
          bool({ dp: 1, id: 'power_go', zh: '清扫开关', en: 'Clean', desc: ['开始或停止清扫', 'Starts or stops cleaning'], def: true, req: true }, false),
          enumOf({ dp: 2, id: 'mode', zh: '清扫模式', en: 'Mode', desc: ['清扫方式', 'Cleaning mode'], def: true }, [
            ['smart', '智能', 'Smart'],
            ['spiral', '定点', 'Spot'],
            ['wall_follow', '沿边', 'Edges'],
            ['chargego', '回充', 'Return to dock'],
          ], 'smart'),
          enumOf({ dp: 3, id: 'direction_control', zh: '方向控制', en: 'Direction', rw: 'wo', desc: ['遥控移动', 'Remote driving'] }, [
            ['forward', '前进', 'Forward'],
            ['backward', '后退', 'Backward'],
            ['turn_left', '左转', 'Turn left'],
            ['turn_right', '右转', 'Turn right'],
            ['stop', '停止', 'Stop'],
          ]),
          enumOf({ dp: 5, id: 'status', zh: '工作状态', en: 'Status', rw: 'ro', desc: ['机器当前状态', 'What the robot is doing'], def: true }, [
            ['standby', '待机', 'Standby'],
            ['cleaning', '清扫中', 'Cleaning'],
            ['goto_charge', '回充中', 'Returning'],
            ['charging', '充电中', 'Charging'],
            ['charge_done', '充电完成', 'Charged'],
            ['sleep', '休眠', 'Sleeping'],
          ]),
          value({ dp: 6, id: 'electricity_left', zh: '剩余电量', en: 'Battery', rw: 'ro', desc: ['电池剩余电量', 'Battery left'], def: true }, { min: 0, max: 100, unit: '%' }),
          value({ dp: 7, id: 'clean_area', zh: '清扫面积', en: 'CleanArea', rw: 'ro', desc: ['本次清扫面积', 'Area cleaned this run'] }, { min: 0, max: 9999, unit: 'm2' }),
          value({ dp: 8, id: 'clean_time', zh: '清扫时间', en: 'CleanTime', rw: 'ro', desc: ['本次清扫用时', 'Time spent this run'] }, { min: 0, max: 9999, unit: 'min' }),
          enumOf({ dp: 9, id: 'suction', zh: '吸力', en: 'Suction', desc: ['吸力档位', 'Suction power'] }, [
            ['gentle', '安静', 'Quiet'],
            ['normal', '标准', 'Standard'],
            ['strong', '强力', 'Strong'],
          ], 'normal'),
          fault({ dp: 28, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['机器故障', 'Robot faults'] }, [
            ['边刷故障', 'Side brush stuck'],
            ['滚刷故障', 'Main brush stuck'],
            ['轮子悬空', 'Wheel lifted'],
            ['尘盒未装', 'Dustbin missing'],
            ['碰撞传感器故障', 'Bumper stuck'],
            ['电量过低', 'Battery too low'],
          ]),
        ],
      },
      {
        id: 'small-appliances-kettle',
        nameZh: '电热水壶',
        nameEn: 'Kettle',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'temp_set', zh: '目标温度', en: 'TargetTemp', desc: ['加热到的温度', 'Temperature to heat to'], def: true }, { min: 40, max: 100, unit: '℃', defaultValue: 100 }),
          tempCurrent(3, 0, 1100),
          enumOf({ dp: 4, id: 'work_type', zh: '模式', en: 'Mode', desc: ['烧水模式', 'Heating program'] }, [
            ['boiling', '烧开', 'Boil'],
            ['tea', '泡茶', 'Tea'],
            ['milk', '冲奶', 'Baby formula'],
            ['coffee', '咖啡', 'Coffee'],
          ], 'boiling'),
          enumOf({ dp: 5, id: 'status', zh: '工作状态', en: 'Status', rw: 'ro', desc: ['当前状态', 'Present state'], def: true }, [
            ['standby', '待机', 'Standby'],
            ['heating', '加热中', 'Heating'],
            ['warm', '保温中', 'Keeping warm'],
            ['done', '完成', 'Done'],
          ]),
          value({ dp: 6, id: 'warm_time', zh: '保温时长', en: 'KeepWarm', desc: ['加热后保温的时长，0 为不保温', 'Keep-warm time after heating, 0 for none'] }, { min: 0, max: 720, step: 30, unit: 'min', defaultValue: 0 }),
          fault({ dp: 7, id: 'fault', zh: '故障告警', en: 'Fault', desc: ['壶体故障', 'Kettle faults'] }, [
            ['干烧', 'Dry boil'],
            ['温度传感器故障', 'Temperature sensor'],
            ['壶体离座', 'Kettle off base'],
          ]),
        ],
      },
    ],
  },
  {
    id: 'security',
    nameZh: '安防',
    nameEn: 'Security',
    children: [
      {
        id: 'security-lock',
        nameZh: '智能门锁',
        nameEn: 'Smart lock',
        functions: [
          value({ dp: 1, id: 'unlock_fingerprint', zh: '指纹解锁', en: 'FingerprintUnlock', rw: 'ro', desc: ['以指纹开锁时上报用户编号', 'User number of a fingerprint unlock'], def: true }, { min: 0, max: 999 }),
          value({ dp: 2, id: 'unlock_password', zh: '密码解锁', en: 'PasswordUnlock', rw: 'ro', desc: ['以密码开锁时上报用户编号', 'User number of a password unlock'], def: true }, { min: 0, max: 999 }),
          value({ dp: 3, id: 'unlock_card', zh: '卡片解锁', en: 'CardUnlock', rw: 'ro', desc: ['以门卡开锁时上报用户编号', 'User number of a card unlock'] }, { min: 0, max: 999 }),
          value({ dp: 4, id: 'unlock_app', zh: '远程解锁', en: 'AppUnlock', rw: 'ro', desc: ['通过 App 远程开锁时上报', 'Reported after a remote unlock'] }, { min: 0, max: 999 }),
          enumOf({ dp: 8, id: 'alarm_lock', zh: '告警', en: 'Alarm', rw: 'ro', desc: ['门锁告警原因', 'Why the lock alarms'], def: true }, [
            ['wrong_finger', '指纹错误', 'Wrong fingerprint'],
            ['wrong_password', '密码错误', 'Wrong password'],
            ['wrong_card', '卡片错误', 'Wrong card'],
            ['pry', '撬锁', 'Prying'],
            ['low_battery', '电量低', 'Battery low'],
          ]),
          value({ dp: 9, id: 'residual_electricity', zh: '剩余电量', en: 'Battery', rw: 'ro', desc: ['门锁电池电量', 'Battery of the lock'], def: true }, { min: 0, max: 100, unit: '%' }),
          bool({ dp: 11, id: 'doorbell', zh: '门铃', en: 'Doorbell', rw: 'ro', desc: ['有人按门铃时上报', 'Reported when the bell is pressed'] }),
          bool({ dp: 12, id: 'lock_motor_state', zh: '锁舌状态', en: 'Locked', rw: 'ro', desc: ['true 为已上锁', 'true while locked'] }),
        ],
      },
      {
        id: 'security-camera',
        nameZh: '摄像头',
        nameEn: 'Camera',
        functions: [
          bool({ dp: 1, id: 'basic_flip', zh: '画面翻转', en: 'Flip', desc: ['倒装时翻转画面', 'Flips the picture for ceiling mounting'] }, false),
          bool({ dp: 2, id: 'basic_osd', zh: '时间水印', en: 'TimeWatermark', desc: ['画面显示时间', 'Shows the time on the picture'] }, true),
          enumOf({ dp: 3, id: 'basic_nightvision', zh: '夜视', en: 'NightVision', desc: ['红外夜视模式', 'Infrared night vision'] }, [
            ['auto', '自动', 'Auto'],
            ['off', '关闭', 'Off'],
            ['on', '开启', 'On'],
          ], 'auto'),
          bool({ dp: 4, id: 'motion_switch', zh: '移动侦测', en: 'MotionDetect', desc: ['检测画面中的移动', 'Detects motion in the picture'], def: true }, false),
          enumOf({ dp: 5, id: 'motion_sensitivity', zh: '侦测灵敏度', en: 'MotionSensitivity', desc: ['移动侦测灵敏度', 'Motion detection sensitivity'] }, [
            ['low', '低', 'Low'],
            ['middle', '中', 'Medium'],
            ['high', '高', 'High'],
          ], 'middle'),
          bool({ dp: 6, id: 'record_switch', zh: '本地录像', en: 'Recording', desc: ['录像到存储卡', 'Records to the memory card'], def: true }, true),
          enumOf({ dp: 7, id: 'record_mode', zh: '录像模式', en: 'RecordMode', desc: ['事件录像或连续录像', 'Event or continuous recording'] }, [
            ['event', '事件录像', 'On events'],
            ['continuous', '连续录像', 'Continuous'],
          ], 'event'),
          enumOf({ dp: 8, id: 'ptz_control', zh: '云台转动', en: 'PanTilt', rw: 'wo', desc: ['转动镜头', 'Turns the lens'] }, [
            ['up', '上', 'Up'],
            ['down', '下', 'Down'],
            ['left', '左', 'Left'],
            ['right', '右', 'Right'],
            ['stop', '停止', 'Stop'],
          ]),
          enumOf({ dp: 9, id: 'sd_status', zh: '存储卡状态', en: 'CardStatus', rw: 'ro', desc: ['存储卡是否可用', 'Whether the card can be used'] }, [
            ['normal', '正常', 'Normal'],
            ['abnormal', '异常', 'Faulty'],
            ['full', '已满', 'Full'],
            ['none', '无卡', 'No card'],
          ]),
          raw({ dp: 10, id: 'movement_detect_pic', zh: '移动侦测截图', en: 'MotionSnapshot', desc: ['移动侦测触发时的截图地址', 'Snapshot reference of a motion event'] }),
        ],
      },
      {
        id: 'security-doorbell',
        nameZh: '可视门铃',
        nameEn: 'Video doorbell',
        functions: [
          text({ dp: 1, id: 'doorbell_active', zh: '门铃呼叫', en: 'Ring', rw: 'ro', desc: ['有人按门铃时上报', 'Reported when someone rings'], def: true }),
          raw({ dp: 2, id: 'doorbell_pic', zh: '门铃抓拍', en: 'RingSnapshot', desc: ['按门铃时的抓拍', 'Snapshot taken on a ring'], def: true }),
          battery(3),
          value({ dp: 4, id: 'chime_ring_volume', zh: '铃声音量', en: 'ChimeVolume', desc: ['室内机铃声音量', 'Volume of the chime'] }, { min: 0, max: 100, unit: '%', defaultValue: 60 }),
          enumOf({ dp: 5, id: 'basic_nightvision', zh: '夜视', en: 'NightVision', desc: ['红外夜视模式', 'Infrared night vision'] }, [
            ['auto', '自动', 'Auto'],
            ['off', '关闭', 'Off'],
            ['on', '开启', 'On'],
          ], 'auto'),
          bool({ dp: 6, id: 'motion_switch', zh: '移动侦测', en: 'MotionDetect', desc: ['门前有人逗留时提醒', 'Alerts when someone lingers'] }, false),
        ],
      },
    ],
  },
  {
    id: 'home-control',
    nameZh: '家居控制',
    nameEn: 'Home control',
    children: [
      {
        id: 'home-control-curtain',
        nameZh: '窗帘电机',
        nameEn: 'Curtain motor',
        functions: [
          enumOf({ dp: 1, id: 'control', zh: '控制', en: 'Control', desc: ['打开、停止或关闭窗帘', 'Opens, stops or closes the curtain'], def: true, req: true }, [
            ['open', '打开', 'Open'],
            ['stop', '停止', 'Stop'],
            ['close', '关闭', 'Close'],
          ]),
          value({ dp: 2, id: 'percent_control', zh: '开合百分比', en: 'Position', desc: ['移动到的开合位置', 'Position to move to'], def: true }, { min: 0, max: 100, unit: '%' }),
          value({ dp: 3, id: 'percent_state', zh: '当前位置', en: 'CurrentPosition', rw: 'ro', desc: ['当前开合位置', 'Present position'], def: true }, { min: 0, max: 100, unit: '%' }),
          enumOf({ dp: 5, id: 'control_back', zh: '电机方向', en: 'MotorDirection', desc: ['安装方向相反时切换', 'Swap when the motor is mounted reversed'] }, [
            ['forward', '正转', 'Forward'],
            ['back', '反转', 'Reverse'],
          ], 'forward'),
          enumOf({ dp: 7, id: 'work_state', zh: '工作状态', en: 'State', rw: 'ro', desc: ['正在打开或关闭', 'Opening or closing'] }, [
            ['opening', '打开中', 'Opening'],
            ['closing', '关闭中', 'Closing'],
          ]),
        ],
      },
      {
        id: 'home-control-thermostat',
        nameZh: '温控器',
        nameEn: 'Thermostat',
        functions: [
          mainSwitch(1),
          value({ dp: 2, id: 'temp_set', zh: '目标温度', en: 'TargetTemp', desc: ['设定温度', 'Set-point'], def: true }, { min: 50, max: 350, step: 5, multiple: 1, unit: '℃', defaultValue: 200 }),
          tempCurrent(3, -100, 600),
          enumOf({ dp: 4, id: 'mode', zh: '模式', en: 'Mode', desc: ['温控模式', 'Control mode'], def: true }, [
            ['manual', '手动', 'Manual'],
            ['program', '编程', 'Schedule'],
            ['eco', '节能', 'Eco'],
          ], 'manual'),
          enumOf({ dp: 5, id: 'work_state', zh: '阀门状态', en: 'Valve', rw: 'ro', desc: ['是否正在加热', 'Whether it calls for heat'] }, [
            ['heating', '加热', 'Heating'],
            ['idle', '停止', 'Idle'],
          ]),
          tempUnit(6),
          text({ dp: 7, id: 'week_program', zh: '周程序', en: 'WeekSchedule', desc: ['一周的温度时间表', 'Weekly temperature schedule'] }),
        ],
      },
    ],
  },
];

/** Platform-wide functions any product may add (kind 3, DP IDs 200-255). */
export const ADVANCED_FUNCTIONS: TemplateSeed[] = [
  text({ dp: 201, id: 'cycle_time', zh: '循环定时', en: 'CycleTimer', desc: ['按周重复的定时表', 'Timer repeating weekly'] }),
  text({ dp: 202, id: 'random_time', zh: '随机定时', en: 'RandomTimer', desc: ['时间段内随机开关，模拟有人在家', 'Random switching in a period, to look occupied'] }),
  value({ dp: 203, id: 'cloud_countdown', zh: '云端倒计时', en: 'CloudCountdown', desc: ['由云端执行的倒计时，设备离线也不丢失', 'Countdown run by the cloud; survives the device going offline'] }, { min: 0, max: 86400, unit: 's', defaultValue: 0 }),
  enumOf({ dp: 204, id: 'relay_status', zh: '上电状态', en: 'PowerOnState', desc: ['通电后继电器的状态', 'Relay state after power comes back'] }, [
    ['off', '断电', 'Off'],
    ['on', '通电', 'On'],
    ['memory', '保持', 'As before'],
  ], 'off'),
  bool({ dp: 205, id: 'child_lock', zh: '童锁', en: 'ChildLock', desc: ['锁定设备上的按键', 'Locks the buttons on the device'] }, false),
  enumOf({ dp: 206, id: 'light_mode', zh: '指示灯状态', en: 'IndicatorLight', desc: ['指示灯的显示方式', 'How the indicator light behaves'] }, [
    ['none', '关闭', 'Off'],
    ['relay', '开关状态', 'Follows the switch'],
    ['pos', '位置指示', 'Locator'],
  ], 'relay'),
  value({ dp: 207, id: 'ota_progress', zh: '升级进度', en: 'OTAProgress', rw: 'ro', desc: ['固件升级进度', 'Firmware upgrade progress'] }, { min: 0, max: 100, unit: '%' }),
  text({ dp: 208, id: 'switch_inching', zh: '点动开关', en: 'Inching', desc: ['打开后自动关闭的时长', 'Turns off again after a set time'] }),
  bool({ dp: 209, id: 'power_memory', zh: '断电记忆', en: 'PowerMemory', desc: ['来电后恢复断电前的状态', 'Restores the state from before a power cut'] }, true),
  value({ dp: 210, id: 'wifi_rssi', zh: '信号强度', en: 'SignalStrength', rw: 'ro', desc: ['无线信号强度', 'Wireless signal strength'] }, { min: -100, max: 0, unit: 'dBm' }),
  bool({ dp: 211, id: 'factory_reset', zh: '恢复出厂', en: 'FactoryReset', rw: 'wo', desc: ['清除配网信息并重启', 'Clears the pairing and restarts'] }),
  text({ dp: 212, id: 'firmware_info', zh: '固件信息', en: 'FirmwareInfo', rw: 'ro', desc: ['模组与 MCU 固件版本', 'Module and MCU firmware versions'] }),
];

/** Every leaf class with its parent, in tree order. */
export function leafClasses(tree: ClassSeed[] = PRODUCT_CLASS_TREE): { parentId: string; leaf: ClassSeed }[] {
  return tree.flatMap((top) => (top.children ?? []).map((leaf) => ({ parentId: top.id, leaf })));
}

/** A template's stable id: `<class>:<identifier>`, or `advanced:<identifier>`. */
export const templateId = (classId: string | null, identifier: string) => `${classId ?? 'advanced'}:${identifier}`;
