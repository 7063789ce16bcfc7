import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm } from '@iotc/shared';
import { debugDevicePaths } from '@iotc/shared/debugDevices';
import { DeviceNature, devicePaths, OnlineStatus } from '@iotc/shared/devices';
import { functionPaths } from '@iotc/shared/functions';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { matchUtterance, voicePaths, VOICE_UNITS } from '@iotc/shared/voice';
import { clients, deviceMessage } from '@/features/debugging/testMqtt';
import { deviceDetail, deviceItem, pageOf } from '@/features/devices/testData';
import { productFixture, typeText } from '@/features/networkGuide/testData';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { draftOf } from '../draft';
import { lightConfig, lightFunctions, schemeOf, summaryOf } from '../testData';
import { MatchView } from './UtteranceTester';
import { VoiceControlTab } from './VoiceControlTab';

vi.mock('mqtt', async () => (await import('@/features/debugging/testMqtt')).mqttModule);

const { server, toasts } = await fakeServerSuite();
let view: Rendered;
const PK = 'pk0000000000001a';
const VIRTUAL = 'vdid000000000001';
const api = (path: string) => `/api${path}`;
const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const mappings = draftOf(lightConfig(), 'DL-1').functions;

let virtualDevices: unknown[] = [];
beforeEach(() => {
  clients.length = 0;
  virtualDevices = [{ ...deviceItem({ did: VIRTUAL, name: 'Virtual lamp' }), userAccount: 'demo' }];
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.productEdit, Perm.virtualDeviceAdd] }));
  server.on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lightFunctions) }));
  server.on('POST', api(voicePaths.list), () => ({ body: envelope(0, 'ok', [summaryOf({ status: 'draft', functionCount: 2 })]) }));
  server.on('POST', api(voicePaths.detail), () => ({ body: envelope(0, 'ok', schemeOf({ status: 'draft', functionCount: 2, config: lightConfig() })) }));
  server.on('POST', api(voicePaths.unitList), () => ({ body: envelope(0, 'ok', VOICE_UNITS.map((u) => ({ key: u.key, symbol: u.symbol, name: u.zh, words: u.words }))) }));
  server.on('GET', api(voicePaths.getDoc), () => ({ body: envelope(0, 'ok', { platform: 'alexa', title: 'Amazon Alexa 接入指南', url: '/doc/voiceAlexa' }) }));
  server.on('POST', api(virtualDevicePaths.list), () => ({ body: envelope(0, 'ok', { list: virtualDevices }) }));
  server.on('POST', api(debugDevicePaths.list), () => pageOf([]));
  server.on('GET', api(devicePaths.detail(VIRTUAL)), () => ({
    body: envelope(0, 'ok', deviceDetail({ did: VIRTUAL, productKey: PK, deviceNature: DeviceNature.Virtual, onlineStatus: OnlineStatus.Online, state: { '1': false, '2': 10 } })),
  }));
});
afterEach(() => view?.unmount());

async function openTester() {
  view = await render(<VoiceControlTab product={productFixture({ id: 'p1' })} readOnly={false} />);
  await waitFor(() => expect(q('voice-view-verify')).not.toBeNull());
  await click(byTestId(document.body, 'voice-view-verify'));
  await waitFor(() => expect(q('voice-tester')).not.toBeNull());
}

async function attempt(phrase: string) {
  await typeText(byTestId(document.body, 'voice-tester-phrase') as HTMLInputElement, phrase);
  await click(byTestId(document.body, 'voice-tester-try'));
}

