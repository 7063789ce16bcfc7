import { platformPath as p } from '../api/paths.ts';
import { productPath as product } from '../products/paths.ts';

/** The test service of a product (spec 001 §7). */
export const testServicePaths = {
  getTestReportFile: product('getTestReportFile'),
  uploadTestReport: product('uploadTestReport'),
  testCaseTemplate: p('template/testCaseTpl/download'),
  /** App test accounts; not shown in the spec. */
  testAccountList: product('testAccount/list'),
  testAccountAdd: product('testAccount/add'),
  testAccountDelete: product('testAccount/delete'),
} as const;
