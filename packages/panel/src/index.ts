/** The panel renderer: one React view of a panel document, used by the console (preview, studio, debug page) and the end-user app. */
export type { PanelLang, PanelTransport, PanelViewProps } from './types.ts';
export { PanelView } from './PanelView.tsx';
export { PANEL_ICON_NAMES } from './icons.tsx';
