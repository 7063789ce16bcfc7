import { defineMessages } from '../i18n/defineMessages.ts';

/** Communication modules: a product's choice of one. */
export const hardwareModuleMessages = defineMessages(
  {
    'validation.moduleUnknown': 'Choose one of the listed modules',
    'validation.moduleNetworkMismatch': "This module does not support the product's network protocol",
    'validation.moduleSchemeMismatch': "This module does not support the product's development scheme",
  },
  {
    'validation.moduleUnknown': '请选择列表中的模组',
    'validation.moduleNetworkMismatch': '该模组不支持产品的通讯协议',
    'validation.moduleSchemeMismatch': '该模组不支持产品的开发方案',
  },
);
