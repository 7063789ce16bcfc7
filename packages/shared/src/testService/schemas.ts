import { z } from 'zod';
import { TEST_ACCOUNTS_MAX, TEST_REPORT_MAX_MB } from '../constants.ts';
import { productIdSchema } from '../products/schemas.ts';
import { isChinaMobile, isEmail } from '../validation/index.ts';

/** The test service (spec 001 §3, §5): the test-case template, the test report and the App test accounts. */

export const TEST_RESULTS = ['pass', 'fail'] as const;
export type TestResult = (typeof TEST_RESULTS)[number];

export const testReportUpload = { accept: 'xls, xlsx', maxSizeMb: TEST_REPORT_MAX_MB } as const;

/** uploadTestReport is multipart: these fields plus one `file` (xls / xlsx ≤ 10M). */
export const uploadTestReportFields = z.object({ productId: productIdSchema, result: z.enum(TEST_RESULTS, { error: 'validation.testResultRequired' }) });
export type UploadTestReportFields = z.input<typeof uploadTestReportFields>;

export const testReport = z.object({
  productId: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
  result: z.enum(TEST_RESULTS),
  /** Epoch seconds. */
  uploadedAt: z.number().int(),
});
export type TestReport = z.infer<typeof testReport>;

/** An App test account: a phone, an e-mail or an account name. */
export const testAccountSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.maxLength')
  .refine((v) => isChinaMobile(v) || isEmail(v) || /^[A-Za-z][A-Za-z0-9_]{2,49}$/.test(v), 'validation.testAccountRule');

export const testAccountAddBody = z.object({ productId: productIdSchema, account: testAccountSchema });
export type TestAccountAddBody = z.input<typeof testAccountAddBody>;
export const testAccountDeleteBody = z.object({ productId: productIdSchema, id: productIdSchema });
export type TestAccountDeleteBody = z.input<typeof testAccountDeleteBody>;

export const testAccount = z.object({
  id: z.string(),
  account: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type TestAccount = z.infer<typeof testAccount>;

export const TEST_ACCOUNT_LIMIT = TEST_ACCOUNTS_MAX;
