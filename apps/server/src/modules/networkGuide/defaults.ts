import type { PairingMediaType, PairingStep } from '@iotc/shared/networkGuide';
import type { NetworkType } from '@iotc/shared/products';

/**
 * The default pairing guide of each network type: what an end user does to add a device of that kind
 * in the App, shown until the product saves its own guide. The illustrations are static files of the
 * web app (apps/web/public/network-guide), the same for every space.
 */

export const DEFAULT_MEDIA_BASE = '/network-guide';

const image = (name: string): Pick<PairingStep, 'mediaType' | 'mediaUrl'> => ({ mediaType: 'image', mediaUrl: `${DEFAULT_MEDIA_BASE}/${name}.svg` });

const powerOn: PairingStep = {
  textZh: '接通设备电源并开机，确认指示灯亮起。',
  textEn: 'Plug in the device and switch it on; check that the indicator light comes on.',
  ...image('power-on'),
};

const resetUntilBlinking: PairingStep = {
  textZh: '长按设备的复位键约 5 秒，直到指示灯快速闪烁（约每秒 2 次），设备进入配网状态。',
  textEn: 'Press and hold the reset button for about 5 seconds until the light blinks quickly (about twice a second): the device is ready to pair.',
  ...image('reset-blink'),
};

export const DEFAULT_GUIDES: Record<NetworkType, PairingStep[]> = {
  wifi: [
    powerOn,
    resetUntilBlinking,
    {
      textZh: '打开 App，点击首页右上角的“+”，选择“添加设备”，在列表中找到该产品。',
      textEn: 'Open the App, tap "+" at the top right of the home page, choose "Add device" and pick this product from the list.',
      ...image('app-add-device'),
    },
    {
      textZh: '选择手机当前连接的 2.4 GHz Wi-Fi 并输入密码，保持手机靠近设备，等待连接成功。',
      textEn: 'Choose the 2.4 GHz Wi-Fi network your phone is on, enter its password, keep the phone near the device and wait until it connects.',
      ...image('wifi-connect'),
    },
  ],
  wifi_ble: [
    powerOn,
    resetUntilBlinking,
    {
      textZh: '打开手机蓝牙和 App，App 会自动发现附近待配网的设备，点击“去添加”。',
      textEn: 'Turn on Bluetooth and open the App: it finds the device nearby waiting to pair. Tap "Add".',
      ...image('bluetooth-pair'),
    },
    {
      textZh: '选择 2.4 GHz Wi-Fi 并输入密码，App 通过蓝牙将网络信息发送给设备，等待设备上线。',
      textEn: 'Choose a 2.4 GHz Wi-Fi network and enter its password; the App passes it to the device over Bluetooth. Wait until the device is online.',
      ...image('wifi-connect'),
    },
  ],
  ble: [
    {
      textZh: '装好电池或接通电源，确认指示灯亮起。',
      textEn: 'Insert the batteries or plug the device in; check that the indicator light comes on.',
      ...image('power-on'),
    },
    {
      textZh: '长按设备按键约 3 秒，直到指示灯闪烁，设备开始蓝牙广播。',
      textEn: 'Press and hold the button for about 3 seconds until the light blinks: the device starts advertising over Bluetooth.',
      ...image('reset-blink'),
    },
    {
      textZh: '打开手机蓝牙和 App，将手机靠近设备（1 米以内），在发现的设备中点击“添加”。',
      textEn: 'Turn on Bluetooth and open the App, hold the phone within 1 m of the device and tap "Add" next to it.',
      ...image('bluetooth-pair'),
    },
  ],
  ble_mesh: [
    powerOn,
    {
      textZh: '连续开关电源 3 次（每次间隔约 1 秒），直到指示灯闪烁，设备进入配网状态。',
      textEn: 'Switch the power off and on 3 times (about 1 second apart) until the light blinks: the device is ready to pair.',
      ...image('reset-blink'),
    },
    {
      textZh: '打开手机蓝牙和 App，App 会发现附近的 Mesh 设备，可一次选择多个设备添加。',
      textEn: 'Turn on Bluetooth and open the App: it lists the mesh devices nearby. Select one or several and tap "Add".',
      ...image('bluetooth-pair'),
    },
    {
      textZh: '如需远程控制，请在 App 中添加蓝牙 Mesh 网关，并将设备加入网关。',
      textEn: 'For control away from home, add a Bluetooth mesh gateway in the App and move the devices under it.',
      ...image('gateway-add'),
    },
  ],
  zigbee: [
    {
      textZh: '确认 Zigbee 网关已添加到 App 并在线。',
      textEn: 'Make sure a Zigbee gateway is added in the App and online.',
      ...image('gateway-add'),
    },
    powerOn,
    resetUntilBlinking,
    {
      textZh: '在 App 中打开网关，点击“添加子设备”，等待网关发现并添加该设备。',
      textEn: 'Open the gateway in the App, tap "Add sub-device" and wait until the gateway finds and adds the device.',
      ...image('app-add-device'),
    },
  ],
  cellular: [
    {
      textZh: '装入已开通数据业务的 SIM 卡（部分设备为内置 eSIM，可跳过此步）。',
      textEn: 'Insert a SIM card with a data plan (devices with a built-in eSIM skip this step).',
      ...image('sim-card'),
    },
    {
      textZh: '接通电源并开机，等待网络指示灯常亮，表示设备已连接蜂窝网络。',
      textEn: 'Switch the device on and wait until the network light stays on: the device is on the cellular network.',
      ...image('power-on'),
    },
    {
      textZh: '打开 App，点击“+”，选择“扫一扫”，扫描设备机身或包装上的二维码完成绑定。',
      textEn: 'Open the App, tap "+", choose "Scan" and scan the QR code on the device or its box to add it.',
      ...image('scan-qr'),
    },
  ],
  nb_iot: [
    {
      textZh: '确认已装入 NB-IoT 物联网卡，并且安装位置有运营商 NB-IoT 信号。',
      textEn: 'Make sure an NB-IoT SIM is inserted and the place has NB-IoT coverage from your carrier.',
      ...image('sim-card'),
    },
    {
      textZh: '装好电池后短按设备按键唤醒设备，指示灯亮起约 3 秒表示已注册到网络。',
      textEn: 'Insert the batteries and press the button briefly to wake the device; the light stays on for about 3 seconds once it is registered.',
      ...image('power-on'),
    },
    {
      textZh: '打开 App，点击“+”，选择“扫一扫”，扫描设备上的二维码完成绑定。',
      textEn: 'Open the App, tap "+", choose "Scan" and scan the QR code on the device to add it.',
      ...image('scan-qr'),
    },
  ],
  ethernet: [
    {
      textZh: '用网线将设备连接到已接入互联网的路由器。',
      textEn: 'Connect the device to a router with internet access using a network cable.',
      ...image('ethernet-cable'),
    },
    {
      textZh: '接通电源并开机，等待网络指示灯常亮。',
      textEn: 'Switch the device on and wait until the network light stays on.',
      ...image('power-on'),
    },
    {
      textZh: '手机连接同一路由器的 Wi-Fi，打开 App 点击“+”，App 会自动发现局域网中的设备；也可扫描设备上的二维码添加。',
      textEn: 'Connect your phone to the Wi-Fi of the same router, open the App and tap "+": it finds the device on the local network. You can also scan the QR code on the device.',
      ...image('scan-qr'),
    },
  ],
};

/** A copy of the default guide of a network type (callers may change what they get). */
export function defaultGuide(networkType: NetworkType): PairingStep[] {
  return DEFAULT_GUIDES[networkType].map((step) => ({ ...step }));
}

/** Media of the default guides by url: a saved step may keep one as it is. */
export const DEFAULT_MEDIA: ReadonlyMap<string, PairingMediaType> = new Map(
  Object.values(DEFAULT_GUIDES).flatMap((steps) => steps.map((s) => [s.mediaUrl, s.mediaType] as const)),
);
