import type { PanelDetail, PanelDocument } from '@iotc/shared/panels';
import { fixtureOf } from '@/test/fixtures';

/** A lamp's panel draft: one page "Home" with a switch bound to switch_led. */
export function draftFixture(): PanelDocument {
  return {
    version: 1,
    theme: { primaryColor: '#1677ff', background: '#f5f6f8', fontFamily: null },
    pages: [
      {
        id: 'p-home',
        name: 'Home',
        components: [{ id: 'c-switch', type: 'switch', name: 'switch', layout: { w: 2, h: 1 }, style: {}, props: {}, binding: { identifier: 'switch_led' } }],
      },
    ],
    rules: [],
    fonts: [],
  };
}

/** Studio panel pn-1 of product p1 (the functions fixture's product), unpublished. */
export const panelFixture = fixtureOf<PanelDetail>({
  id: 'pn-1',
  productId: 'p1',
  productName: 'Desk lamp',
  name: 'Lamp panel',
  status: 'unpublished',
  enabled: true,
  liveVersion: null,
  usedBy: 0,
  draftUpdatedAt: 1_700_000_000,
  createdAt: 1_700_000_000,
  draft: draftFixture(),
  draftChanged: true,
});
