import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
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

/**
 * antd styles links (and its icons) inside an element with the theme's class, which its App carries in the
 * console; the public pages go without App (lib/feedback.ts), so this element carries it for every page.
 */
function ThemeScope({ children }: { children: ReactNode }) {
  const { hashId } = theme.useToken();
  return <div className={hashId}>{children}</div>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  useRealtime();
  return (
    <ConfigProvider locale={antdLocale} theme={antdTheme}>
      <ThemeScope>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeScope>
    </ConfigProvider>
  );
}
