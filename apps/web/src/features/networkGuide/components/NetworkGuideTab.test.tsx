import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_STEPS_MAX } from '@iotc/shared';
import { type NetworkGuide, networkGuidePaths, type PairingStep } from '@iotc/shared/networkGuide';
import { filesPaths } from '@iotc/shared/files';
import { envelope } from '@/lib/fakeServer';
import { t } from '@/lib/i18n';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { chooseFile, fakeVideoDuration, fileOf, jsonOf, multipartFields, productFixture, typeText } from '../testData';
import { NetworkGuideTab } from './NetworkGuideTab';

const { server, toastsWithKind: toasts } = await fakeServerSuite();
let view: Rendered;
const product = productFixture();

const defaultSteps: PairingStep[] = [
  { textZh: '长按复位键 5 秒', textEn: 'Hold the reset button for 5 s', mediaType: 'image', mediaUrl: '/static/guide/wifi-1.png' },
  { textZh: '在 App 中选择设备', textEn: 'Pick the device in the App', mediaType: 'image', mediaUrl: '/static/guide/wifi-2.png' },
];
const guide = (over: Partial<NetworkGuide> = {}): NetworkGuide => ({ productId: 'p1', steps: defaultSteps, isDefault: true, updatedAt: null, ...over });

const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const area = (id: string) => byTestId(document.body, id) as HTMLTextAreaElement;
const uploads = () => server.calls.filter((c) => c.path === `/api${filesPaths.upload}`);
const saves = () => server.calls.filter((c) => c.path === `/api${networkGuidePaths.saveNetworkGuide}`);

let uploaded = 0;
beforeEach(() => {
  uploaded = 0;
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  server.on('GET', `/api${networkGuidePaths.getNetworkGuide}`, () => ({ body: envelope(0, 'ok', guide()) }));
  server.on('GET', `/api${networkGuidePaths.getDefaultNetworkGuide}`, () => ({ body: envelope(0, 'ok', defaultSteps) }));
  server.on('POST', `/api${filesPaths.upload}`, (call) => {
    uploaded += 1;
    const ext = call.body.includes('filename="clip.mp4"') ? 'mp4' : 'png';
    return { body: envelope(0, 'ok', { url: `/api/files/t1/network-guide/${uploaded}.${ext}`, fileName: `f.${ext}`, size: 10, mime: '', width: null, height: null }) };
  });
  server.on('POST', `/api${networkGuidePaths.saveNetworkGuide}`, (call) => ({ body: envelope(0, 'Saved', guide({ ...(jsonOf(call) as object), isDefault: false, updatedAt: 1_700_000_000 })) }));
});
afterEach(() => view.unmount());

async function openEditor() {
  view = await render(<NetworkGuideTab product={product} readOnly={false} />);
  await waitFor(() => expect(q('guide-edit')).not.toBeNull());
  await click(byTestId(document.body, 'guide-edit'));
  await waitFor(() => expect(q('guide-add-step')).not.toBeNull());
}

async function fillStep(n: number, file = fileOf(`step${n}.png`, 'image/png', 2000)) {
  await typeText(area(`guide-text-zh-${n}`), `第 ${n} 步`);
  await typeText(area(`guide-text-en-${n}`), `Step ${n}`);
  await chooseFile(byTestId(document.body, `guide-media-${n}`) as HTMLInputElement, file);
}

