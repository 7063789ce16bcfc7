import { describe, expect, it } from 'vitest';
import { WORK_ORDER_IMAGE_MAX_BYTES, WORK_ORDER_VIDEO_MAX_BYTES } from '@iotc/shared';
import '@/lib/i18n';
import { addMedia, kindOfFile, mediaProblem } from './media';

/** A file of `size` bytes without allocating them: only name, type and size are read here. */
function fakeFile(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('work-order media checks in the browser', () => {
  it('tells images from videos by the extension, or the declared type', () => {
    expect(kindOfFile(fakeFile('a.JPEG', 1))).toBe('image');
    expect(kindOfFile(fakeFile('clip.mov', 1))).toBe('video');
    expect(kindOfFile(fakeFile('noext', 1, 'video/quicktime'))).toBe('video');
    expect(kindOfFile(fakeFile('setup.exe', 1, 'application/x-msdownload'))).toBeNull();
  });

  // The tests run in the default language, zh-CN: the texts are the server's (shared messages).
  it("refuses with the server's wording: type, then the size limit of the kind", () => {
    expect(mediaProblem(fakeFile('setup.exe', 10))).toBe('setup.exe：不支持该文件类型，允许的类型：png, jpg, gif, webp, bmp, mp4, mov, webm');
    expect(mediaProblem(fakeFile('big.png', WORK_ORDER_IMAGE_MAX_BYTES + 1, 'image/png'))).toBe('big.png：文件过大，请上传不超过 10M 的文件');
    expect(mediaProblem(fakeFile('ok.png', WORK_ORDER_IMAGE_MAX_BYTES, 'image/png'))).toBeNull();
    expect(mediaProblem(fakeFile('long.mp4', WORK_ORDER_VIDEO_MAX_BYTES + 1, 'video/mp4'))).toBe('long.mp4：文件过大，请上传不超过 20M 的文件');
    // A video may be bigger than an image.
    expect(mediaProblem(fakeFile('clip.mp4', WORK_ORDER_IMAGE_MAX_BYTES + 1, 'video/mp4'))).toBeNull();
    expect(mediaProblem(fakeFile('empty.png', 0, 'image/png'))).toBe('empty.png：文件：请选择要上传的文件');
  });

  it('keeps at most 3 files and says why the others were left out', () => {
    const picked = [fakeFile('1.png', 10), fakeFile('2.png', 10)];
    const added = addMedia(picked, [fakeFile('bad.exe', 10), fakeFile('3.png', 10), fakeFile('4.png', 10)]);
    expect(added.files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(added.problem).toMatch(/^bad\.exe：不支持该文件类型/);
    expect(addMedia(added.files, [fakeFile('5.png', 10)])).toEqual({ files: added.files, problem: '最多上传 3 个文件' });
  });
});
