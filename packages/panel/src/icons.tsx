import type { ComponentType } from 'react';
import {
  AlertOutlined,
  BellOutlined,
  BulbOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  FireOutlined,
  HomeOutlined,
  LockOutlined,
  PoweroffOutlined,
  SettingOutlined,
  StarOutlined,
  ThunderboltOutlined,
  UnlockOutlined,
  WifiOutlined,
} from '@ant-design/icons';

/**
 * The icons a panel may name without uploading one. Imported one by one, so the renderer carries these
 * and no others.
 */
export const PANEL_ICONS: Record<string, ComponentType> = {
  alert: AlertOutlined,
  bell: BellOutlined,
  bulb: BulbOutlined,
  clock: ClockCircleOutlined,
  cloud: CloudOutlined,
  fire: FireOutlined,
  home: HomeOutlined,
  lock: LockOutlined,
  power: PoweroffOutlined,
  setting: SettingOutlined,
  star: StarOutlined,
  thunderbolt: ThunderboltOutlined,
  unlock: UnlockOutlined,
  wifi: WifiOutlined,
};

export const PANEL_ICON_NAMES = Object.keys(PANEL_ICONS);
