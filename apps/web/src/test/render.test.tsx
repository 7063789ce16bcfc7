import axios from 'axios';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { envelope, startFakeServer, type FakeAnswer, type FakeServer } from '@/lib/fakeServer';
import { bindFeedback } from '@/lib/feedback';
import { apiClient, request } from '@/lib/request';
import { render, waitFor } from './render';

let server: FakeServer;
const toasts: string[] = [];

beforeAll(async () => {
  server = await startFakeServer();
  apiClient.defaults.baseURL = `${server.origin}/api`;
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: () => undefined });
});
afterAll(() => server.close());

it('ends the calls of an unmounted page, so none is answered by the next test’s server', async () => {
  let answer: (answer: FakeAnswer) => void = () => undefined;
  server.on('GET', '/api/slow', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  const view = await render(<div />);
  const outcome = request.get('/slow').then(
    () => 'answered',
    (error: unknown) => (axios.isCancel(error) ? 'cancelled' : 'failed'),
  );
  await waitFor(() => expect(server.calls).toHaveLength(1));

  view.unmount();
  answer({ body: envelope(0, 'ok', 1) });
  expect(await outcome).toBe('cancelled');
  expect(toasts).toEqual([]);
});
