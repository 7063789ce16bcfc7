import type { ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { PRIMARY_COLOR } from '@iotc/shared';
import { currentLanguage } from './i18n';

/** The console's look, for the app's ConfigProvider and for antd's static toasts and dialogs alike. */
export const antdTheme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6, colorBgLayout: '#f4f6fa' },
  components: { Menu: { itemBorderRadius: 6, itemMarginInline: 8 } },
};

// antd's ES locale modules: the package's CommonJS entry (antd/locale/...) reaches the bundle as { default },
// which ConfigProvider does not read, so every antd text stayed English.
export const antdLocale = currentLanguage === 'zh-CN' ? zhCN : enUS;
