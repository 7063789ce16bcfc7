import type { PanelViewProps } from './types.ts';

/** Placeholder until the renderer lands: lists the page's component names. */
export function PanelView({ document, pageId }: PanelViewProps) {
  const page = document.pages.find((p) => p.id === pageId) ?? document.pages[0];
  return <div data-testid="panel-view">{page?.components.map((c) => <div key={c.id}>{c.name}</div>)}</div>;
}
