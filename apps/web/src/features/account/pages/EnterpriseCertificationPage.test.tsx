import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CertificationState, CertificationStatus } from '@iotc/shared/certification';
import { toast } from '@/lib/feedback';
import { formatZonedTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { certificationFixture, userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, settle, typeInto, waitFor, type Rendered } from '@/test/render';
import { getCertification, getNatureOptions, submitCertification, uploadCertificationImage } from '../api';
import { errorTexts, field } from '../testUtils';
import EnterpriseCertificationPage from './EnterpriseCertificationPage';

vi.mock('../api', () => ({
  getCertification: vi.fn(),
  submitCertification: vi.fn(),
  getNatureOptions: vi.fn(),
  uploadCertificationImage: vi.fn(),
}));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, confirm: vi.fn() }));

const submitted = certificationFixture({ status: CertificationStatus.Rejected, reason: 'The licence image is blurred', reviewedAt: 1_700_086_400 });
const none: CertificationState = { status: CertificationStatus.None, latest: null, records: [] };

let view: Rendered;
const input = (name: string) => field(view.container, `certification_${name}`);

beforeEach(() => {
  vi.mocked(getCertification).mockReset().mockResolvedValue(none);
  vi.mocked(submitCertification).mockReset();
  vi.mocked(uploadCertificationImage).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(getNatureOptions).mockReset().mockResolvedValue([{ dictType: 'sys_company_nature', dictLabel: 'LLC', dictValue: '1', remark: null, sort: 1 }]);
  useSessionStore.getState().setUserInfo(userInfoFixture({ companyName: 'Acme' }));
});
afterEach(() => view.unmount());

async function openPage(state: CertificationState) {
  vi.mocked(getCertification).mockResolvedValue(state);
  view = await render(<EnterpriseCertificationPage />);
  await waitFor(() => input('companyName'));
}

// A form of eleven antd fields renders slowly in jsdom.
describe('EnterpriseCertificationPage', { timeout: 20_000 }, () => {
  it('requires every field and starts from the company name', async () => {
    await openPage(none);
    expect(input('companyName').value).toBe('Acme');
    await click(byTestId(view.container, 'certification-submit'));
    await waitFor(() => expect(errorTexts(view.container)).toHaveLength(10));
    expect(new Set(errorTexts(view.container))).toEqual(new Set([t('validation.required')]));
    expect(byTestId(view.container, 'audit-records').textContent).toContain(t('account.certification.noRecords'));
    expect(submitCertification).not.toHaveBeenCalled();
  });

  it('checks the ID number and the phone with the shared rules', async () => {
    await openPage(none);
    await typeInto(input('idNumber'), '110105194912310021');
    await typeInto(input('phone'), '0755 1234');
    await click(byTestId(view.container, 'certification-submit'));
    await waitFor(() => expect(errorTexts(view.container)).toContain(t('validation.idCard')));
    expect(errorTexts(view.container)).toContain(t('validation.phone'));
    expect(submitCertification).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB before sending it', async () => {
    await openPage(none);
    const picker = byTestId(view.container, 'upload-license').querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'licence.png', { type: 'image/png' });
    await act(async () => {
      Object.defineProperty(picker, 'files', { value: [big], configurable: true });
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t('upload.tooLarge', { maxMb: 5 })));
    expect(uploadCertificationImage).not.toHaveBeenCalled();
  });

  it('is read-only while the review is pending', async () => {
    const pending = { ...submitted, status: CertificationStatus.Pending, reason: null, reviewedAt: null };
    await openPage({ status: CertificationStatus.Pending, latest: pending, records: [pending] });
    expect(byTestId(view.container, 'certification-pending').textContent).toBe(
      t('account.certification.pending', { min: 1, max: 3, time: formatZonedTime(pending.submittedAt) }),
    );
    expect(input('companyName').disabled).toBe(true);
    expect(view.container.querySelector('[data-testid="certification-submit"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="upload-license"] input[type=file]')).toBeNull();
  });

  it('shows the reason of a rejection and lets the user correct and resubmit', async () => {
    await openPage({ status: CertificationStatus.Rejected, latest: submitted, records: [submitted] });
    expect(byTestId(view.container, 'certification-rejected').textContent).toContain('The licence image is blurred');
    expect(byTestId(view.container, 'audit-records').textContent).toContain('The licence image is blurred');
    expect(input('legalPerson').value).toBe('Zhang San');
    expect(input('legalPerson').disabled).toBe(false);
    vi.mocked(submitCertification).mockResolvedValue({ status: CertificationStatus.Pending, latest: { ...submitted, id: 'r2', status: CertificationStatus.Pending }, records: [] });
    await click(byTestId(view.container, 'certification-submit'));
    await waitFor(() => expect(submitCertification).toHaveBeenCalledTimes(1));
    expect(vi.mocked(submitCertification).mock.calls[0]![0]).toMatchObject({ licenseNumber: 'L-1', idNumber: '11010519491231002X', address: 'Shenzhen' });
  });
});
