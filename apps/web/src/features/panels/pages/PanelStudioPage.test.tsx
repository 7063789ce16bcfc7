import { act } from 'react';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { APP_HOST_URL } from '@iotc/shared';
import { functionPaths } from '@iotc/shared/functions';
import { panelPaths } from '@iotc/shared/panels';
import { virtualDevicePaths } from '@iotc/shared/virtualDevices';
import { api, bodyOf, callsTo, envelope, pick, setupServer } from '@/features/devices/testSupport';
import { functionsFixture } from '@/features/functions/testData';
import { chooseFile } from '@/features/networkGuide/testData';
import { t } from '@/lib/i18n';
import { click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { draftFixture, panelFixture } from '../studio/testData';
import PanelStudioPage from './PanelStudioPage';

const { server } = setupServer();
let view: Rendered;

beforeEach(() => {
  server().on('GET', api(panelPaths.detail('pn-1')), () => ({ body: envelope(0, 'ok', panelFixture()) }));
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', functionsFixture()) }));
  server().on('GET', api(panelPaths.assetList), () => ({ body: envelope(0, 'ok', []) }));
});
afterEach(() => view.unmount());

const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const all = (testId: string) => [...document.body.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];
const inputOf = (testId: string) => {
  const element = q(testId)!;
  return element instanceof HTMLInputElement ? element : element.querySelector('input')!;
};
const canvasNames = () => [...document.body.querySelectorAll<HTMLElement>('[data-testid^="canvas-item-"]')].map((box) => box.dataset.testid!.slice('canvas-item-'.length));

async function open() {
  view = await render(<PanelStudioPage />, '/product/panel/studio/index?id=pn-1');
  await waitFor(() => expect(q('canvas-item-switch')).not.toBeNull());
}

/** The texts of an antd Select's options (it opens on mouse-down; the list is in the body). */
async function optionsOf(testId: string): Promise<string[]> {
  const element = q(testId)!;
  const select = element.closest('.ant-select') ?? element;
  await act(async () => {
    (select.querySelector('.ant-select-selector') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  let texts: string[] = [];
  await waitFor(() => {
    texts = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent ?? '');
    expect(texts.length).toBeGreaterThan(0);
  });
  // Closed again, so the next list read is this one's successor only.
  await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  await act(async () => (select.querySelector('.ant-select-selector') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  return texts;
}

const tabNamed = (text: string) => [...document.body.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find((tab) => tab.textContent === text)!;

describe('PanelStudioPage', { timeout: 30_000 }, () => {
  it('says when the panel does not exist', async () => {
    server().on('GET', api(panelPaths.detail('pn-1')), () => ({ status: 404, body: envelope(10002, 'not found', null) }));
    view = await render(<PanelStudioPage />, '/product/panel/studio/index?id=pn-1');
    await waitFor(() => expect(view.container.textContent).toContain(t('panels.studio.notFound')));
  });

  it('adds a component from the palette by a click with a free variable name, and undoes and redoes it by the buttons and the keyboard', async () => {
    await open();
    await click(q('palette-switch')!);
    expect(canvasNames()).toEqual(['switch', 'switch_2']);
    expect(q('tree-item-switch_2')).not.toBeNull();
    // The new component is selected: its properties show.
    expect(inputOf('prop-name').value).toBe('switch_2');

    await click(q('studio-undo')!);
    expect(canvasNames()).toEqual(['switch']);
    await click(q('studio-redo')!);
    expect(canvasNames()).toEqual(['switch', 'switch_2']);

    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true })));
    expect(canvasNames()).toEqual(['switch']);
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, shiftKey: true })));
    expect(canvasNames()).toEqual(['switch', 'switch_2']);
  });

  it('offers as binding only the functions the component type accepts: writable ones for controls, readable ones for displays', async () => {
    await open();
    await click(q('canvas-item-switch')!);
    const forSwitch = await optionsOf('prop-binding');
    expect(forSwitch).toHaveLength(1);
    expect(forSwitch[0]).toContain('switch_led');

    await click(q('palette-valueDisplay')!);
    const forDisplay = await optionsOf('prop-binding');
    // bool, value and enum that the device reports; not the send-only string nor the fault.
    expect(forDisplay.map((text) => /\((\w+)\)/.exec(text)![1])).toEqual(['switch_led', 'bright_value', 'work_mode']);
  });

  it('refuses a variable name against the rule or already used, keeping the old one, and takes a good one', async () => {
    await open();
    await click(q('palette-slider')!);
    const name = inputOf('prop-name');

    await typeInto(name, '2dim');
    expect(q('prop-name-error')!.textContent).toBe(t('validation.panelVariableName'));
    expect(canvasNames()).toEqual(['switch', 'slider']);

    await typeInto(name, 'switch');
    expect(q('prop-name-error')!.textContent).toBe(t('validation.panelVariableNameDuplicate', { name: 'switch' }));
    expect(canvasNames()).toEqual(['switch', 'slider']);

    await typeInto(name, 'dimmer');
    expect(q('prop-name-error')).toBeNull();
    expect(canvasNames()).toEqual(['switch', 'dimmer']);
    // Typing the name was one step: one undo brings the old name back, in the field too.
    await click(q('studio-undo')!);
    expect(canvasNames()).toEqual(['switch', 'slider']);
    expect(inputOf('prop-name').value).toBe('slider');
  });

  it('refuses an empty page name and keeps the page as it was', async () => {
    await open();
    await click(q('page-rename')!);
    await typeInto(inputOf('page-name'), '  ');
    await click(q('page-rename-ok')!);
    await waitFor(() => expect(document.body.textContent).toContain(t('validation.panelPageName')));
    expect(q('page-tab-Home')).not.toBeNull();

    await typeInto(inputOf('page-name'), 'Lights');
    await click(q('page-rename-ok')!);
    await waitFor(() => expect(q('page-tab-Lights')).not.toBeNull());
  });

  it('marks what is wrong in the canvas and the problems list, and keeps Publish disabled until it is fixed', async () => {
    await open();
    expect((q('studio-publish') as HTMLButtonElement).disabled).toBe(false);
    await click(q('palette-link')!);
    expect(q('canvas-item-link')!.dataset.broken).toBe('true');
    expect(all('studio-problems-item').map((item) => item.textContent)).toEqual([`Home › link: ${t('validation.panelLink', { host: APP_HOST_URL })}`]);
    expect((q('studio-publish') as HTMLButtonElement).disabled).toBe(true);

    // A link that breaks the rule is refused where it is typed; a good one clears the problem.
    await typeInto(inputOf('prop-href'), 'ftp://lamp');
    expect(q('prop-href-error')!.textContent).toBe(t('validation.panelLink', { host: APP_HOST_URL }));
    await typeInto(inputOf('prop-href'), 'http://example.com/help');
    expect(q('canvas-item-link')!.dataset.broken).toBe('false');
    expect((q('studio-publish') as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a panel rule with its problems at their rows, and adds it once they are fixed', async () => {
    await open();
    await click(tabNamed(t('panels.studio.rules.title', { n: 0 })));
    await click(q('panel-rule-add')!);
    await click(q('panel-rule-ok')!);
    expect(q('panel-rule-condition-error-1')!.textContent).toBe(t('productRules.functionRequired'));
    expect(q('panel-rule-action-error-1')!.textContent).toBe(t('panels.studio.rules.componentRequired'));

    await typeInto(inputOf('panel-rule-name'), 'Night');
    await pick('panel-rule-condition-fn-1', '开关 (switch_led)');
    await click(q('panel-rule-condition-add')!);
    await pick('panel-rule-condition-fn-2', '开关 (switch_led)');
    await pick('panel-rule-action-kind-1', t('panels.studio.rules.actionKind.set'));
    await pick('panel-rule-action-fn-1', '开关 (switch_led)');
    await click(q('panel-rule-ok')!);
    // §5: no repeated condition; an action must not set a condition's function.
    expect(q('panel-rule-condition-error-2')!.textContent).toBe(t('validation.ruleConditionRepeated'));
    expect(q('panel-rule-action-error-1')!.textContent).toBe(t('validation.ruleActionIsCondition'));
    expect(q('panel-rule-Night')).toBeNull();

    await click(q('panel-rule-condition-remove-2')!);
    await pick('panel-rule-action-kind-1', t('panels.studio.rules.actionKind.hide'));
    await pick('panel-rule-action-component-1', 'switch');
    await click(q('panel-rule-ok')!);
    await waitFor(() => expect(q('panel-rule-Night')).not.toBeNull());
    expect(q('panel-rule-ok')).toBeNull();
  });

  it('refuses an imported file listing every problem, and leaves the draft as it was', async () => {
    await open();
    const file = draftFixture();
    file.pages[0]!.components.push(
      { id: 'c-2', type: 'switch', name: 'other', layout: { w: 2, h: 1 }, style: {}, props: {}, binding: { identifier: 'missing_fn' } },
      { id: 'c-3', type: 'link', name: 'help', layout: { w: 2, h: 1 }, style: {}, props: { href: 'ftp://x' }, binding: null },
    );
    await chooseFile(inputOf('studio-import-input'), new File([JSON.stringify(file)], 'lamp.json', { type: 'application/json' }));
    await waitFor(() => expect(all('import-problems-item')).toHaveLength(2));
    expect(all('import-problems-item').map((item) => item.textContent)).toEqual([
      `Home › other: ${t('validation.panelBindingMissing', { identifier: 'missing_fn' })}`,
      `Home › help: ${t('validation.panelLink', { host: APP_HOST_URL })}`,
    ]);
    expect(callsTo(server(), panelPaths.check)).toEqual([]);
    expect(canvasNames()).toEqual(['switch']);
  });

  it('imports a clean file after the server agrees, as one undoable step', async () => {
    server().on('POST', api(panelPaths.check), () => ({ body: envelope(0, 'ok', { problems: [] }) }));
    await open();
    const file = draftFixture();
    file.pages[0]!.components[0]!.name = 'main';
    await chooseFile(inputOf('studio-import-input'), new File([JSON.stringify(file)], 'lamp.json', { type: 'application/json' }));
    await waitFor(() => expect(canvasNames()).toEqual(['main']));
    expect(bodyOf(callsTo(server(), panelPaths.check)[0])).toEqual({ productId: 'p1', document: file });
    await click(q('studio-undo')!);
    expect(canvasNames()).toEqual(['switch']);
  });

  it('saves the draft with its name and document, and shows the problems of a refusal at the components', async () => {
    let answer = { status: 200, body: envelope(0, 'ok', panelFixture()) };
    server().on('POST', api(panelPaths.edit), () => answer);
    await open();
    await click(q('palette-switch')!);
    await click(q('studio-save')!);
    await waitFor(() => expect(callsTo(server(), panelPaths.edit)).toHaveLength(1));
    const body = bodyOf(callsTo(server(), panelPaths.edit)[0]) as { id: string; name: string; document: ReturnType<typeof draftFixture> };
    expect(body.id).toBe('pn-1');
    expect(body.name).toBe('Lamp panel');
    expect(body.document.pages[0]!.components.map((c) => c.name)).toEqual(['switch', 'switch_2']);
    await waitFor(() => expect(document.body.textContent).not.toContain(t('panels.studio.status.unsaved')));

    answer = {
      status: 422,
      body: envelope(422, 'The panel has 1 problem(s)', { problems: [{ path: ['pages', 0, 'components', 0, 'binding'], key: 'x', params: {}, message: 'The server refuses this binding' }] }),
    };
    await click(q('palette-text')!);
    await click(q('studio-save')!);
    await waitFor(() => expect(all('studio-problems-item').map((item) => item.textContent)).toContain('Home › switch: The server refuses this binding'));
    expect(q('canvas-item-switch')!.dataset.broken).toBe('true');
    expect(document.body.textContent).toContain(t('panels.studio.status.unsaved'));
  });

  it('previews the unsaved draft at phone size, and offers to create a virtual device when the product has none', async () => {
    server().on('POST', api(virtualDevicePaths.list), () => ({ body: envelope(0, 'ok', { list: [] }) }));
    server().on('POST', api(virtualDevicePaths.generate), () => ({ status: 422, body: envelope(422, 'No more virtual devices', null) }));
    await open();
    await click(q('palette-slider')!);
    await click(q('studio-preview')!);
    await waitFor(() => expect(document.body.textContent).toContain(t('panels.studio.preview.noDeviceHint')));
    const drawn = [...q('preview-frame')!.querySelectorAll<HTMLElement>('[data-panel-component]')].map((c) => c.dataset.panelComponent);
    expect(drawn).toEqual(['switch', 'slider']);

    await click(q('preview-create-device')!);
    await waitFor(() => expect(bodyOf(callsTo(server(), virtualDevicePaths.generate)[0])).toEqual({ productId: 'p1' }));
  });
});
