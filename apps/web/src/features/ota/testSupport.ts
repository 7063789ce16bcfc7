import { act } from 'react';

/** Types into an input or text area (or the one inside the element of `testId`) the way a user does: React reads the native value setter. */
export async function type(testId: string, text: string): Promise<void> {
  const found = document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
  const field = found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : found.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
