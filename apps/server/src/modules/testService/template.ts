import ExcelJS from 'exceljs';
import type { Lang } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { NetworkType } from '@iotc/shared/products';

/**
 * The test-case template (an xlsx workbook): the cases a product goes through before it is published,
 * with empty Result and Remarks columns for the tester. Given a product, it holds one control (or
 * report) case per function and pairing cases for its network type.
 */

export const TEMPLATE_SHEET = 'Test cases';

export interface TemplateProduct {
  name: string;
  networkType: NetworkType;
  functions: readonly ProductFunction[];
}

interface Case {
  module: string;
  item: string;
  precondition: string;
  steps: string;
  expected: string;
}

type Texts = {
  headers: [string, string, string, string, string, string, string, string];
  results: [string, string];
  fileName: (productName: string | null) => string;
  title: (productName: string | null) => string;
  cases: {
    pairing: (networkType: NetworkType | null) => Case[];
    control: (f: ProductFunction) => Case;
    anyFunction: Case;
    connectivity: Case[];
    ota: Case;
    reset: Case[];
  };
};

const BLUETOOTH: readonly NetworkType[] = ['ble', 'ble_mesh'];
const GATEWAY: readonly NetworkType[] = ['zigbee'];
const SIM: readonly NetworkType[] = ['cellular', 'nb_iot'];

function pairingKind(networkType: NetworkType | null): 'wifi' | 'bluetooth' | 'gateway' | 'scan' | 'any' {
  if (networkType === null) return 'any';
  if (BLUETOOTH.includes(networkType)) return 'bluetooth';
  if (GATEWAY.includes(networkType)) return 'gateway';
  if (SIM.includes(networkType) || networkType === 'ethernet') return 'scan';
  return 'wifi';
}

const range = (f: Extract<ProductFunction, { dataType: 'value' }>) => {
  const scale = 10 ** f.multiple;
  const unit = f.unit ? ` ${f.unit}` : '';
  return { min: `${f.min / scale}${unit}`, max: `${f.max / scale}${unit}` };
};

const en: Texts = {
  headers: ['No.', 'Module', 'Test item', 'Precondition', 'Steps', 'Expected result', 'Result', 'Remarks'],
  results: ['Pass', 'Fail'],
  fileName: (name) => (name ? `${name} test cases.xlsx` : 'Test case template.xlsx'),
  title: (name) => (name ? `Test cases: ${name}` : 'Test cases'),
  cases: {
    pairing: (networkType) => {
      const kind = pairingKind(networkType);
      const pair: Case = {
        module: 'Pairing',
        item:
          kind === 'wifi'
            ? 'Pair over Wi-Fi'
            : kind === 'bluetooth'
              ? 'Pair over Bluetooth'
              : kind === 'gateway'
                ? 'Add under a gateway'
                : kind === 'scan'
                  ? 'Add by scanning the QR code'
                  : 'Pair in the App',
        precondition:
          kind === 'wifi'
            ? 'The device is reset and blinking; the phone is on a 2.4 GHz Wi-Fi network with internet access'
            : kind === 'bluetooth'
              ? 'The device is reset and blinking; Bluetooth is on and the phone is within 1 m'
              : kind === 'gateway'
                ? 'A gateway is added in the App and online; the device is reset and blinking'
                : kind === 'scan'
                  ? 'The device is switched on and connected to the network'
                  : 'The device is reset and ready to pair',
        steps: 'Follow the pairing guide in the App step by step',
        expected: 'The device is added within 60 s, shows online, and its panel opens',
      };
      const cases = [pair];
      if (kind === 'wifi') {
        cases.push({
          module: 'Pairing',
          item: 'Wrong Wi-Fi password',
          precondition: 'The device is reset and blinking',
          steps: 'Pair with a wrong Wi-Fi password',
          expected: 'Pairing fails with a clear message; the device returns to pairing mode and pairs with the right password',
        });
      }
      cases.push({
        module: 'Pairing',
        item: 'Remove and pair again',
        precondition: 'The device is added in the App',
        steps: 'Remove the device in the App, then pair it again',
        expected: 'The device enters pairing mode after removal and is added again without errors',
      });
      return cases;
    },
    control: (f) => {
      const name = `${f.name} (${f.identifier}, DP ${f.dpId})`;
      if (f.dataType === 'fault') {
        return {
          module: 'Fault report',
          item: name,
          precondition: 'The device is online',
          steps: `Cause each fault on the device: ${f.faultBits.map((b) => b.name).join(', ')}`,
          expected: 'The App shows each fault while it lasts and clears it when it ends',
        };
      }
      if (f.rwFlag === 'ro') {
        return {
          module: 'Status report',
          item: name,
          precondition: 'The device is online and its panel is open',
          steps: 'Change the state on the device (or its surroundings) so that the value changes',
          expected: 'The App shows the reported value within 2 s',
        };
      }
      const steps =
        f.dataType === 'bool'
          ? 'Switch it on, then off, in the panel'
          : f.dataType === 'value'
            ? `Set the minimum (${range(f).min}), the maximum (${range(f).max}) and a value in between`
            : f.dataType === 'enum'
              ? `Choose each value in turn: ${f.enumValues.map((v) => v.name).join(', ')}`
              : `Send a value of up to ${f.maxLength} bytes`;
      return {
        module: 'Control',
        item: name,
        precondition: 'The device is online and its panel is open',
        steps,
        expected:
          f.rwFlag === 'wo'
            ? 'The device carries out every command within 1 s'
            : 'The device carries out every command within 1 s and reports the new value; the panel shows it',
      };
    },
    anyFunction: {
      module: 'Control',
      item: 'Each function of the product',
      precondition: 'The device is online and its panel is open',
      steps: 'Operate every function in the panel, one row per function',
      expected: 'The device carries out every command within 1 s and reports the new value; the panel shows it',
    },
    connectivity: [
      {
        module: 'Online / offline',
        item: 'Power loss',
        precondition: 'The device is online',
        steps: 'Unplug the device, wait 3 minutes, plug it in again',
        expected: 'The App shows it offline within 3 minutes and online again within 1 minute of power returning; its state is kept',
      },
      {
        module: 'Online / offline',
        item: 'Network loss',
        precondition: 'The device is online',
        steps: 'Turn off the router (or move out of range) for 5 minutes, then restore the network',
        expected: 'The App shows it offline, then online again by itself within 1 minute without pairing again',
      },
    ],
    ota: {
      module: 'OTA',
      item: 'Firmware upgrade',
      precondition: 'The device is online; a newer firmware version is released to it from the console',
      steps: 'Open the device in the App and start the upgrade; keep the device powered',
      expected: 'The progress is shown, the upgrade succeeds, the new version is reported and every function still works',
    },
    reset: [
      {
        module: 'Reset',
        item: 'Reset on the device',
        precondition: 'The device is added in the App',
        steps: 'Hold the reset button until the light blinks',
        expected: 'The device leaves the App account, enters pairing mode and can be added again',
      },
      {
        module: 'Reset',
        item: 'Factory reset in the App',
        precondition: 'The device is online',
        steps: 'Choose "Remove and wipe data" in the device settings of the App',
        expected: 'The device returns to factory settings, enters pairing mode and no longer appears in the App',
      },
    ],
  },
};

