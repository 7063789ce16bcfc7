import { copyOfflineAssignments } from '../offlinePanels/service.ts';
import type { ProductPart } from '../products/parts.ts';
import { copiedPanelCount, copyPanels, panelCheckPasses } from './service.ts';

/**
 * The product's panel: a copy carries its studio panels (live documents as version 1), the offline panels it may
 * choose and its choice. Completing development needs a panel that can be shown and controls something. Deleting
 * the product needs nothing more: its panels, choice and assignments go with it by foreign keys.
 */
export const panelsPart: ProductPart = {
  name: 'panels',
  copy: async (tx, scope, fromProductId, toProductId, now) => {
    await copyOfflineAssignments(tx, scope, fromProductId, toProductId);
    await copyPanels(tx, scope, fromProductId, toProductId, now);
  },
  copied: async (db, scope, productId) => [{ item: 'panel', count: await copiedPanelCount(db, scope, productId) }],
  checks: async (db, scope, product) => [{ key: 'panel', passed: await panelCheckPasses(db, scope, product), required: true, coming: false }],
};
