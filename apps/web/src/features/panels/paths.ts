/** Where the panel pages live (the menu rows of the server's seed). */
export const PANEL_STUDIO_PATH = '/product/panel/studio/index';
export const PANEL_PREVIEW_PATH = '/product/panel/preview/index';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const panelStudioPath = (panelId: string) => withQuery(PANEL_STUDIO_PATH, { id: panelId });
/** The product's live panel at phone size, against one of its virtual or debug devices. */
export const panelPreviewPath = (productId: string) => withQuery(PANEL_PREVIEW_PATH, { productId });
