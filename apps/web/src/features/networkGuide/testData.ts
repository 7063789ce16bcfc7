import { act } from 'react';
import type { ProductDetail } from '@iotc/shared/products';
import { productDetail } from '@/features/products/testData';
import { fixtureOf } from '@/test/fixtures';
import { type FakeCall } from '@/lib/fakeServer';

/** A Wi-Fi product in development, for the tests of the product settings views. */
export const productFixture = fixtureOf<ProductDetail>({
  ...productDetail(),
  productKey: 'pk0000000000000a',
  name: 'Desk lamp',
  model: 'DL-1',
  imageUrl: '/api/files/t1/image/lamp.png',
  productType: 'c-light',
  productTypeName: '灯',
  productTypeNameEn: 'Lights',
  functionCount: 3,
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  moduleId: null,
  moduleName: null,
});

/** A file of `size` bytes, as the browser's file chooser gives it. */
export function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Chooses `file` in a file input the way the browser reports it: `files` set, then a change event. */
export async function chooseFile(input: HTMLInputElement, file: File): Promise<void> {
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types into an input or a textarea the way React notices it. */
export async function typeText(element: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  await act(async () => {
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Makes every <video> report `seconds` as its duration once a source is set, as a browser does after
 * reading the file's metadata (jsdom reads no media). Returns the undo.
 */
export function fakeVideoDuration(seconds: number): () => void {
  const proto = HTMLMediaElement.prototype;
  const src = Object.getOwnPropertyDescriptor(proto, 'src');
  const duration = Object.getOwnPropertyDescriptor(proto, 'duration');
  Object.defineProperty(proto, 'src', {
    configurable: true,
    get: () => '',
    set(this: HTMLMediaElement) {
      setTimeout(() => this.onloadedmetadata?.(new Event('loadedmetadata')), 0);
    },
  });
  Object.defineProperty(proto, 'duration', { configurable: true, get: () => seconds });
  return () => {
    if (src) Object.defineProperty(proto, 'src', src);
    if (duration) Object.defineProperty(proto, 'duration', duration);
  };
}

/** The JSON body of a call. */
export const jsonOf = (call: FakeCall): unknown => JSON.parse(call.body);

/** The named text fields of a multipart body, as the fake server received it. */
export function multipartFields(call: FakeCall): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of call.body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1]!] = match[2]!;
  return fields;
}
