import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { antdLocale, antdTheme } from '@/lib/antdSetup';
import { startRealtime } from '@/lib/realtime';
import { queryClient } from './queryClient';

export function AppProviders({ children }: { children: ReactNode }) {
  // The real-time channel follows the session for the life of the page.
  useEffect(() => startRealtime({ queryClient }), []);
  return (
    <ConfigProvider locale={antdLocale} theme={antdTheme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
