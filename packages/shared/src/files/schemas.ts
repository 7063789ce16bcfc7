import { z } from 'zod';

/** The fields of an upload (multipart, beside the one `file`): where it goes and the checks asked for. */
export const uploadFields = z.object({
  type: z.coerce.number().int().default(1),
  source: z.coerce.number().int().default(3),
  dir: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/).default('image'),
  /** Checks the caller asks for; all are applied to the file's bytes. */
  accept: z.string().max(200).optional(),
  maxSizeMb: z.coerce.number().positive().max(1024).optional(),
  width: z.coerce.number().int().positive().optional(),
  height: z.coerce.number().int().positive().optional(),
  /** Aspect ratio as "w:h", e.g. "1:1". */
  ratio: z.string().regex(/^\d+:\d+$/).optional(),
  /** Longest play time in seconds of a video (checked from the file's own header). */
  maxDurationS: z.coerce.number().positive().max(3600).optional(),
});
export type UploadFields = z.input<typeof uploadFields>;

/** Answer of the upload call: where the file is served, and what its bytes turned out to be. */
export const uploadResult = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadResult = z.infer<typeof uploadResult>;