const zh: Texts = {
  headers: ['序号', '模块', '测试项', '前置条件', '测试步骤', '预期结果', '测试结果', '备注'],
  results: ['通过', '不通过'],
  fileName: (name) => (name ? `${name}测试用例.xlsx` : '测试用例模板.xlsx'),
  title: (name) => (name ? `测试用例：${name}` : '测试用例'),
  cases: {
    pairing: (networkType) => {
      const kind = pairingKind(networkType);
      const pair: Case = {
        module: '配网',
        item: kind === 'wifi' ? 'Wi-Fi 配网' : kind === 'bluetooth' ? '蓝牙配网' : kind === 'gateway' ? '网关添加子设备' : kind === 'scan' ? '扫码添加' : 'App 配网',
        precondition:
          kind === 'wifi'
            ? '设备已复位且指示灯快闪；手机已连接可上网的 2.4 GHz Wi-Fi'
            : kind === 'bluetooth'
              ? '设备已复位且指示灯闪烁；手机已打开蓝牙并在设备 1 米以内'
              : kind === 'gateway'
                ? '网关已添加到 App 并在线；设备已复位且指示灯闪烁'
                : kind === 'scan'
                  ? '设备已开机并已联网'
                  : '设备已复位并处于配网状态',
        steps: '按 App 中的配网引导逐步操作',
        expected: '60 秒内添加成功，设备显示在线，可打开控制面板',
      };
      const cases = [pair];
      if (kind === 'wifi') {
        cases.push({
          module: '配网',
          item: 'Wi-Fi 密码错误',
          precondition: '设备已复位且指示灯快闪',
          steps: '输入错误的 Wi-Fi 密码进行配网',
          expected: '配网失败并有明确提示；设备回到配网状态，输入正确密码后可配网成功',
        });
      }
      cases.push({
        module: '配网',
        item: '移除后重新配网',
        precondition: '设备已添加到 App',
        steps: '在 App 中移除设备后重新配网',
        expected: '移除后设备进入配网状态，可再次添加且无异常',
      });
      return cases;
    },
    control: (f) => {
      const name = `${f.name}（${f.identifier}，DP ${f.dpId}）`;
      if (f.dataType === 'fault') {
        return {
          module: '故障上报',
          item: name,
          precondition: '设备在线',
          steps: `在设备上逐一触发故障：${f.faultBits.map((b) => b.name).join('、')}`,
          expected: 'App 在故障存在时显示该故障，故障消除后不再显示',
        };
      }
      if (f.rwFlag === 'ro') {
        return {
          module: '状态上报',
          item: name,
          precondition: '设备在线，已打开控制面板',
          steps: '在设备端（或改变环境）使该状态发生变化',
          expected: 'App 在 2 秒内显示上报的新值',
        };
      }
      const steps =
        f.dataType === 'bool'
          ? '在面板中打开，再关闭'
          : f.dataType === 'value'
            ? `分别设置最小值（${range(f).min}）、最大值（${range(f).max}）和中间值`
            : f.dataType === 'enum'
              ? `依次选择每个取值：${f.enumValues.map((v) => v.name).join('、')}`
              : `下发不超过 ${f.maxLength} 字节的数据`;
      return {
        module: '控制',
        item: name,
        precondition: '设备在线，已打开控制面板',
        steps,
        expected: f.rwFlag === 'wo' ? '设备在 1 秒内执行每条指令' : '设备在 1 秒内执行每条指令并上报新值，面板同步显示',
      };
    },
    anyFunction: {
      module: '控制',
      item: '产品的每个功能',
      precondition: '设备在线，已打开控制面板',
      steps: '在面板中逐一操作每个功能，每个功能一行',
      expected: '设备在 1 秒内执行每条指令并上报新值，面板同步显示',
    },
    connectivity: [
      {
        module: '在线 / 离线',
        item: '断电',
        precondition: '设备在线',
        steps: '断开设备电源 3 分钟后重新上电',
        expected: 'App 在 3 分钟内显示离线，上电后 1 分钟内恢复在线，状态保持不变',
      },
      {
        module: '在线 / 离线',
        item: '断网',
        precondition: '设备在线',
        steps: '关闭路由器（或离开网络覆盖范围）5 分钟后恢复网络',
        expected: 'App 显示离线，网络恢复后 1 分钟内自动重新上线，无需重新配网',
      },
    ],
    ota: {
      module: 'OTA',
      item: '固件升级',
      precondition: '设备在线；已在控制台向该设备发布更新的固件版本',
      steps: '在 App 中打开设备并开始升级，升级过程中保持设备通电',
      expected: '显示升级进度，升级成功并上报新版本号，各功能正常',
    },
    reset: [
      {
        module: '重置',
        item: '设备端复位',
        precondition: '设备已添加到 App',
        steps: '长按复位键直到指示灯闪烁',
        expected: '设备从 App 账号中解绑，进入配网状态，可再次添加',
      },
      {
        module: '重置',
        item: 'App 恢复出厂设置',
        precondition: '设备在线',
        steps: '在 App 设备设置中选择“解绑并清除数据”',
        expected: '设备恢复出厂设置并进入配网状态，App 中不再显示该设备',
      },
    ],
  },
};

