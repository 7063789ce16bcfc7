import { accountMessages } from '../../account/messages.ts';
import { adminMessages } from './admin.ts';
import { debugDeviceMessages } from './debugDevices.ts';
import { deviceMessages } from './devices.ts';
import { devicePushMessages } from './devicePush.ts';
import { menuMessages } from '../../menus/messages.ts';
import { noticeMessages } from '../../notices/messages.ts';
import { roleMessages } from '../../roles/messages.ts';
import { userMessages } from '../../users/messages.ts';
import { productMessages } from './products.ts';
import { workOrderMessages } from './workOrders.ts';

/** Each feature keeps its shared messages (errors, field names) in its own file; keys are prefixed by feature. */
export const featureMessages = [accountMessages, workOrderMessages, noticeMessages, adminMessages, menuMessages, roleMessages, userMessages, productMessages, deviceMessages, debugDeviceMessages, devicePushMessages];
