import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { checkPairingMedia, pairingMediaKind, pairingMediaProblem, readVideoDuration } from './media';
import { fakeVideoDuration, fileOf } from './testData';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('pairing media checks', () => {
  it('takes png, gif and jpg images up to 300K and mp4 videos up to 500K', () => {
    expect(['a.png', 'a.GIF', 'a.jpg', 'a.jpeg'].map((name) => pairingMediaKind({ name, type: '' }))).toEqual(['image', 'image', 'image', 'image']);
    expect(pairingMediaKind({ name: 'clip.mp4', type: '' })).toBe('video');
    expect(pairingMediaKind({ name: 'clip.mov', type: 'video/quicktime' })).toBeNull();
    expect(pairingMediaProblem(fileOf('a.png', 'image/png', 300 * 1024))).toBeNull();
    expect(pairingMediaProblem(fileOf('a.png', 'image/png', 300 * 1024 + 1))).toBe(t('networkGuide.media.tooLarge', { maxKb: 300 }));
    expect(pairingMediaProblem(fileOf('a.mp4', 'video/mp4', 500 * 1024))).toBeNull();
    expect(pairingMediaProblem(fileOf('a.mp4', 'video/mp4', 500 * 1024 + 1))).toBe(t('networkGuide.media.tooLarge', { maxKb: 500 }));
  });

  it('reads a video duration from its metadata, 15 s being the most', async () => {
    let undo = fakeVideoDuration(15);
    await expect(checkPairingMedia(fileOf('a.mp4', 'video/mp4', 1000))).resolves.toEqual({ kind: 'video', problem: null });
    undo();
    undo = fakeVideoDuration(15.2);
    await expect(checkPairingMedia(fileOf('a.mp4', 'video/mp4', 1000))).resolves.toEqual({ kind: null, problem: t('networkGuide.media.tooLong', { seconds: 15.2, maxS: 15 }) });
    undo();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fake');
  });

  it('leaves a video the browser cannot read to the server', async () => {
    const created: HTMLVideoElement[] = [];
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = createElement(tag);
      if (tag === 'video') created.push(element as HTMLVideoElement);
      return element;
    });
    const reading = readVideoDuration(fileOf('a.mp4', 'video/mp4', 1000));
    created[0]!.onerror?.(new Event('error') as never);
    await expect(reading).resolves.toBeNull();
  });
});
