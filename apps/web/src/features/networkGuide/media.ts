import { BYTES_PER_KB, PAIRING_IMAGE_MAX_KB, PAIRING_VIDEO_MAX_KB, PAIRING_VIDEO_MAX_S } from '@iotc/shared';
import { pairingImageUpload, type PairingMediaType, pairingVideoUpload } from '@iotc/shared/networkGuide';
import { t } from '@/lib/i18n';

/**
 * The checks the browser makes on a pairing step's image or video before uploading it (spec 001 §5):
 * png / gif / jpg up to 300K, mp4 up to 500K and 15 s. The server checks the bytes again.
 */

const IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg'];
const VIDEO_EXTENSIONS = ['mp4'];

/** For the file chooser. */
export const PAIRING_MEDIA_ACCEPT = '.png,.gif,.jpg,.jpeg,.mp4,image/png,image/gif,image/jpeg,video/mp4';

/** What the hint under a step's media says. */
export const PAIRING_MEDIA_LIMITS = {
  imageTypes: pairingImageUpload.accept,
  imageKb: PAIRING_IMAGE_MAX_KB,
  videoTypes: pairingVideoUpload.accept,
  videoKb: PAIRING_VIDEO_MAX_KB,
  videoS: PAIRING_VIDEO_MAX_S,
};

/** Image or video, by the extension, else by the type the browser reports; null for anything else. */
export function pairingMediaKind(file: Pick<File, 'name' | 'type'>): PairingMediaType | null {
  const ext = (/\.([^.]+)$/.exec(file.name)?.[1] ?? '').toLowerCase();
  if (IMAGE_EXTENSIONS.includes(ext) || ['image/png', 'image/gif', 'image/jpeg'].includes(file.type)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext) || file.type === 'video/mp4') return 'video';
  return null;
}

/** The refusal of a file by its type and size, or null. */
export function pairingMediaProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = pairingMediaKind(file);
  if (!kind) return t('upload.wrongType', { accept: `${pairingImageUpload.accept}, ${pairingVideoUpload.accept}` });
  if (file.size === 0) return t('upload.noFile');
  const maxKb = kind === 'image' ? PAIRING_IMAGE_MAX_KB : PAIRING_VIDEO_MAX_KB;
  if (file.size > maxKb * BYTES_PER_KB) return t('networkGuide.media.tooLarge', { maxKb });
  return null;
}

/** How long the browser waits for a video's metadata before leaving the check to the server. */
const METADATA_WAIT_MS = 5000;

/**
 * The video's duration in seconds as the browser reads it from the file's metadata, or null when it
 * cannot (a codec it does not play): the server reads the duration from the mp4 itself in any case.
 */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const finish = (duration: number | null) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(duration !== null && Number.isFinite(duration) ? duration : null);
    };
    const timer = setTimeout(() => finish(null), METADATA_WAIT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(video.duration);
    video.onerror = () => finish(null);
    video.src = url;
  });
}

/** All the browser's checks of a chosen file, the video's duration included: the refusal, or null. */
export async function checkPairingMedia(file: File): Promise<{ kind: PairingMediaType; problem: null } | { kind: null; problem: string }> {
  const problem = pairingMediaProblem(file);
  if (problem) return { kind: null, problem };
  const kind = pairingMediaKind(file)!;
  if (kind === 'video') {
    const duration = await readVideoDuration(file);
    if (duration !== null && duration > PAIRING_VIDEO_MAX_S) {
      return { kind: null, problem: t('networkGuide.media.tooLong', { maxS: PAIRING_VIDEO_MAX_S, seconds: Math.round(duration * 10) / 10 }) };
    }
  }
  return { kind, problem: null };
}
