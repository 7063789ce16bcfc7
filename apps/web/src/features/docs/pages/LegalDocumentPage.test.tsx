import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { IntroduceDoc } from '@iotc/shared/docs';
import { t } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
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
afterEach(() => view.unmount());

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
});
