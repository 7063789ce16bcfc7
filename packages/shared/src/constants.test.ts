import { describe, expect, it } from 'vitest';
import { LANGS } from './api/shell.ts';
import * as c from './constants.ts';

describe('constants (spec 000 §9)', () => {
  it('keeps the language list in step with api/shell.ts', () => {
    expect([...c.LANGUAGES]).toEqual([...LANGS]);
    expect(LANGS).toContain(c.DEFAULT_LANGUAGE);
  });

  it('has the time-outs and limits of the spec', () => {
    expect(c.SUCCESS_CODES).toEqual([0, 200]);
    expect(c.EXPIRY_CODES).toEqual([400, 20001]);
    expect([c.REQUEST_TIMEOUT_MS, c.UPLOAD_TIMEOUT_MS, c.EXPORT_TIMEOUT_MS, c.CHUNK_LOAD_TIMEOUT_MS]).toEqual([
      10_000, 600_000, 1_800_000, 120_000,
    ]);
    expect(c.WORK_ORDER_VIDEO_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(c.WORK_ORDER_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(c.VERIFICATION_CODE_LENGTH).toBe(6);
  });
});
