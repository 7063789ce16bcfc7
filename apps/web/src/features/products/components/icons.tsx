import type { ReactNode } from 'react';
import {
  ApiOutlined,
  CloudOutlined,
  CodeOutlined,
  DeploymentUnitOutlined,
  MoonOutlined,
  PartitionOutlined,
  PoweroffOutlined,
  ShareAltOutlined,
  SignalFilled,
  ThunderboltOutlined,
  UsbOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { DevelopmentScheme, NetworkType, PowerConsumeType } from '@iotc/shared/products';

/** Pictures of the wizard's choices. */
export const networkTypeIcons: Record<NetworkType, ReactNode> = {
  wifi: <WifiOutlined />,
  wifi_ble: <WifiOutlined />,
  ble: <ShareAltOutlined />,
  ble_mesh: <DeploymentUnitOutlined />,
  zigbee: <PartitionOutlined />,
  cellular: <SignalFilled />,
  nb_iot: <CloudOutlined />,
  ethernet: <ApiOutlined />,
};

export const schemeIcons: Record<DevelopmentScheme, ReactNode> = {
  zero_code: <ThunderboltOutlined />,
  mcu: <UsbOutlined />,
  soc: <CodeOutlined />,
};

export const powerIcons: Record<PowerConsumeType, ReactNode> = {
  mains: <PoweroffOutlined />,
  low_power: <MoonOutlined />,
};
