import { z } from 'zod';
import { TRIPLE_GENERATE_MAX } from '../constants.ts';
import { pageFields } from './paging.ts';

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

export interface TripleGeneration {
  id: string;
  productId: string;
  productName: string;
  productKey: string;
  batch: string | null;
  count: number;
  /** Triples of it already activated by a device. */
  activated: number;
  exportCount: number;
  /** The generation job's state: a generation appears while its job runs. */
  status: 'running' | 'done' | 'failed';
  /** Why it failed (the job's error, in the caller's language); null unless it failed. */
  failure: string | null;
  createdAt: number;
  createdBy: string;
}

/** deviceTriad/list (not shown in the spec): the triples of a generation (the triple detail view). */
export const tripleListQuery = z.object({
  ...pageFields,
  generationId: idText.min(1, 'validation.required'),
  keyword: idText.optional(),
  activated: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional(),
});
export type TripleListQuery = z.input<typeof tripleListQuery>;

export interface Triple {
  deviceId: string;
  username: string;
  password: string;
  sn: string | null;
  mac: string | null;
  batch: string | null;
  productId: string;
  productName: string;
  activated: boolean;
  exportCount: number;
  createdAt: number;
}

/** activeDevice/triadExportCount?generationId=: how many times the generation was exported. */
export const triadExportCountQuery = z.object({ generationId: idText.min(1, 'validation.required') });

/** deviceTriad/export (not shown): starts the xlsx export job of a generation (JobInfo). device/triadReport?jobId= downloads the file. */
export const triadExportBody = z.object({ generationId: idText.min(1, 'validation.required') });
export const triadReportQuery = z.object({ jobId: idText.min(1, 'validation.required') });

/**
 * The columns of an exported triple file (xlsx, first sheet; row 1 holds these keys as they are, so
 * machines read it: the factory's flashing tool and the SDK's `iotc-device` CLI).
 */
export const TRIPLE_EXPORT_COLUMNS = ['productKey', 'deviceId', 'username', 'password', 'sn', 'mac', 'batch', 'createdAt'] as const;
export type TripleExportColumn = (typeof TRIPLE_EXPORT_COLUMNS)[number];
