import { defineMessages } from '../i18n/defineMessages.ts';

/** The test service: test reports and App test accounts. */
export const testServiceMessages = defineMessages(
  {
    'error.testAccountLimit': 'A product can have at most {max} App test accounts',
    'error.testAccountExists': 'This account is already a test account of the product',
    'validation.testAccountRule': 'Enter a phone number, an e-mail address or an account name',
    'validation.testResultRequired': 'Choose the test result',
    'field.result': 'Test result',
  },
  {
    'error.testAccountLimit': '每个产品最多 {max} 个 App 测试账号',
    'error.testAccountExists': '该账号已是该产品的测试账号',
    'validation.testAccountRule': '请输入手机号、邮箱或账号名',
    'validation.testResultRequired': '请选择测试结果',
    'field.result': '测试结果',
  },
);
