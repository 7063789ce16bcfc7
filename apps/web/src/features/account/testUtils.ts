import { act } from 'react';
import { settle } from '@/test/render';

/** Texts of the form's field errors, in order. */
export function errorTexts(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
}

/** Types into a textarea the way React notices (the shared helper covers inputs). */
export async function typeIntoTextArea(element: HTMLTextAreaElement, value: string): Promise<void> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

export function field<T extends HTMLElement = HTMLInputElement>(container: HTMLElement | Document, id: string): T {
  const element = container.querySelector<T>(`#${id}`);
  if (!element) throw new Error(`no field #${id}`);
  return element;
}
