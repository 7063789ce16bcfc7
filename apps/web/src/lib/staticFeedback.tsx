import { ConfigProvider, message, Modal } from 'antd';
import { antdLocale, antdTheme } from './antdSetup';

// Static toasts and dialogs render into roots of their own: this gives them the app's theme and language.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocale} theme={antdTheme}>
      {children}
    </ConfigProvider>
  ),
});

export { message, Modal };
