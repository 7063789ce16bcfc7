import type { ProductPart } from '../products/parts.ts';
import { hasTestReport } from './service.ts';

/** The test report and App test accounts: not copied (they concern the original); the report is checked without blocking completion. */
export const testServicePart: ProductPart = {
  name: 'testService',
  checks: async (db, scope, product) => [{ key: 'testReport', passed: await hasTestReport(db, scope, product.id), required: false, coming: false }],
};
