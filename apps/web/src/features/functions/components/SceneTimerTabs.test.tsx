import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { functionPaths, type ProductFunction } from '@iotc/shared/functions';
import { envelope } from '@/lib/fakeServer';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { click, render, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { functionsFixture, productFixture } from '../testData';
import { inputOf, maybe, within } from '../testSupport';
import { SceneLinkageTab } from './SceneLinkageTab';
import { TimerConfigTab } from './TimerConfigTab';

let view: Rendered;
let functions: ProductFunction[];

const api = (path: string) => `/api${path}`;
const bodies = (path: string) => server.calls.filter((c) => c.path === api(path)).map((c) => JSON.parse(c.body) as unknown);
const switchOf = (id: string) => within(id) as HTMLButtonElement;

const { server } = await fakeServerSuite();

beforeEach(() => {
  functions = functionsFixture();
  useSessionStore.getState().setTokens({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.productEdit] }));
  server.on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', functions) }));
  server.on('POST', api(functionPaths.setSceneFunc), () => ({ body: envelope(0, 'ok', null) }));
  server.on('POST', api(functionPaths.setTimerFunc), () => ({ body: envelope(0, 'ok', null) }));
});
afterEach(() => view.unmount());

describe('SceneLinkageTab', { timeout: 20_000 }, () => {
  it('shows each function with its condition and action switches; report-only ones cannot be actions', async () => {
    view = await render(<SceneLinkageTab product={productFixture()} readOnly={false} />);
    await waitFor(() => within('scene-row-fault_alarm'));
    expect(switchOf('scene-condition-switch_led').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('scene-action-switch_led').getAttribute('aria-checked')).toBe('true');
    // Report-only: a scene cannot set it; send-only: the device never reports it.
    expect(switchOf('scene-action-fault_alarm').disabled).toBe(true);
    expect(switchOf('scene-condition-fault_alarm').disabled).toBe(false);
    expect(switchOf('scene-condition-note_text').disabled).toBe(true);
    expect(within('scene-summary').textContent).toBe('1 个条件，1 个动作');
    expect((within('scene-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves every function with its two flags', async () => {
    view = await render(<SceneLinkageTab product={productFixture()} readOnly={false} />);
    await waitFor(() => within('scene-row-fault_alarm'));
    await click(switchOf('scene-condition-fault_alarm'));
    await click(switchOf('scene-action-work_mode'));
    await click(switchOf('scene-action-switch_led'));
    await click(within('scene-save'));
    await waitFor(() => expect(bodies(functionPaths.setSceneFunc)).toHaveLength(1));
    expect(bodies(functionPaths.setSceneFunc)[0]).toEqual({
      productId: 'p1',
      items: [
        { id: 'f1', sceneCondition: true, sceneAction: false },
        { id: 'f2', sceneCondition: false, sceneAction: false },
        { id: 'f3', sceneCondition: false, sceneAction: true },
        { id: 'f4', sceneCondition: true, sceneAction: false },
        { id: 'f5', sceneCondition: false, sceneAction: false },
      ],
    });
  });

  it('is read-only for a published product', async () => {
    view = await render(<SceneLinkageTab product={productFixture()} readOnly />);
    await waitFor(() => within('scene-row-fault_alarm'));
    expect(switchOf('scene-condition-switch_led').disabled).toBe(true);
    expect(switchOf('scene-action-work_mode').disabled).toBe(true);
    expect(maybe('scene-save')).toBeNull();
  });

  it('says when the product has no functions', async () => {
    functions = [];
    view = await render(<SceneLinkageTab product={productFixture()} readOnly={false} />);
    await waitFor(() => expect(within('scene-linkage').textContent).toContain('该产品暂无功能'));
  });
});

describe('TimerConfigTab', { timeout: 20_000 }, () => {
  it('offers writable Boolean, enum and value functions; the others are greyed with the reason', async () => {
    view = await render(<TimerConfigTab product={productFixture()} readOnly={false} />);
    await waitFor(() => within('timer-row-switch_led'));
    expect(inputOf('timer-switch_led').checked).toBe(true);
    expect(inputOf('timer-bright_value').checked).toBe(false);
    expect(maybe('timer-row-work_mode')).not.toBeNull();
    expect(maybe('timer-fault_alarm')).toBeNull();
    expect(within('timer-blocked-fault_alarm').textContent).toContain('只上报：设备不接收该功能的指令');
    expect(within('timer-blocked-note_text').textContent).toContain('仅布尔型、枚举型和数值型功能可用于定时');
  });

  it('saves the ids of the offered functions', async () => {
    view = await render(<TimerConfigTab product={productFixture()} readOnly={false} />);
    await waitFor(() => within('timer-row-switch_led'));
    await click(inputOf('timer-switch_led'));
    await click(inputOf('timer-work_mode'));
    await click(inputOf('timer-bright_value'));
    await click(within('timer-save'));
    await waitFor(() => expect(bodies(functionPaths.setTimerFunc)).toEqual([{ productId: 'p1', ids: ['f3', 'f2'] }]));
  });

  it('is read-only for a published product', async () => {
    view = await render(<TimerConfigTab product={productFixture()} readOnly />);
    await waitFor(() => within('timer-row-switch_led'));
    expect(inputOf('timer-switch_led').disabled).toBe(true);
    expect(maybe('timer-save')).toBeNull();
  });
});
