import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { makePng, multipartBody } from '../files/testUpload.ts';
import { AccountType, BYTES_PER_MB, ErrorCode, FILES_BASE, type PageResult } from '@iotc/shared';
import { accountPaths, type BaseInfo, type CompanyInfo } from '@iotc/shared/account';
import type { TokenPair } from '@iotc/shared/auth';
import {
  CERTIFICATION_UPLOAD_DIR,
  type CertificationAdminDetail,
  certificationAdminPaths,
  type CertificationBody,
  type CertificationListItem,
  type CertificationState,
  CertificationStatus,
} from '@iotc/shared/certification';
import { filesPaths, type UploadResult } from '@iotc/shared/files';
import { spacePaths, type UserInfo } from '@iotc/shared/spaces';

let t: TestApp;
let demo: TokenPair;
let partner: TokenPair;
let dev: TokenPair;
let admin: TokenPair;
let demoAsMember: TokenPair;
let form: CertificationBody;

async function upload(token: string, bytes: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'dir', value: CERTIFICATION_UPLOAD_DIR },
    { name: 'file', filename: 'scan.png', contentType: 'image/png', data: bytes },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${filesPaths.upload}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return response.json<{ data: UploadResult }>().data.url;
}

beforeAll(async () => {
  ({ t, demo, partner, dev, admin } = await createDemoApp('demo', 'partner', 'dev', 'admin'));
  demoAsMember = (await call<TokenPair>(t.app, 'POST', spacePaths.switchSpace, { token: demo.token, body: { tenantId: partner.tenantId } })).body
    .data;
  form = {
    companyName: 'Demo Smart Home Co',
    nature: '1',
    licenseNumber: '91440300MA5DEMO01X',
    licenseImage: await upload(demo.token, makePng(40, 30)),
    legalPerson: 'Zhang San',
    applicant: 'Li Si',
    idNumber: '11010519491231002X',
    idCardFront: await upload(demo.token, makePng(32, 20)),
    idCardBack: await upload(demo.token, makePng(32, 20)),
    phone: '0755-12345678',
    address: 'Nanshan, Shenzhen',
  };
});
afterAll(() => t.close());

