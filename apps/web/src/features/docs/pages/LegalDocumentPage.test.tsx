import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { IntroduceDoc } from '@iotc/shared/docs';
import { t } from '@/lib/i18n';
import { HOME_PATH, LOGIN_PATH } from '@/lib/redirect';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/sessionStore';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { getIntroduce } from '../api';
import LegalDocumentPage from './LegalDocumentPage';

vi.mock('../api', () => ({ getIntroduce: vi.fn() }));
vi.mock('@/lib/publicConfig', () => ({ usePublicConfig: () => undefined }));

const doc: IntroduceDoc = { type: 'privacyPolicy', title: 'Privacy Policy', content: '# Privacy Policy\n\nWe keep **little**.', updatedAt: 1_700_000_000 };
let view: Rendered;

const open = (path: string) =>
  render(
    <Routes>
      <Route path="/doc/:type" element={<LegalDocumentPage />} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );

beforeEach(() => vi.mocked(getIntroduce).mockReset());
afterEach(() => {
  view.unmount();
  useSessionStore.getState().clear();
});

const headerButton = (label: string) =>
  [...view.container.querySelectorAll<HTMLElement>('header button')].find((b) => b.textContent?.includes(label));

describe('LegalDocumentPage', () => {
  it('renders the markdown of the document', async () => {
    vi.mocked(getIntroduce).mockResolvedValue(doc);
    view = await open('/doc/privacyPolicy');
    await waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Privacy Policy'));
    expect(getIntroduce).toHaveBeenCalledWith('privacyPolicy');
    expect(view.container.querySelector('strong')?.textContent).toBe('little');
  });

  it('shows the failure with a retry that loads it again', async () => {
    vi.mocked(getIntroduce)
      .mockRejectedValueOnce(new ApiError({ code: -1, msg: 'Request failed', data: null, httpStatus: null, notified: false }))
      .mockResolvedValueOnce(doc);
    view = await open('/doc/privacyPolicy');
    let retry: HTMLElement | undefined;
    await waitFor(() => {
      expect(view.container.textContent).toContain(t('docs.loadFailed'));
      // antd spaces out a two-character Chinese label ("重 试").
      retry = [...view.container.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.replace(/\s/g, '') === t('docs.retry'));
      expect(retry).toBeDefined();
    });
    await click(retry!);
    await waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Privacy Policy'));
  });

  it('sends an unknown document type to /404', async () => {
    view = await open('/doc/secrets');
    await waitFor(() => expect(byTestId(view.container, 'location').textContent).toBe('/404'));
    expect(getIntroduce).not.toHaveBeenCalled();
  });

  it('offers a visitor the way back to sign in', async () => {
    vi.mocked(getIntroduce).mockResolvedValue(doc);
    view = await open('/doc/privacyPolicy');
    expect(headerButton(t('docs.backToConsole'))).toBeUndefined();
    await click(headerButton(t('docs.backToLogin'))!);
    expect(byTestId(view.container, 'location').textContent).toBe(LOGIN_PATH);
  });

  it('offers a signed-in user the way back to the console, not to sign in', async () => {
    useSessionStore.getState().setTokens({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
    vi.mocked(getIntroduce).mockResolvedValue(doc);
    view = await open('/doc/privacyPolicy');
    expect(headerButton(t('docs.backToLogin'))).toBeUndefined();
    await click(headerButton(t('docs.backToConsole'))!);
    expect(byTestId(view.container, 'location').textContent).toBe(HOME_PATH);
  });
});
