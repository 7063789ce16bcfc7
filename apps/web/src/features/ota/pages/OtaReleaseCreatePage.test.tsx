import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firmwarePaths } from '@iotc/shared/firmware';
import { otaPaths } from '@iotc/shared/ota';
import { api, bodyOf, callsTo, envelope, setupServer } from '@/features/devices/testSupport';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { productFirmware, releaseItem, versionItem } from '../testData';
import { type } from '../testSupport';
import OtaReleaseCreatePage from './OtaReleaseCreatePage';

const { server } = setupServer();
let view: Rendered;
beforeEach(() => {
  server().on('GET', api(firmwarePaths.productFirmware), () => ({ body: envelope(0, 'ok', productFirmware) }));
  server().on('GET', api(firmwarePaths.changeVersionList), () => ({ body: envelope(0, 'ok', [versionItem()]) }));
  server().on('POST', api(otaPaths.releasePreview), () => ({ body: envelope(0, 'ok', { total: 100, skipped: 1, stages: [{ kind: 'gray', total: 50 }, { kind: 'all', total: 50 }] }) }));
});
afterEach(() => view.unmount());

const click = (testId: string) => act(async () => byTestId(document.body, testId).click());
const location = () => byTestId(document.body, 'location').textContent;
const shownStep = () => [...document.querySelectorAll<HTMLElement>('section[data-testid^="ota-step-"]')].find((s) => !s.hidden)?.dataset.testid;
const errors = () => [...document.querySelectorAll('section:not([hidden]) .ant-form-item-explain-error')].map((e) => e.textContent);
const PRESET = '/firmware/ota/create/index?productId=p1&firmwareId=fw-1&versionId=ver-2';

describe('OtaReleaseCreatePage', { timeout: 30_000 }, () => {
  it('presets product, firmware and version from the address and keeps the step in it', async () => {
    view = await render(<OtaReleaseCreatePage />, PRESET);
    await waitFor(() => expect(location()).toBe('/firmware/ota/create/index?step=1'));
    await waitFor(() => expect(byTestId(document.body, 'ota-firmware').closest('.ant-select')!.textContent).toBe('灯模组固件 (fwabcdefghijklmn)'));
    await waitFor(() => expect(byTestId(document.body, 'ota-version').closest('.ant-select')!.textContent).toBe('1.2.0'));
    await click('ota-next');
    await waitFor(() => expect(location()).toBe('/firmware/ota/create/index?step=2'));
    expect(shownStep()).toBe('ota-step-targets');
  });

  it('asks for the version first', async () => {
    view = await render(<OtaReleaseCreatePage />, '/firmware/ota/create/index');
    await click('ota-next');
    expect(errors()).toEqual(['此项为必填项', '此项为必填项', '此项为必填项']);
    expect(location()).toBe('/firmware/ota/create/index?step=1');
  });

  it('refuses a release without a stage or with a percent over 100, then publishes the checked body', async () => {
    view = await render(<OtaReleaseCreatePage />, PRESET);
    await waitFor(() => expect(location()).toBe('/firmware/ota/create/index?step=1'));
    await click('ota-next');
    await waitFor(() => expect(shownStep()).toBe('ota-step-targets'));

    await click('ota-stage-remove-0');
    await click('ota-next');
    expect(errors()).toEqual(['请至少添加一个灰度阶段']);
    expect(shownStep()).toBe('ota-step-targets');

    await click('ota-stage-add');
    await type('ota-stage-value-0', '150');
    await click('ota-next');
    expect(errors()).toEqual(['灰度比例不能超过 100']);
    await type('ota-stage-value-0', '50');
    await type('ota-stage-soak-0', '30');
    await type('ota-deviceIds', 'did1\n\n did2 \n');
    await waitFor(() => expect(errors()).toEqual([]));
    await click('ota-next');
    await waitFor(() => expect(shownStep()).toBe('ota-step-upgrade'));

    await click('ota-next');
    expect(errors()).toEqual(['此项为必填项', '此项为必填项']);
    await type('ota-upgradeTextZh', '修复问题');
    await type('ota-upgradeTextEn', 'Fixes');
    await click('ota-next');
    await waitFor(() => expect(shownStep()).toBe('ota-step-summary'));
    await waitFor(() => expect(byTestId(document.body, 'ota-preview').textContent).toContain('目标设备 100 台；其中 1 台已是该版本（跳过）。'));

    server().on('POST', api(otaPaths.releaseSave), () => ({ body: envelope(0, 'ok', releaseItem()) }));
    await click('ota-publish');
    await waitFor(() => expect(location()).toBe('/firmware/ota/detail/index?id=rel-1'));
    const expected = {
      productId: 'p1',
      firmwareId: 'fw-1',
      versionId: 'ver-2',
      releaseMode: 'gray',
      verification: false,
      grayType: 'percent',
      grayStages: [{ value: 50, soakMinutes: 30 }],
      grayDeviceIds: [],
      versionMode: 'all',
      sourceVersions: [],
      areaMode: 'all',
      areas: [],
      deviceIds: ['did1', 'did2'],
      autoUpgrade: false,
      windowStart: null,
      windowEnd: null,
      upgradeTextZh: '修复问题',
      upgradeTextEn: 'Fixes',
      rateLimitPerMinute: null,
      retries: 2,
      taskTimeoutS: null,
      failureThresholdPercent: null,
    };
    expect(bodyOf(callsTo(server(), otaPaths.releasePreview)[0])).toEqual(expected);
    expect(bodyOf(callsTo(server(), otaPaths.releaseSave)[0])).toEqual(expected);
  });

  it('shows the server refusal and stays', async () => {
    view = await render(<OtaReleaseCreatePage />, PRESET);
    await waitFor(() => expect(location()).toBe('/firmware/ota/create/index?step=1'));
    await click('ota-next');
    await click('ota-next');
    await waitFor(() => expect(shownStep()).toBe('ota-step-upgrade'));
    await type('ota-upgradeTextZh', '修复问题');
    await type('ota-upgradeTextEn', 'Fixes');
    await click('ota-next');
    await waitFor(() => byTestId(document.body, 'ota-preview'));
    server().on('POST', api(otaPaths.releaseSave), () => ({ status: 409, body: envelope(409, '该产品固件已有进行中的发布') }));
    await click('ota-publish');
    await waitFor(() => expect(byTestId(document.body, 'ota-problem').textContent).toBe('该产品固件已有进行中的发布'));
    expect(location()).toBe('/firmware/ota/create/index?step=4');
  });
});
