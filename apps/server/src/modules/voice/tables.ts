import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VoiceConfig, VoicePlatform, VoiceSchemeStatus } from '@iotc/shared/voice';
import { at, timestamps } from '../../core/columns.ts';
import { tenantRowColumns } from '../../core/tenancy.tables.ts';
import { productRowColumns } from '../products/tables.ts';

/** A scheme's stored status: no row is 'none'. */
export type StoredSchemeStatus = Exclude<VoiceSchemeStatus, 'none'>;

/**
 * Voice control (spec 001 §3-§5): one scheme per product and voice platform. The draft is what the console edits;
 * publishing copies it to `published` (what assistants use) and locks the scheme until it is revised.
 */
export const voiceSchemes = pgTable(
  'voice_schemes',
  {
    ...productRowColumns(),
    platform: text('platform').$type<VoicePlatform>().notNull(),
    status: text('status').$type<StoredSchemeStatus>().notNull(),
    /** The last saved config (equal to the published one while published). */
    draft: jsonb('draft').$type<VoiceConfig>().notNull(),
    /** The config assistants use; null before the first publish. */
    published: jsonb('published').$type<VoiceConfig>(),
    /** Times published. */
    version: integer('version').notNull().default(0),
    publishedAt: at('published_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('voice_schemes_product_platform_idx').on(t.productId, t.platform)],
);

/** One publish of a scheme: its config as published, and who published it (their account name as it was then). */
export const voicePublishRecords = pgTable(
  'voice_publish_records',
  {
    ...tenantRowColumns(),
    schemeId: text('scheme_id')
      .notNull()
      .references(() => voiceSchemes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    note: text('note').notNull(),
    config: jsonb('config').$type<VoiceConfig>().notNull(),
    functionCount: integer('function_count').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [uniqueIndex('voice_publish_records_version_idx').on(t.schemeId, t.version)],
);

/**
 * A platform's secret file uploaded for a product (a config names it by this row's id). The bytes are stored
 * encrypted under `storageKey` in a private folder; a product's copy shares them.
 */
export const voiceSecretFiles = pgTable(
  'voice_secret_files',
  {
    ...productRowColumns(),
    platform: text('platform').$type<VoicePlatform>().notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('voice_secret_files_product_idx').on(t.productId, t.platform), index('voice_secret_files_storage_idx').on(t.tenantId, t.storageKey)],
);
