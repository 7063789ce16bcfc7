import { accountMessages } from './account.ts';
import { adminMessages } from './admin.ts';
import { certificationMessages } from '../../certification/messages.ts';
import { debugDeviceMessages } from './debugDevices.ts';
import { deviceMessages } from './devices.ts';
import { devicePushMessages } from './devicePush.ts';
import { dictionaryMessages } from '../../dictionary/messages.ts';
import { noticeMessages } from '../../notices/messages.ts';
import { productMessages } from './products.ts';
import { workOrderMessages } from '../../workOrders/messages.ts';

/** Each feature keeps its shared messages (errors, field names) in its own file; keys are prefixed by feature. */
export const featureMessages = [accountMessages, certificationMessages, workOrderMessages, noticeMessages, adminMessages, dictionaryMessages, productMessages, deviceMessages, debugDeviceMessages, devicePushMessages];
