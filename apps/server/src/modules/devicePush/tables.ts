import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Dps } from '@iotc/shared';
import type { PushCondition, PushMethod, PushOpenMethod, PushTarget, PushTriggerMode } from '@iotc/shared/devicePush';
import { at, serialIdColumn, timestamps } from '../../core/columns.ts';
import { tenantIdColumn, tenantRowColumns } from '../../core/tenancy.tables.ts';
import { devices } from '../devices/tables.ts';
import { productIdColumn } from '../products/tables.ts';

/** Device message pushes (spec 001 §3): rules over a product's functions, checked on every report of its devices. */
export const devicePushes = pgTable(
  'device_pushes',
  {
    ...tenantRowColumns(),
    /** The readable push ID, unique in the space: P and 6 digits, in order of creation. */
    pushId: text('push_id').notNull(),
    productId: productIdColumn(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    conditionType: text('condition_type').$type<'all' | 'any'>().notNull(),
    conditions: jsonb('conditions').$type<PushCondition[]>().notNull(),
    triggerMode: text('trigger_mode').$type<PushTriggerMode>().notNull(),
    target: text('target').$type<PushTarget>().notNull(),
    method: text('method').$type<PushMethod>().notNull(),
    openMethod: text('open_method').$type<PushOpenMethod>().notNull(),
    openUrl: text('open_url'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('device_pushes_push_id_idx').on(t.tenantId, t.pushId),
    index('device_pushes_tenant_created_idx').on(t.tenantId, t.createdAt),
    // What the evaluator loads: the enabled pushes by product.
    index('device_pushes_product_idx').on(t.productId, t.enabled),
  ],
);

/**
 * The edge state of an edge-mode push per device: whether its conditions held at the device's last
 * report that concerned them. Kept in the database so a restart (or another instance) does not fire again.
 */
export const devicePushEdges = pgTable(
  'device_push_edges',
  {
    pushRef: text('push_ref')
      .notNull()
      .references(() => devicePushes.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    matched: boolean('matched').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pushRef, t.deviceId] })],
);

/**
 * The device message monitor (spec 001 §3): one row per firing. The push's ID and titles are copied, so
 * the history reads the same after the push is edited or deleted.
 */
export const devicePushRecords = pgTable(
  'device_push_records',
  {
    id: serialIdColumn(),
    tenantId: tenantIdColumn(),
    /** device_pushes.id (no foreign key: the history outlives the push). */
    pushRef: text('push_ref').notNull(),
    pushId: text('push_id').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    userAccount: text('user_account').notNull(),
    /** The condition functions' values that matched (DP ID → value). */
    matchedValues: jsonb('matched_values').$type<Dps>().notNull(),
    triggeredAt: at('triggered_at').notNull(),
  },
  (t) => [
    index('device_push_records_tenant_idx').on(t.tenantId, t.triggeredAt, t.id),
    index('device_push_records_push_idx').on(t.tenantId, t.pushId, t.triggeredAt),
    index('device_push_records_device_idx').on(t.tenantId, t.deviceId, t.triggeredAt),
  ],
);