const state = async (token: string) => (await call<CertificationState>(t.app, 'GET', accountPaths.certification, { token })).body.data;
const submit = (token: string, body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<CertificationState>(t.app, 'POST', accountPaths.certification, { token, body, lang });
const review = (token: string, body: unknown) =>
  call<CertificationAdminDetail>(t.app, 'POST', certificationAdminPaths.review, { token, body, lang: 'en-US' });
const list = async (query: Record<string, string> = {}) =>
  (await call<PageResult<CertificationListItem>>(t.app, 'GET', certificationAdminPaths.list, { token: admin.token, query })).body.data;

describe('who may certify', () => {
  it('refuses a personal account (403 EnterpriseOnly) and a member of another space (403 OwnerOnly)', async () => {
    const personal = await submit(dev.token, form);
    expect([personal.status, personal.body.code]).toEqual([403, ErrorCode.EnterpriseOnly]);
    const member = await submit(demoAsMember.token, form);
    expect([member.status, member.body.code]).toEqual([403, ErrorCode.OwnerOnly]);
    expect((await state(partner.token)).records).toEqual([]);
  });
});

describe('the certification form', () => {
  it('starts with nothing submitted', async () => {
    expect(await state(demo.token)).toEqual({ status: CertificationStatus.None, latest: null, records: [] });
  });

  it.each([
    ['companyName', 'Company name: This field is required'],
    ['nature', 'Enterprise nature: This field is required'],
    ['licenseNumber', 'Business licence number: This field is required'],
    ['licenseImage', 'Business licence image: This field is required'],
    ['legalPerson', 'Legal representative: This field is required'],
    ['applicant', 'Applicant: This field is required'],
    ['idNumber', 'ID card number: This field is required'],
    ['idCardFront', 'ID card (front): This field is required'],
    ['idCardBack', 'ID card (back): This field is required'],
    ['phone', 'Phone: This field is required'],
    ['address', 'Address: This field is required'],
  ])('requires %s', async (field, msg) => {
    const r = await submit(demo.token, { ...form, [field]: undefined });
    expect([r.status, r.body.code, r.body.msg]).toEqual([422, ErrorCode.Validation, msg]);
  });

  it.each([
    [{ idNumber: '110105194912310021' }, 'ID card number: Enter a valid ID card number'],
    [{ phone: '0755 1234' }, 'Phone: Enter a valid phone number (digits and hyphens)'],
    [{ address: 'a'.repeat(501) }, 'Address: Enter 1-500 characters'],
    [{ companyName: 'Demo <Co>' }, 'Company name: Only Chinese characters, letters, digits and spaces'],
    [{ nature: '42' }, 'Enterprise nature: The value is not valid'],
    [{ licenseImage: 'https://elsewhere.example.com/licence.png' }, 'Business licence image: Upload the image again: it must be an image you uploaded here, at most 5 MB'],
    [{ idCardFront: `${FILES_BASE}/../../etc/passwd` }, 'ID card (front): Upload the image again: it must be an image you uploaded here, at most 5 MB'],
  ])('refuses %j', async (change, msg) => {
    const r = await submit(demo.token, { ...form, ...change });
    expect([r.status, r.body.msg]).toEqual([422, msg]);
    expect((await state(demo.token)).records).toEqual([]);
  });

  it("refuses another space's image, and an image over 5 MB", async () => {
    const foreign = await upload(partner.token, makePng(10, 10));
    const r = await submit(demo.token, { ...form, idCardBack: foreign });
    expect([r.status, r.body.msg]).toEqual([422, 'ID card (back): Upload the image again: it must be an image you uploaded here, at most 5 MB']);

    // Stored directly: the upload call would take it without a size asked for.
    const key = `${demo.tenantId}/${CERTIFICATION_UPLOAD_DIR}/big/oversized.png`;
    await t.app.storage.put(key, Buffer.alloc(5 * BYTES_PER_MB + 1, 1));
    const big = await submit(demo.token, { ...form, licenseImage: t.app.storage.url(key) });
    expect(big.status).toBe(422);
    expect((await state(demo.token)).records).toEqual([]);
  });
});

describe('submission and review', () => {
  let firstId: string;

  it('submits: the state is pending and the form cannot be sent again meanwhile', async () => {
    const r = await submit(demo.token, { ...form, idNumber: '11010519491231002x' });
    expect(r.body.code).toBe(0);
    expect(r.body.data.status).toBe(CertificationStatus.Pending);
    expect(r.body.data.latest).toMatchObject({ ...form, natureLabel: 'Limited liability company', reason: null, reviewedAt: null });
    expect(r.body.data.records).toHaveLength(1);
    firstId = r.body.data.records[0]!.id;

    const again = await submit(demo.token, form, 'zh-CN');
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      409,
      ErrorCode.CertificationPending,
      '认证资料正在审核中（1-3 个工作日），暂不能修改',
    ]);
    expect((await state(demo.token)).records).toHaveLength(1);
    expect((await call<CompanyInfo>(t.app, 'GET', accountPaths.companyInfo, { token: demo.token })).body.data.certificationStatus).toBe(
      CertificationStatus.Pending,
    );
  });

  it('is listed for operators, by state and company name, with pages', async () => {
    const partnerImage = () => upload(partner.token, makePng(5, 5));
    const partnerForm = {
      ...form,
      companyName: 'Partner Lighting',
      licenseImage: await partnerImage(),
      idCardFront: await partnerImage(),
      idCardBack: await partnerImage(),
    };
    expect((await submit(partner.token, partnerForm)).body.code).toBe(0);
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.list.map((i) => i.account).sort()).toEqual(['demo@example.com', 'partner@example.com']);
    expect((await list({ keyword: 'smart home' })).list.map((i) => i.id)).toEqual([firstId]);
    expect((await list({ keyword: 'LIGHTING' })).list.map((i) => i.account)).toEqual(['partner@example.com']);
    // % and _ are searched for as themselves, not as wildcards.
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: '_' })).total).toBe(0);
    expect((await list({ status: String(CertificationStatus.Pending) })).total).toBe(2);
    expect((await list({ status: String(CertificationStatus.Approved) })).total).toBe(0);
    const page2 = await list({ pageNo: '2', pageSize: '1' });
    expect([page2.list.length, page2.total, page2.pageNo, page2.pageSize]).toEqual([1, 2, 2, 1]);
    const bad = await call(t.app, 'GET', certificationAdminPaths.list, { token: admin.token, query: { status: '7' }, lang: 'en-US' });
    expect([bad.status, bad.body.msg]).toEqual([422, 'Status: The value is not valid']);

    const detail = await call<CertificationAdminDetail>(t.app, 'GET', certificationAdminPaths.detail(firstId), { token: admin.token });
    expect(detail.body.data).toMatchObject({ ...form, account: 'demo@example.com', status: CertificationStatus.Pending, reviewerName: null });
    expect((await call(t.app, 'GET', certificationAdminPaths.detail('nope'), { token: admin.token })).status).toBe(404);
  });

  it('is closed to users without the permissions (403)', async () => {
    for (const [method, path] of [
      ['GET', certificationAdminPaths.list],
      ['GET', certificationAdminPaths.detail(firstId)],
      ['POST', certificationAdminPaths.review],
    ] as const) {
      const r = await call(t.app, method, path, { token: demo.token, body: method === 'POST' ? { id: firstId, approve: true } : undefined });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([403, ErrorCode.Forbidden]);
    }
    expect((await state(demo.token)).status).toBe(CertificationStatus.Pending);
  });

  it('needs a reason of 1-300 characters to reject', async () => {
    const none = await review(admin.token, { id: firstId, approve: false });
    expect([none.status, none.body.msg]).toEqual([422, 'Reason: This field is required']);
    const blank = await review(admin.token, { id: firstId, approve: false, reason: '   ' });
    expect([blank.status, blank.body.msg]).toEqual([422, 'Reason: This field is required']);
    const long = await review(admin.token, { id: firstId, approve: false, reason: 'r'.repeat(301) });
    expect([long.status, long.body.msg]).toEqual([422, 'Reason: Enter at most 300 characters']);
    const noDecision = await review(admin.token, { id: firstId });
    expect([noDecision.status, noDecision.body.msg]).toEqual([422, 'Review result: This field is required']);
    expect((await state(demo.token)).status).toBe(CertificationStatus.Pending);
  });

  it('rejects with the reason; the user sees it and may correct and resubmit', async () => {
    const r = await review(admin.token, { id: firstId, approve: false, reason: 'The licence image is blurred' });
    expect(r.body.data).toMatchObject({ status: CertificationStatus.Rejected, reason: 'The licence image is blurred', reviewerName: 'admin@example.com' });
    const again = await review(admin.token, { id: firstId, approve: true });
    expect([again.status, again.body.msg]).toEqual([409, 'This application has already been reviewed']);

    const seen = await state(demo.token);
    expect(seen.status).toBe(CertificationStatus.Rejected);
    expect(seen.latest).toMatchObject({ reason: 'The licence image is blurred' });
    expect(seen.latest!.reviewedAt).toBeGreaterThan(0);
    expect((await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: demo.token })).body.data.accountType).toBe(AccountType.Enterprise);

    t.clock.advance(1);
    const resubmitted = await submit(demo.token, { ...form, licenseImage: await upload(demo.token, makePng(41, 30)) });
    expect(resubmitted.body.data.status).toBe(CertificationStatus.Pending);
    // Newest first, the rejected one kept with its reason.
    expect(resubmitted.body.data.records.map((rec) => [rec.status, rec.reason])).toEqual([
      [CertificationStatus.Pending, null],
      [CertificationStatus.Rejected, 'The licence image is blurred'],
    ]);
  });

  it('approves: the account becomes enterprise-certified at once and cannot certify again', async () => {
    await call(t.app, 'GET', spacePaths.profile, { token: demo.token }); // cached
    const pending = (await state(demo.token)).latest!;
    const r = await review(admin.token, { id: pending.id, approve: true, reason: 'ignored' });
    expect(r.body.data).toMatchObject({ status: CertificationStatus.Approved, reason: null });

    expect((await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: demo.token })).body.data.accountType).toBe(
      AccountType.EnterpriseCertified,
    );
    expect((await call<BaseInfo>(t.app, 'GET', accountPaths.baseinfo, { token: demo.token })).body.data).toMatchObject({
      realNameCertified: true,
      accountType: AccountType.EnterpriseCertified,
    });
    expect((await call<CompanyInfo>(t.app, 'GET', accountPaths.companyInfo, { token: demo.token })).body.data.certificationStatus).toBe(
      CertificationStatus.Approved,
    );
    const again = await submit(demo.token, form);
    expect([again.status, again.body.code, again.body.msg]).toEqual([409, ErrorCode.AlreadyCertified, 'This enterprise is already certified']);
    // The other applicant is untouched.
    expect((await call<UserInfo>(t.app, 'GET', spacePaths.profile, { token: partner.token })).body.data.accountType).toBe(AccountType.Enterprise);
    expect((await list({ status: String(CertificationStatus.Approved) })).list.map((i) => i.account)).toEqual(['demo@example.com']);
  });
});
