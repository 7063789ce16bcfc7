import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PairingStep } from '@iotc/shared/networkGuide';
import { at } from '../../core/columns.ts';
import { tenantIdColumn } from '../../core/tenancy.tables.ts';
import { products } from '../products/tables.ts';

/** A product's pairing guide (network info): up to 4 steps. Without a row the default guide of its network type applies. */
export const networkGuides = pgTable('network_guides', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  steps: jsonb('steps').$type<PairingStep[]>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
