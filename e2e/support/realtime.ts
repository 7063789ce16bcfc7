import type { Page, WebSocket } from '@playwright/test';

export const REALTIME_PATH = '/ws/v1/web/open/message';

/**
 * Opens `path` and resolves with the page's real-time socket once it has sent its subscription. The frame
 * listener is attached as the socket appears: the console subscribes as soon as the socket opens, often
 * before the page has finished drawing.
 */
export async function withChannel(page: Page, path: string): Promise<WebSocket> {
  let onSocket: (ws: WebSocket) => void = () => undefined;
  const subscribed = new Promise<WebSocket>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no real-time subscription from ${path} within 10 s`)), 10_000);
    onSocket = (ws) => {
      if (!ws.url().includes(REALTIME_PATH)) return;
      ws.on('framesent', (frame) => {
        if (!String(frame.payload).includes('"unsubscribe":false')) return;
        clearTimeout(timer);
        resolve(ws);
      });
    };
    page.on('websocket', onSocket);
  });
  try {
    await page.goto(path);
    return await subscribed;
  } finally {
    page.off('websocket', onSocket);
  }
}
