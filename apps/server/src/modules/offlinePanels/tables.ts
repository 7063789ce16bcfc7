import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OfflinePanelFileKind, OfflinePanelStatus, OfflinePanelType } from '@iotc/shared/offlinePanels';
import { at, timestamps } from '../../core/columns.ts';
import { tenantIdColumn, tenantRowColumns } from '../../core/tenancy.tables.ts';
import { productIdColumn } from '../products/tables.ts';

/** A file of an unpacked package: its path inside the package and its size. */
export interface OfflinePanelFile {
  path: string;
  size: number;
}

/**
 * Offline panels of a space (spec 001 §3): an uploaded package (an H5 page or an RN bundle) that products may show
 * instead of a panel document. The package is stored unpacked under `packageKey` (a storage prefix), checked entry
 * by entry when it was uploaded.
 */
export const offlinePanels = pgTable(
  'offline_panels',
  {
    ...tenantRowColumns(),
    name: text('name').notNull(),
    panelType: text('panel_type').$type<OfflinePanelType>().notNull(),
    description: text('description').notNull(),
    /** The product class it is made for. */
    productType: text('product_type').notNull(),
    previewKey: text('preview_key').notNull(),
    packageKey: text('package_key').notNull(),
    packageName: text('package_name').notNull(),
    packageSize: integer('package_size').notNull(),
    packageEntries: integer('package_entries').notNull(),
    files: jsonb('files').$type<OfflinePanelFile[]>().notNull(),
    languageKey: text('language_key'),
    languageName: text('language_name'),
    status: text('status').$type<OfflinePanelStatus>().notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: at('published_at'),
    ...timestamps(),
  },
  (t) => [index('offline_panels_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id)],
);

/** The products of the space that may choose an offline panel. */
export const offlinePanelProducts = pgTable(
  'offline_panel_products',
  {
    tenantId: tenantIdColumn(),
    offlinePanelId: text('offline_panel_id')
      .notNull()
      .references(() => offlinePanels.id, { onDelete: 'cascade' }),
    productId: productIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.offlinePanelId, t.productId] }), index('offline_panel_products_product_idx').on(t.productId)],
);

/**
 * A checked upload waiting for a save or an edit to take it (spec: kept a day, then removed with its files). The
 * row's id is the key the upload answers; a save of another space cannot name it.
 */
export const offlinePanelUploads = pgTable(
  'offline_panel_uploads',
  {
    ...tenantRowColumns(),
    kind: text('kind').$type<OfflinePanelFileKind>().notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** The file's key; a package's storage prefix (its files at `<prefix>/<i>`). */
    storageKey: text('storage_key').notNull(),
    /** A package's files; null for the other kinds. */
    files: jsonb('files').$type<OfflinePanelFile[]>(),
    unpackedSize: integer('unpacked_size'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('offline_panel_uploads_tenant_created_idx').on(t.tenantId, t.createdAt)],
);
