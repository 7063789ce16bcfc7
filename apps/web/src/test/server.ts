import { afterAll, beforeEach } from 'vitest';
import type { ModalFuncProps } from 'antd';
import { startFakeServer, type FakeServer } from '@/lib/fakeServer';
import { bindFeedback } from '@/lib/feedback';
import { apiClient } from '@/lib/request';
import { useSessionStore } from '@/lib/session';

export interface ServerSuite {
  server: FakeServer;
  /** The toasts' texts, in order. */
  toasts: string[];
  /** The same toasts, each with its kind. */
  toastsWithKind: { kind: string; text: string }[];
  /** The confirmations asked, unanswered. */
  confirms: ModalFuncProps[];
}

/**
 * The fake server of a test file (awaited at its top): started once and closed after; before each test it
 * is reset, the toasts and confirmations recorded so far are dropped, and the session is a fresh sign-in
 * (or, not `signedIn`, no session at all).
 */
export async function fakeServerSuite({ signedIn = true } = {}): Promise<ServerSuite> {
  const server = await startFakeServer();
  apiClient.defaults.baseURL = `${server.origin}/api`;
  const suite: ServerSuite = { server, toasts: [], toastsWithKind: [], confirms: [] };
  bindFeedback({
    toast: (kind, text) => {
      suite.toasts.push(text);
      suite.toastsWithKind.push({ kind, text });
    },
    confirm: (props) => void suite.confirms.push(props),
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    suite.toasts.length = 0;
    suite.toastsWithKind.length = 0;
    suite.confirms.length = 0;
    useSessionStore.getState().clear();
    if (signedIn) useSessionStore.getState().setTokens({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
  });
  return suite;
}
