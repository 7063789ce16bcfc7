import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DevelopmentScheme, NetworkType } from '@iotc/shared/products';
import { idColumn } from '../../core/columns.ts';

/** The communication modules a product can be built on (the wizard's module step); platform-wide. */
export const hardwareModules = pgTable('hardware_modules', {
  id: idColumn(),
  name: text('name').notNull(),
  model: text('model').notNull(),
  chip: text('chip').notNull(),
  networkType: text('network_type').$type<NetworkType>().notNull(),
  /** The schemes it is offered for: the wizard and the hardware view list a module only for these. */
  schemes: jsonb('schemes').$type<DevelopmentScheme[]>().notNull(),
  description: text('description').notNull(),
  descriptionEn: text('description_en').notNull(),
  sort: integer('sort').notNull().default(0),
});
