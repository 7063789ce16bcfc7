import type { Lang } from './api/shell.ts';
import { accountMessages } from './account/messages.ts';
import { appMessages } from './apps/messages.ts';
import { certificationMessages } from './certification/messages.ts';
import { debugDeviceMessages } from './debugDevices/messages.ts';
import { devicePushMessages } from './devicePush/messages.ts';
import { deviceMessages } from './devices/messages.ts';
import { dictionaryMessages } from './dictionary/messages.ts';
import { firmwareMessages } from './firmware/messages.ts';
import { functionMessages } from './functions/messages.ts';
import { hardwareModuleMessages } from './hardwareModules/messages.ts';
import { adminMessages } from './i18n/adminMessages.ts';
import { shellMessages } from './i18n/messages.ts';
import { jobMessages } from './jobs/messages.ts';
import { manualMessages } from './manuals/messages.ts';
import { menuMessages } from './menus/messages.ts';
import { networkGuideMessages } from './networkGuide/messages.ts';
import { noticeMessages } from './notices/messages.ts';
import { offlinePanelMessages } from './offlinePanels/messages.ts';
import { otaMessages } from './ota/messages.ts';
import { panelMessages } from './panels/messages.ts';
import { productClassMessages } from './productClasses/messages.ts';
import { productRuleMessages } from './productRules/messages.ts';
import { productLanguageMessages } from './productLanguages/messages.ts';
import { productMessages } from './products/messages.ts';
import { roleMessages } from './roles/messages.ts';
import { testServiceMessages } from './testService/messages.ts';
import { tripleMessages } from './triples/messages.ts';
import { userMessages } from './users/messages.ts';
import { voiceMessages } from './voice/messages.ts';
import { virtualDeviceMessages } from './virtualDevices/messages.ts';
import { workOrderMessages } from './workOrders/messages.ts';

/**
 * Every message of @iotc/shared, one flat map per language: the shell's (i18n/) and each feature's, which it keeps in
 * its own messages.ts with keys prefixed by feature. It lives here, above i18n/ and the features, because the
 * features build their messages with i18n's defineMessages: i18n must not import them back.
 */
const featureMessages = [
  accountMessages,
  workOrderMessages,
  noticeMessages,
  adminMessages,
  productMessages,
  functionMessages,
  productRuleMessages,
  networkGuideMessages,
  manualMessages,
  testServiceMessages,
  hardwareModuleMessages,
  appMessages,
  productClassMessages,
  deviceMessages,
  debugDeviceMessages,
  devicePushMessages,
  menuMessages,
  roleMessages,
  userMessages,
  tripleMessages,
  virtualDeviceMessages,
  jobMessages,
  certificationMessages,
  dictionaryMessages,
  firmwareMessages,
  otaMessages,
  panelMessages,
  offlinePanelMessages,
  voiceMessages,
  productLanguageMessages,
];

/** The features' messages: the console's, which the web app loads with its console texts (the login page does not need them). */
export const consoleMessages: Record<Lang, Record<string, string>> = {
  'zh-CN': Object.assign({}, ...featureMessages.map((m) => m['zh-CN'])),
  'en-US': Object.assign({}, ...featureMessages.map((m) => m['en-US'])),
};

/** Every message (the server localizes with it). */
export const messages: Record<Lang, Record<string, string>> = {
  'zh-CN': { ...shellMessages['zh-CN'], ...consoleMessages['zh-CN'] },
  'en-US': { ...shellMessages['en-US'], ...consoleMessages['en-US'] },
};
