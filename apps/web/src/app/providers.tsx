import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { PRIMARY_COLOR } from '@iotc/shared';
import { bindFeedback } from '@/lib/feedback';
import { currentLanguage } from '@/lib/i18n';
import { startRealtime } from '@/lib/realtime';
import { queryClient } from './queryClient';

// antd's ES locale modules: the package's CommonJS entry (antd/locale/...) reaches the bundle as { default },
// which ConfigProvider does not read, so every antd text stayed English.
const theme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6, colorBgLayout: '#f4f6fa' },
  components: { Menu: { itemBorderRadius: 6, itemMarginInline: 8 } },
};

/** Hands antd's context-aware message and modal to code outside components. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    bindFeedback({
      toast: (kind, text) => void message[kind](text),
      confirm: (props) => void modal.confirm(props),
    });
  }, [message, modal]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // The real-time channel follows the session for the life of the page.
  useEffect(() => startRealtime({ queryClient }), []);
  return (
    <ConfigProvider locale={currentLanguage === 'zh-CN' ? zhCN : enUS} theme={theme}>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
