import type { ModalFuncProps } from 'antd';

/**
 * Toasts and confirmations for code that runs outside components (request client, session, guards).
 * The console binds antd's `App.useApp()` functions here so they follow the theme and locale; on the public
 * pages (and in tests) antd's static functions are used, loaded on first use: the login page does not
 * download antd's message and modal before anything goes wrong.
 */
export interface Feedback {
  toast(kind: 'success' | 'error' | 'warning' | 'info', text: string): void;
  confirm(props: ModalFuncProps): void;
}

/** antd's static functions, in the theme and locale set by `staticFeedback.js` once loaded. */
export const staticFeedback: Feedback = {
  toast: (kind, text) => void import('./staticFeedback').then(({ message }) => void message[kind](text)),
  confirm: (props) => void import('./staticFeedback').then(({ Modal }) => void Modal.confirm(props)),
};

let current: Feedback = staticFeedback;

/** Binds the functions to use from now on; answers how to go back to the previous ones. */
export function bindFeedback(feedback: Feedback): () => void {
  const previous = current;
  current = feedback;
  return () => {
    current = previous;
  };
}

export const toast = {
  success: (text: string) => current.toast('success', text),
  error: (text: string) => current.toast('error', text),
  warning: (text: string) => current.toast('warning', text),
  info: (text: string) => current.toast('info', text),
};

export function confirm(props: ModalFuncProps): void {
  current.confirm(props);
}