const TEXTS: Record<Lang, Texts> = { 'en-US': en, 'zh-CN': zh };

export function templateFileName(lang: Lang, productName: string | null): string {
  return TEXTS[lang].fileName(productName);
}

/** The cases in order: pairing, every function (or one generic row), online / offline, OTA, reset. */
export function templateCases(lang: Lang, product: TemplateProduct | null): Case[] {
  const texts = TEXTS[lang].cases;
  const functions = product ? [...product.functions].sort((a, b) => a.dpId - b.dpId) : [];
  return [
    ...texts.pairing(product?.networkType ?? null),
    ...(functions.length > 0 ? functions.map(texts.control) : [texts.anyFunction]),
    ...texts.connectivity,
    texts.ota,
    ...texts.reset,
  ];
}

const COLUMN_WIDTHS = [7, 14, 30, 36, 42, 48, 12, 24];

/** The workbook as bytes. */
export async function buildTemplate(lang: Lang, product: TemplateProduct | null): Promise<Buffer> {
  const texts = TEXTS[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'IoT developer console';
  workbook.title = texts.title(product?.name ?? null);
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = texts.headers.map((header, i) => ({ header, width: COLUMN_WIDTHS[i] }));

  const head = sheet.getRow(1);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.alignment = { vertical: 'middle', horizontal: 'center' };
  head.height = 22;
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF3B7CFF' } };
  });

  const cases = templateCases(lang, product);
  cases.forEach((c, i) => {
    const row = sheet.addRow([i + 1, c.module, c.item, c.precondition, c.steps, c.expected, '', '']);
    row.alignment = { vertical: 'top', wrapText: true };
    row.getCell(1).alignment = { vertical: 'top', horizontal: 'center' };
    // The tester picks the result from a list.
    row.getCell(7).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${texts.results.join(',')}"`] };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: cases.length + 1, column: texts.headers.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