describe('NetworkGuideTab', { timeout: 20_000 }, () => {
  it('shows the default guide as such, and no editing on a published product', async () => {
    view = await render(<NetworkGuideTab product={product} readOnly />);
    await waitFor(() => expect(q('guide-view-step-2')).not.toBeNull());
    expect(q('guide-default-notice')).not.toBeNull();
    // In the console's language only: the English text of a step is the editor's.
    expect(view.container.textContent).toContain('长按复位键 5 秒');
    expect(view.container.textContent).not.toContain('Pick the device in the App');
    expect(q('guide-edit')).toBeNull();
    expect(server.calls[0]!.query.get('productId')).toBe('p1');
  });

  it('takes 4 steps with their images and texts, refuses a fifth, and saves them in order', async () => {
    await openEditor();
    for (let n = 1; n <= PAIRING_STEPS_MAX; n += 1) {
      await click(byTestId(document.body, 'guide-add-step'));
      await fillStep(n);
      await waitFor(() => expect(q(`guide-step-${n}`)!.querySelector('img')).not.toBeNull());
    }
    const add = byTestId(document.body, 'guide-add-step') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(byTestId(document.body, 'guide-steps-limit').textContent).toBe(t('validation.pairingStepsLimit', { max: 4 }));
    await click(add);
    expect(q('guide-step-5')).toBeNull();

    expect(uploads()).toHaveLength(4);
    expect(multipartFields(uploads()[0]!)).toMatchObject({ dir: 'network-guide', accept: 'png, gif, jpg' });

    await click(byTestId(document.body, 'guide-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = jsonOf(saves()[0]!) as { productId: string; steps: PairingStep[] };
    expect(body.productId).toBe('p1');
    expect(body.steps.map((s) => [s.textEn, s.mediaType, s.mediaUrl])).toEqual([1, 2, 3, 4].map((n) => [`Step ${n}`, 'image', `/api/files/t1/network-guide/${n}.png`]));
    await waitFor(() => expect(q('guide-view')).not.toBeNull());
  });

  it('moves and removes steps before saving', async () => {
    await openEditor();
    for (const n of [1, 2]) {
      await click(byTestId(document.body, 'guide-add-step'));
      await fillStep(n);
    }
    await waitFor(() => expect(uploads()).toHaveLength(2));
    await click(byTestId(document.body, 'guide-down-1'));
    expect(area('guide-text-en-1').value).toBe('Step 2');
    await click(byTestId(document.body, 'guide-remove-2'));
    expect(q('guide-step-2')).toBeNull();
    await click(byTestId(document.body, 'guide-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((jsonOf(saves()[0]!) as { steps: PairingStep[] }).steps.map((s) => s.textEn)).toEqual(['Step 2']);
  });

  it('requires both texts and an image or a video in every step', async () => {
    await openEditor();
    await click(byTestId(document.body, 'guide-save'));
    expect(byTestId(document.body, 'guide-steps-error').textContent).toBe(t('networkGuide.stepsRequired'));
    await click(byTestId(document.body, 'guide-add-step'));
    await click(byTestId(document.body, 'guide-save'));
    const step = byTestId(document.body, 'guide-step-1');
    await waitFor(() => expect(step.textContent).toContain(t('validation.pairingMediaRequired')));
    expect(step.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2);
    await typeText(area('guide-text-zh-1'), '打开电源');
    await waitFor(() => expect(step.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1));
    expect(saves()).toEqual([]);
  });

  it('refuses a video over 15 s, read from the file, before uploading it', async () => {
    const undo = fakeVideoDuration(20.4);
    try {
      await openEditor();
      await click(byTestId(document.body, 'guide-add-step'));
      await chooseFile(byTestId(document.body, 'guide-media-1') as HTMLInputElement, fileOf('clip.mp4', 'video/mp4', 100_000));
      await waitFor(() => expect(q('guide-media-error-1')?.textContent).toBe(t('networkGuide.media.tooLong', { seconds: 20.4, maxS: 15 })));
      expect(uploads()).toEqual([]);
    } finally {
      undo();
    }
  });

  it('uploads a short video with the video checks and keeps it as the step media', async () => {
    const undo = fakeVideoDuration(9);
    try {
      await openEditor();
      await click(byTestId(document.body, 'guide-add-step'));
      await chooseFile(byTestId(document.body, 'guide-media-1') as HTMLInputElement, fileOf('clip.mp4', 'video/mp4', 100_000));
      await waitFor(() => expect(uploads()).toHaveLength(1));
      expect(multipartFields(uploads()[0]!)).toMatchObject({ dir: 'network-guide', accept: 'mp4', maxDurationS: '15' });
      await waitFor(() => expect(q('guide-step-1')!.querySelector('video')).not.toBeNull());
    } finally {
      undo();
    }
  });

  it('refuses an image over 300K and a file of another type without uploading', async () => {
    await openEditor();
    await click(byTestId(document.body, 'guide-add-step'));
    const input = byTestId(document.body, 'guide-media-1') as HTMLInputElement;
    await chooseFile(input, fileOf('big.png', 'image/png', 301 * 1024));
    await waitFor(() => expect(q('guide-media-error-1')?.textContent).toBe(t('networkGuide.media.tooLarge', { maxKb: 300 })));
    await chooseFile(input, fileOf('manual.pdf', 'application/pdf', 1000));
    await waitFor(() => expect(q('guide-media-error-1')?.textContent).toContain('png, gif, jpg'));
    expect(uploads()).toEqual([]);
  });

  it('starts from the default guide on request', async () => {
    await openEditor();
    expect(q('guide-step-1')).toBeNull();
    await click(byTestId(document.body, 'guide-use-default'));
    await waitFor(() => expect(area('guide-text-en-2').value).toBe('Pick the device in the App'));
    expect(server.calls.find((c) => c.path === `/api${networkGuidePaths.getDefaultNetworkGuide}`)!.query.get('networkType')).toBe('wifi');
  });

  it("shows the server's refusal next to the save button", async () => {
    server.on('POST', `/api${networkGuidePaths.saveNetworkGuide}`, () => ({ status: 409, body: envelope(32001, 'This product is published') }));
    await openEditor();
    await click(byTestId(document.body, 'guide-add-step'));
    await fillStep(1);
    await waitFor(() => expect(uploads()).toHaveLength(1));
    await click(byTestId(document.body, 'guide-save'));
    await waitFor(() => expect(q('guide-save-error')?.textContent).toContain('This product is published'));
    expect(toasts.filter((x) => x.kind === 'error')).toEqual([]);
    expect(q('guide-step-1')).not.toBeNull();
  });
});
