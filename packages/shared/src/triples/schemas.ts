import { z } from 'zod';
import { TRIPLE_GENERATE_MAX } from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { timeZoneSchema } from '../validation/schemas.ts';

/**
 * Manufacture triples (spec 001 §3, §5): device id, username and password generated for a product, with
 * the SN (and MAC) of a serial-number file, and an optional batch. Generation and export run as jobs.
 */

const idText = z.string().trim().max(64);

/**
 * deviceTriad/generator, multipart: `file` (the serial-number file: xlsx or csv ≤ 10M, one SN per row,
 * an optional MAC in the second column, a header row allowed) and these fields. The count must equal
 * the file's serial numbers. Answers the job (JobInfo) that generates them.
 */
export const tripleGenerateFields = z.object({
  productId: idText.min(1, 'validation.required'),
  count: z.coerce.number({ error: 'validation.required' }).int('validation.invalidType').min(1, 'validation.minValue').max(TRIPLE_GENERATE_MAX, 'validation.maxValue'),
  batch: z.string().trim().max(64, 'validation.maxLength').regex(/^[A-Za-z0-9_-]*$/, 'validation.batchRule').optional(),
});
export type TripleGenerateFields = z.input<typeof tripleGenerateFields>;

/** activeDevice/produce/list: the generations (one per generator call), newest first. */
export const produceListQuery = z.object({ ...pageFields, productId: idText.optional(), batch: idText.optional() });
export type ProduceListQuery = z.input<typeof produceListQuery>;

export const tripleGeneration = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productKey: z.string(),
  batch: z.string().nullable(),
  count: z.number().int(),
  /** Triples of it already activated by a device. */
  activated: z.number().int(),
  exportCount: z.number().int(),
  /** The generation job's state: a generation appears while its job runs. */
  status: z.enum(['running', 'done', 'failed']),
  /** Why it failed (the job's error, in the caller's language); null unless it failed. */
  failure: z.string().nullable(),
  createdAt: z.number().int(),
  createdBy: z.string(),
});
export type TripleGeneration = z.infer<typeof tripleGeneration>;

/** deviceTriad/list (not shown in the spec): the triples of a generation (the triple detail view). */
export const tripleListQuery = z.object({
  ...pageFields,
  generationId: idText.min(1, 'validation.required'),
  keyword: idText.optional(),
  activated: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional(),
});
export type TripleListQuery = z.input<typeof tripleListQuery>;

export const triple = z.object({
  deviceId: z.string(),
  username: z.string(),
  password: z.string(),
  sn: z.string().nullable(),
  mac: z.string().nullable(),
  batch: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  activated: z.boolean(),
  exportCount: z.number().int(),
  createdAt: z.number().int(),
});
export type Triple = z.infer<typeof triple>;

/** activeDevice/triadExportCount?generationId=: how many times the generation was exported (a number). */
export const triadExportCountQuery = z.object({ generationId: idText.min(1, 'validation.required') });
export const triadExportCount = z.number().int();

/**
 * deviceTriad/export (not shown): starts the xlsx export job of a generation (JobInfo). device/triadReport?jobId= downloads the file.
 * timeZone: the zone the console shows times in; the file's times and name are written on its clock (GMT+8 when absent).
 */
export const triadExportBody = z.object({ generationId: idText.min(1, 'validation.required'), timeZone: timeZoneSchema.optional() });
export const triadReportQuery = z.object({ jobId: idText.min(1, 'validation.required') });

/**
 * The columns of an exported triple file (xlsx, first sheet; row 1 holds these keys as they are, so
 * machines read it: the factory's flashing tool and the SDK's `iotc-device` CLI).
 */
export const TRIPLE_EXPORT_COLUMNS = ['productKey', 'deviceId', 'username', 'password', 'sn', 'mac', 'batch', 'createdAt'] as const;
export type TripleExportColumn = (typeof TRIPLE_EXPORT_COLUMNS)[number];