describe('MatchView', () => {
  it('shows the function, the alias and value heard and the control sent', async () => {
    const result = matchUtterance('把亮度调到百分之五十', { functions: mappings }, lightFunctions);
    view = await render(<MatchView result={result} ack={{ state: 'ok' }} />);
    expect(q('voice-tester-function')!.textContent).toBe('Brightness (bright_value)');
    expect(q('voice-tester-alias')!.textContent).toBe('亮度');
    expect(q('voice-tester-heard')!.textContent).toBe('50 %');
    expect(q('voice-tester-sent')!.textContent).toBe('505');
    expect(q('voice-tester-dps')!.textContent).toBe('{"2":505}');
    expect(q('voice-tester-ack')!.dataset.state).toBe('ok');
  });

  it("says a value was found without an alias, and a named range's point", async () => {
    const result = matchUtterance('make it dim', { functions: mappings }, lightFunctions);
    view = await render(<MatchView result={result} ack={null} />);
    expect(q('voice-tester-alias')!.textContent).toBe(t('voice.tester.byValue'));
    expect(q('voice-tester-heard')!.textContent).toBe('dim → 15.5 %');
    expect(q('voice-tester-result')!.textContent).toContain(t('voice.tester.noSession'));
  });

  it("names a unit without a symbol in the console's language, not by its key", async () => {
    const levels = mappings.map((m) => (m.identifier === 'bright_value' ? { ...m, unit: 'level', voiceMin: 1, voiceMax: 10, values: [] } : m));
    view = await render(<MatchView result={matchUtterance('亮度 3 档', { functions: levels }, lightFunctions)} ack={null} />);
    expect(q('voice-tester-heard')!.textContent).toBe('3 档');
  });

  it('shows on / off in words', async () => {
    view = await render(<MatchView result={matchUtterance('turn off the light', { functions: mappings }, lightFunctions)} ack={{ state: 'pending' }} />);
    expect(q('voice-tester-heard')!.textContent).toBe('turn off');
    expect(q('voice-tester-sent')!.textContent).toBe(t('devices.value.false'));
    expect(q('voice-tester-ack')!.dataset.state).toBe('pending');
  });

  it('says why nothing was sent, in the console language', async () => {
    view = await render(<MatchView result={matchUtterance('set brightness to 150', { functions: mappings }, lightFunctions)} ack={null} />);
    expect(q('voice-tester-result')!.dataset.ok).toBe('false');
    expect(q('voice-tester-refusal')!.textContent).toBe('150% 超出语音范围 0%-100%');
  });
});

