import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PanelAssetKind, PanelKind } from '@iotc/shared/panels';
import { at, timestamps } from '../../core/columns.ts';
import { tenantIdColumn, tenantRowColumns } from '../../core/tenancy.tables.ts';
import { productRowColumns, products } from '../products/tables.ts';

/**
 * Device control panels (spec 001 §1-§5, §7-§9). A studio panel is designed for one product: its draft is edited
 * freely, publishing freezes it as the next version, and one version is live. The product's choice lives apart
 * (product_panels), so choosing the default panel or a template needs no studio panel.
 */
export const panels = pgTable(
  'panels',
  {
    ...productRowColumns(),
    name: text('name').notNull(),
    /** The studio's working document (a PanelDocument), checked on every save. */
    draft: jsonb('draft').notNull(),
    draftUpdatedAt: at('draft_updated_at').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The version products' devices show; null until first published. */
    liveVersion: integer('live_version'),
    createdBy: text('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [index('panels_tenant_product_idx').on(t.tenantId, t.productId)],
);

/** The published versions of a studio panel, numbered 1, 2, ...; a version never changes once written. */
export const panelVersions = pgTable(
  'panel_versions',
  {
    ...tenantRowColumns(),
    panelId: text('panel_id')
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    note: text('note').notNull(),
    publishedAt: at('published_at').notNull(),
    publishedBy: text('published_by').notNull(),
  },
  (t) => [uniqueIndex('panel_versions_version_idx').on(t.panelId, t.version)],
);

/**
 * The panel a product's devices show: no row means the default panel. `ref` is the template key or the studio /
 * offline panel id. The reminder to choose (or to review after the functions changed) stays dismissed from
 * reminderDismissedAt until the functions change again.
 */
export const productPanels = pgTable(
  'product_panels',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    kind: text('kind').$type<PanelKind>().notNull(),
    ref: text('ref'),
    selectedAt: at('selected_at').notNull(),
    selectedBy: text('selected_by').notNull(),
    reminderDismissedAt: at('reminder_dismissed_at'),
  },
  (t) => [index('product_panels_ref_idx').on(t.tenantId, t.kind, t.ref)],
);

/** Icons and fonts of a space that panel documents name (`asset:<id>`, a font's assetId); stored where the public files route serves them. */
export const panelAssets = pgTable(
  'panel_assets',
  {
    ...tenantRowColumns(),
    kind: text('kind').$type<PanelAssetKind>().notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('panel_assets_tenant_kind_idx').on(t.tenantId, t.kind, t.createdAt),
    // A document names its fonts by name (§5): one font of a name per space.
    uniqueIndex('panel_assets_font_name_idx').on(t.tenantId, t.name).where(sql`${t.kind} = 'font'`),
  ],
);
