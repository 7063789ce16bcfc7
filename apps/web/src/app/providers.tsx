import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { antdLocale, antdTheme } from '@/lib/antdSetup';
import { useSessionStore } from '@/lib/sessionStore';
import { queryClient } from './queryClient';

/**
 * The real-time channel follows the session for the life of the page. Its code loads once there is a session:
 * the login page does without it.
 */
function useRealtime(): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    const startWithSession = () => {
      if (!useSessionStore.getState().token) return;
      unsubscribe();
      void import('@/lib/realtime').then(({ startRealtime }) => {
        if (!ended) stop = startRealtime({ queryClient });
      });
    };
    const unsubscribe = useSessionStore.subscribe(startWithSession);
    startWithSession();
    return () => {
      ended = true;
      unsubscribe();
      stop?.();
    };
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  useRealtime();
  return (
    <ConfigProvider locale={antdLocale} theme={antdTheme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
