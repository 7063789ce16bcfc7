import { accountMessages } from '../../account/messages.ts';
import { appMessages } from '../../apps/messages.ts';
import { certificationMessages } from '../../certification/messages.ts';
import { debugDeviceMessages } from '../../debugDevices/messages.ts';
import { devicePushMessages } from '../../devicePush/messages.ts';
import { deviceMessages } from '../../devices/messages.ts';
import { dictionaryMessages } from '../../dictionary/messages.ts';
import { functionMessages } from '../../functions/messages.ts';
import { hardwareModuleMessages } from '../../hardwareModules/messages.ts';
import { jobMessages } from '../../jobs/messages.ts';
import { manualMessages } from '../../manuals/messages.ts';
import { menuMessages } from '../../menus/messages.ts';
import { networkGuideMessages } from '../../networkGuide/messages.ts';
import { noticeMessages } from '../../notices/messages.ts';
import { productClassMessages } from '../../productClasses/messages.ts';
import { productRuleMessages } from '../../productRules/messages.ts';
import { productMessages } from '../../products/messages.ts';
import { roleMessages } from '../../roles/messages.ts';
import { testServiceMessages } from '../../testService/messages.ts';
import { tripleMessages } from '../../triples/messages.ts';
import { userMessages } from '../../users/messages.ts';
import { virtualDeviceMessages } from '../../virtualDevices/messages.ts';
import { workOrderMessages } from '../../workOrders/messages.ts';
import { adminMessages } from './admin.ts';

/** Each feature keeps its shared messages (errors, field names) in its own file; keys are prefixed by feature. */
export const featureMessages = [
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
];
