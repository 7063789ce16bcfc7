import { afterEach, describe, expect, it } from 'vitest';
import { devicePushPaths } from '@iotc/shared/devicePush';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, search, setupServer } from '@/features/devices/testSupport';
import { t } from '@/lib/i18n';
import { byTestId, cellTexts, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { pushItem, recordItem } from '../testData';
import DeviceMonitorPage from './DeviceMonitorPage';

const { server } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="monitor-row"]')];
const lastBody = () => bodyOf(callsTo(server(), devicePushPaths.monitorList).at(-1));

describe('DeviceMonitorPage', { timeout: 20_000 }, () => {
  it('lists push ID, message name, device ID and name, user account and trigger time in GMT+8, filtered by push and device', async () => {
    server().on('POST', api(devicePushPaths.list), () => pageOf([pushItem()]));
    server().on('POST', api(devicePushPaths.monitorList), () => pageOf([recordItem()]));
    view = await render(<DeviceMonitorPage />, '/device/monitor/index?pushId=P000001');
    await waitFor(() => expect(rows()).toHaveLength(1), 8000);
    expect(cellTexts(rows()[0]!)).toEqual(['温度过高', 'did00000000000001', 'Lamp 1', '2025-01-01 08:00:00', '101: 600']);
    // The push and the account wait in the row's details, so the table fits a 1440 px screen.
    expect(await rowDetails(rows()[0]!)).toEqual({ [t('devicePush.monitor.pushId')]: 'P000001', [t('devicePush.monitor.userAccount')]: 'demo@example.com' });
    expect(lastBody()).toEqual({ pushId: 'P000001', pageNo: 1, pageSize: 10 });
    await search('monitor-search-did', ' did00000000000001 ');
    await waitFor(() => expect(lastBody()).toEqual({ pushId: 'P000001', did: 'did00000000000001', pageNo: 1, pageSize: 10 }));
  });

  it('says when no push has fired', async () => {
    server().on('POST', api(devicePushPaths.list), () => pageOf([]));
    server().on('POST', api(devicePushPaths.monitorList), () => pageOf([]));
    view = await render(<DeviceMonitorPage />, '/device/monitor/index');
    await waitFor(() => expect(byTestId(view.container, 'monitor-empty').textContent).toContain('暂无推送触发记录'));
  });
});
