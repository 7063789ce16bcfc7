import { message, Modal, type ModalFuncProps } from 'antd';

/**
 * Toasts and confirmations for code that runs outside components (request client, session, guards).
 * The app binds antd's `App.useApp()` functions here so they follow the theme and locale;
 * until then (and in tests) antd's static functions are used.
 */
export interface Feedback {
  toast(kind: 'success' | 'error' | 'warning' | 'info', text: string): void;
  confirm(props: ModalFuncProps): void;
}

/** antd's static functions: what is used until the app binds its own. */
export const staticFeedback: Feedback = {
  toast: (kind, text) => void message[kind](text),
  confirm: (props) => void Modal.confirm(props),
};

let current: Feedback = staticFeedback;

export function bindFeedback(feedback: Feedback): void {
  current = feedback;
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
