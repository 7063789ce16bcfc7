import type { NetworkType } from '@iotc/shared/products';
import type { Db } from '../../core/db.ts';
import { hardwareModules } from './tables.ts';

type ModuleSeed = Omit<typeof hardwareModules.$inferInsert, 'networkType' | 'sort'> & { networkType: NetworkType };

/**
 * Common communication modules of each network type, the ones the create wizard offers, each for the
 * schemes its description names (a serial Wi-Fi module talks to an MCU: not zero-code; an open chip runs
 * own SoC firmware).
 */
export const MODULE_SEEDS: ModuleSeed[] = [
  {
    id: 'wb3s',
    name: 'WB3S',
    model: 'WB3S',
    chip: 'BK7231T',
    networkType: 'wifi_ble',
    schemes: ['zero_code', 'mcu'],
    description: 'Wi-Fi 与低功耗蓝牙双模模组，蓝牙辅助配网，板载 PCB 天线，适合灯具、插座等零代码方案',
    descriptionEn: 'Wi-Fi and Bluetooth LE combo module with Bluetooth-assisted pairing and a PCB antenna, for zero-code lights and sockets',
  },
  {
    id: 'cb2s',
    name: 'CB2S',
    model: 'CB2S',
    chip: 'BK7231N',
    networkType: 'wifi_ble',
    schemes: ['zero_code', 'mcu'],
    description: 'Wi-Fi 与蓝牙双模小尺寸模组，低功耗，适合空间受限的开关与插座',
    descriptionEn: 'Small Wi-Fi and Bluetooth LE combo module, low power, for switches and sockets with little room',
  },
  {
    id: 'esp32-c3-wroom-02',
    name: 'ESP32-C3-WROOM-02',
    model: 'ESP32-C3-WROOM-02',
    chip: 'ESP32-C3',
    networkType: 'wifi_ble',
    schemes: ['soc'],
    description: 'RISC-V 单核 Wi-Fi 与蓝牙 5 模组，4 MB Flash，适合 SoC 自研方案',
    descriptionEn: 'Single-core RISC-V Wi-Fi and Bluetooth 5 module, 4 MB flash, for own SoC firmware',
  },
  {
    id: 'wr3',
    name: 'WR3',
    model: 'WR3',
    chip: 'RTL8710BN',
    networkType: 'wifi',
    schemes: ['mcu'],
    description: '纯 Wi-Fi 模组，串口与 MCU 通信，适合家电的 MCU 对接方案',
    descriptionEn: 'Wi-Fi-only module talking to an MCU over the serial port, for appliances on the MCU scheme',
  },
  {
    id: 'esp-12f',
    name: 'ESP-12F',
    model: 'ESP-12F',
    chip: 'ESP8266EX',
    networkType: 'wifi',
    schemes: ['zero_code', 'mcu', 'soc'],
    description: '经典 2.4 GHz Wi-Fi 模组，4 MB Flash，引出全部 GPIO',
    descriptionEn: 'Classic 2.4 GHz Wi-Fi module, 4 MB flash, every GPIO brought out',
  },
  {
    id: 'bp3l',
    name: 'BP3L',
    model: 'BP3L',
    chip: 'PHY6222',
    networkType: 'ble',
    schemes: ['zero_code', 'mcu'],
    description: '低功耗蓝牙模组，纽扣电池可工作一年以上，适合门磁、温湿度等传感器',
    descriptionEn: 'Bluetooth LE module running over a year on a coin cell, for door and temperature sensors',
  },
  {
    id: 'bt3l',
    name: 'BT3L',
    model: 'BT3L',
    chip: 'TLSR8250',
    networkType: 'ble_mesh',
    schemes: ['zero_code', 'mcu'],
    description: '蓝牙 Mesh 模组，支持 SIG Mesh 组网与中继，适合成组控制的照明',
    descriptionEn: 'Bluetooth mesh module with SIG Mesh networking and relaying, for lights controlled in groups',
  },
  {
    id: 'zs3l',
    name: 'ZS3L',
    model: 'ZS3L',
    chip: 'EFR32MG21',
    networkType: 'zigbee',
    schemes: ['zero_code', 'mcu'],
    description: 'Zigbee 3.0 模组，经网关接入，适合低功耗传感器与开关',
    descriptionEn: 'Zigbee 3.0 module joining through a gateway, for low-power sensors and switches',
  },
  {
    id: 'ec800m-cn',
    name: 'EC800M-CN',
    model: 'EC800M-CN',
    chip: 'ASR1606',
    networkType: 'cellular',
    schemes: ['mcu', 'soc'],
    description: 'LTE Cat.1 蜂窝模组，无需 Wi-Fi 即可联网，适合共享设备与户外设备',
    descriptionEn: 'LTE Cat.1 cellular module that connects without Wi-Fi, for shared and outdoor devices',
  },
  {
    id: 'bc28',
    name: 'BC28',
    model: 'BC28',
    chip: 'Hi2115',
    networkType: 'nb_iot',
    schemes: ['mcu'],
    description: 'NB-IoT 模组，超低功耗、深度覆盖，适合表计与烟感',
    descriptionEn: 'NB-IoT module with very low power and deep coverage, for meters and smoke alarms',
  },
  {
    id: 'w5500-eth',
    name: 'W5500-ETH',
    model: 'W5500-ETH',
    chip: 'W5500',
    networkType: 'ethernet',
    schemes: ['mcu'],
    description: '硬件 TCP/IP 协议栈的有线以太网模组，SPI 接口，适合网关与商用设备',
    descriptionEn: 'Wired Ethernet module with a hardware TCP/IP stack over SPI, for gateways and commercial devices',
  },
];

/** Inserts the reference communication modules when missing. */
export async function seedHardwareModules(db: Db): Promise<void> {
  await db
    .insert(hardwareModules)
    .values(MODULE_SEEDS.map((m, i) => ({ ...m, sort: (i + 1) * 10 })))
    .onConflictDoNothing();
}
