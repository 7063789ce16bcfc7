import { useEffect, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { bindFeedback } from '@/lib/feedback';

/** Hands antd's context-aware message and modal to code outside components, while mounted. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(
    () =>
      bindFeedback({
        toast: (kind, text) => void message[kind](text),
        confirm: (props) => void modal.confirm(props),
      }),
    [message, modal],
  );
  return null;
}

/**
 * antd's App (its message, modal and notification holders) for the console only: the public pages use the
 * static functions, loaded on first use (lib/feedback.ts), and keep antd's message code out of the login page.
 */
export function ConsoleFeedback({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <FeedbackBridge />
      {children}
    </AntApp>
  );
}
