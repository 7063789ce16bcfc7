import { act } from 'react';

/**
 * Helpers for the functions feature's component tests: antd selects, files, and what the fake server
 * received.
 */

export function within(id: string): HTMLElement {
  const element = document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`no element with data-testid="${id}"`);
  return element;
}

export function maybe(id: string): HTMLElement | null {
  return document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
}

/** The <input> of a test id: the element itself, or the input inside it. */
export function inputOf(id: string): HTMLInputElement {
  const element = within(id);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element as HTMLInputElement;
  const input = element.querySelector('input');
  if (!input) throw new Error(`no input in data-testid="${id}"`);
  return input;
}

/** Opens an antd Select (it opens on mouse-down) and clicks the option with the given test id. */
export async function pickOption(selectId: string, optionId: string): Promise<void> {
  const select = within(selectId);
  const selector = select.querySelector('.ant-select-selector') ?? select;
  await act(async () => {
    selector.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = within(optionId);
  await act(async () => {
    ((option.closest('.ant-select-item-option') as HTMLElement | null) ?? option).click();
  });
}

/** Chooses a file in a file input the way the browser reports it. */
export async function chooseFile(input: HTMLInputElement, file: File): Promise<void> {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
