import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm } from '@iotc/shared';
import { type CertificationAdminDetail, CertificationStatus } from '@iotc/shared/certification';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { certificationFixture, userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { errorTexts, typeIntoTextArea } from '@/features/account/testUtils';
import { getCertificationDetail, reviewCertification } from '../api';
import { ReviewDrawer } from './ReviewDrawer';

vi.mock('../api', () => ({ getCertificationDetail: vi.fn(), reviewCertification: vi.fn(), listCertifications: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, confirm: vi.fn() }));

const detail: CertificationAdminDetail = { ...certificationFixture(), account: 'acme@example.com', reviewerName: null };

let view: Rendered;
const body = document.body;
const operator = (permissions: string[]) => useSessionStore.getState().setUserInfo(userInfoFixture({ isOperator: true, permissions }));

beforeEach(() => {
  vi.mocked(getCertificationDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(reviewCertification).mockReset().mockImplementation(async (b) => ({ ...detail, status: b.approve ? CertificationStatus.Approved : CertificationStatus.Rejected, reason: b.reason ?? null }));
});
afterEach(() => view.unmount());

describe('ReviewDrawer', { timeout: 20_000 }, () => {
  it('shows the submission with its images, and needs a reason to reject', async () => {
    operator([Perm.certificationList, Perm.certificationReview]);
    view = await render(<ReviewDrawer id="r1" onClose={() => undefined} />);
    await waitFor(() => expect(byTestId(body, 'review-actions')).toBeTruthy());
    expect(body.textContent).toContain('acme@example.com');
    expect(body.querySelector<HTMLImageElement>('[data-testid="review-license-image"] img, img[data-testid="review-license-image"]')?.getAttribute('src')).toBe(
      detail.licenseImage,
    );

    await click(byTestId(body, 'review-reject'));
    await waitFor(() => expect(errorTexts(body)).toEqual([t('validation.required')]));
    expect(reviewCertification).not.toHaveBeenCalled();

    await typeIntoTextArea(body.querySelector<HTMLTextAreaElement>('#review_reason')!, 'Blurred licence');
    await click(byTestId(body, 'review-reject'));
    await waitFor(() => expect(reviewCertification).toHaveBeenCalledTimes(1));
    expect(vi.mocked(reviewCertification).mock.calls[0]![0]).toEqual({ id: 'r1', approve: false, reason: 'Blurred licence' });
  });

  it('hides the review actions from an operator without the review permission', async () => {
    operator([Perm.certificationList]);
    view = await render(<ReviewDrawer id="r1" onClose={() => undefined} />);
    await waitFor(() => expect(body.textContent).toContain('acme@example.com'));
    expect(body.querySelector('[data-testid="review-actions"]')).toBeNull();
  });
});
