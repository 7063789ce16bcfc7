import { accountMessages } from './account.ts';
import { adminMessages } from './admin.ts';
import { debugDeviceMessages } from '../../debugDevices/messages.ts';
import { deviceMessages } from '../../devices/messages.ts';
import { devicePushMessages } from '../../devicePush/messages.ts';
import { jobMessages } from '../../jobs/messages.ts';
import { noticeMessages } from '../../notices/messages.ts';
import { productMessages } from './products.ts';
import { tripleMessages } from '../../triples/messages.ts';
import { virtualDeviceMessages } from '../../virtualDevices/messages.ts';
import { workOrderMessages } from './workOrders.ts';

/** Each feature keeps its shared messages (errors, field names) in its own file; keys are prefixed by feature. */
export const featureMessages = [accountMessages, workOrderMessages, noticeMessages, adminMessages, productMessages, deviceMessages, tripleMessages, virtualDeviceMessages, jobMessages, debugDeviceMessages, devicePushMessages];