describe('the utterance tester', { timeout: 30_000 }, () => {
  it('sends what the phrase means to the chosen device and shows its ack, in English and in Chinese', async () => {
    await openTester();
    await waitFor(() => expect(q('voice-tester-device')!.closest('.ant-select')!.textContent).toBe(`Virtual lamp (${VIRTUAL})`));
    await waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    await client.ready();
    expect(q('voice-doc')!.getAttribute('href')).toBe('/doc/voiceAlexa');

    await attempt('set brightness to 50');
    expect(q('voice-tester-ack')!.dataset.state).toBe('pending');
    await sleep(450);
    const [control] = client.sent('control');
    expect(control!.payload).toEqual({ dps: { '2': 505 } });
    expect(client.published.find((p) => p.message === control)!.topic).toBe(`${PK}/${VIRTUAL}/control`);
    const ack = deviceMessage(PK, VIRTUAL, 'control/ack', 'control', { code: 0, dps: { '2': 505 } }, control!.header.mid);
    await client.deliver(ack.topic, ack.message);
    await waitFor(() => expect(q('voice-tester-ack')!.dataset.state).toBe('ok'));
    await waitFor(() => expect(document.querySelector('[data-testid="log-row"][data-topic="control/ack"]')).not.toBeNull());

    // The same in Chinese: a new control, pending until its own ack.
    await attempt('把亮度调到20');
    expect(q('voice-tester-ack')!.dataset.state).toBe('pending');
    await sleep(450);
    const second = client.sent('control')[1]!;
    expect(second.payload).toEqual({ dps: { '2': 208 } });
    const refusal = deviceMessage(PK, VIRTUAL, 'control/ack', 'control', { code: 1, msg: 'device.problem.range' }, second.header.mid);
    await client.deliver(refusal.topic, refusal.message);
    await waitFor(() => expect(q('voice-tester-ack')!.dataset.state).toBe('failed'));
  });

  it('tries the scheme as edited on screen, saved or not, and a demo phrase with a click', async () => {
    await openTester();
    await waitFor(() => expect(clients).toHaveLength(1));
    await clients[0]!.ready();
    // Not an alias yet.
    await attempt('turn on the lamp');
    expect(q('voice-tester-alias')!.textContent).toBe(t('voice.tester.byValue'));

    await click(byTestId(document.body, 'voice-view-alias'));
    await typeText(byTestId(document.body, 'voice-aliases-switch_led') as HTMLInputElement, 'light;灯;lamp');
    await click(byTestId(document.body, 'voice-view-verify'));
    await attempt('turn on the lamp');
    expect(q('voice-tester-alias')!.textContent).toBe('lamp');
    expect(q('voice-tester-sent')!.textContent).toBe(t('devices.value.true'));

    const demos = [...document.querySelectorAll<HTMLElement>('[data-testid="voice-tester-demo"]')].map((d) => d.textContent);
    expect(demos).toEqual(['turn on the light', 'set brightness to 50']);
    await click(document.querySelectorAll<HTMLElement>('[data-testid="voice-tester-demo"]')[1]!);
    expect((byTestId(document.body, 'voice-tester-phrase') as HTMLInputElement).value).toBe('set brightness to 50');
    expect(q('voice-tester-dps')!.textContent).toBe('{"2":505}');
  });

  it('matches without a device and offers to create a virtual one', async () => {
    virtualDevices = [];
    server.on('POST', api(virtualDevicePaths.generate), () => {
      virtualDevices = [{ ...deviceItem({ did: VIRTUAL, name: 'Virtual lamp' }), userAccount: 'demo' }];
      return { body: envelope(0, 'ok', virtualDevices[0]) };
    });
    await openTester();
    await waitFor(() => expect(q('voice-tester-no-device')).not.toBeNull());
    await attempt('亮度 50%');
    expect(q('voice-tester-sent')!.textContent).toBe('505');
    expect(q('voice-tester-result')!.textContent).toContain(t('voice.tester.noSession'));
    expect(clients).toHaveLength(0);

    await click(byTestId(document.body, 'voice-tester-create-virtual'));
    await waitFor(() => expect(clients).toHaveLength(1));
    expect(toasts).toContain(`已创建虚拟设备 ${VIRTUAL}`);
  });

  it("shows that the device lists could not be loaded, not that there is no device, and tries again", async () => {
    let failing = true;
    server.on('POST', api(virtualDevicePaths.list), () => (failing ? { status: 500, body: envelope(500, 'boom', null) } : { body: envelope(0, 'ok', { list: virtualDevices }) }));
    await openTester();
    await waitFor(() => expect(q('voice-tester-load-failed')?.textContent).toContain(t('debugDevices.picker.loadFailed')));
    expect(q('voice-tester-no-device')).toBeNull();
    expect(q('voice-tester-create-virtual')).toBeNull();

    failing = false;
    await click(q('voice-tester-load-failed')!.querySelector('button')!);
    await waitFor(() => expect(q('voice-tester-device')).not.toBeNull());
    expect(q('voice-tester-load-failed')).toBeNull();
    await waitFor(() => expect(clients).toHaveLength(1));
  });

  it('shows that the chosen device could not be loaded, not a tester without a session, and tries again', async () => {
    let failing = true;
    const detail = deviceDetail({ did: VIRTUAL, productKey: PK, deviceNature: DeviceNature.Virtual, onlineStatus: OnlineStatus.Online, state: { '1': false, '2': 10 } });
    server.on('GET', api(devicePaths.detail(VIRTUAL)), () => (failing ? { status: 500, body: envelope(500, 'boom', null) } : { body: envelope(0, 'ok', detail) }));
    await openTester();
    await waitFor(() => expect(q('voice-tester-device-failed')?.textContent).toContain(t('voice.tester.deviceLoadFailed', { did: VIRTUAL })));
    expect(q('voice-tester-phrase')).toBeNull();

    failing = false;
    await click(q('voice-tester-device-failed')!.querySelector('button')!);
    await waitFor(() => expect(clients).toHaveLength(1));
    expect(q('voice-tester-device-failed')).toBeNull();
    expect(q('voice-tester-phrase')).not.toBeNull();
  });
});
