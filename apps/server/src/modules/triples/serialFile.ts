import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '@iotc/shared';
import { AppError } from '../../core/errors.ts';
import { startsAsText } from '../../core/sheets/csv.ts';
import { SheetProblem } from '../../core/sheets/problem.ts';
import { checkWorkbookArchive } from '../../core/sheets/xlsx.ts';
import { rejection } from '../files/routes.ts';
import { UploadRejected } from '../files/service.ts';
import { SerialFileProblem, unpackedTooLarge, type SerialRow, type SerialWorkerInput, type SerialWorkerMessage } from './serialRows.ts';

/**
 * The serial-number file of a triple generation (spec 001 §5): an xlsx workbook (its first sheet) or
 * csv text, told apart by the bytes. The request only looks at it (serialFileKind); the generation
 * job reads it (readSerialChunks) in a worker thread with a capped heap, within the bounds of
 * SERIAL_FILE_LIMITS, so a file that unpacks to millions of rows or huge strings costs the server's
 * event loop nothing and its memory a bounded amount.
 */

export { SerialFileProblem, type SerialRow } from './serialRows.ts';

/** What a wrong type is told to upload instead. */
export const SERIAL_FILE_TYPES = 'xlsx, csv';
export type SerialFileKind = SerialWorkerInput['kind'];

const WORKER = new URL('./serialWorker.ts', import.meta.url);
/**
 * Heap of one parsing worker: its bounded reading needs a few megabytes, and at most 500,000 shared
 * strings of at most 257 characters. A file that still needs more is refused as too large.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

const wrongType = () => new UploadRejected({ kind: 'wrongType', accept: SERIAL_FILE_TYPES });

/**
 * The file's kind, from checks cheap enough for the request: its type by the bytes (file-type's
 * own reading is bounded), the archive's directory naming a workbook, or text at its beginning.
 * Throws UploadRejected (wrong type) or SerialFileProblem (a broken archive).
 */
export async function serialFileKind(bytes: Uint8Array): Promise<SerialFileKind> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) {
    if (!startsAsText(bytes)) throw wrongType();
    return 'csv';
  }
  // Streaming writers put the sheet before the parts file-type looks for: such a workbook is named a plain zip.
  if (type.ext !== 'xlsx' && type.ext !== 'zip') throw wrongType();
  try {
    checkWorkbookArchive(bytes);
  } catch (error) {
    if (!(error instanceof SheetProblem)) throw error;
    if (error.kind === 'notWorkbook') throw wrongType();
    throw new SerialFileProblem('serialFile.unreadable');
  }
  return 'xlsx';
}

/**
 * Hands the file's serial numbers to `take` in chunks of `chunkSize` (with the offset of the chunk's
 * first), in file order, as a worker thread parses them, and checks there are exactly `count`. One
 * chunk is taken at a time while the worker reads the next; reading stops at the first row past
 * `count`. Settles only once no `take` runs. Throws UploadRejected, SerialFileProblem, or the
 * signal's abort.
 */
export async function readSerialChunks(
  bytes: Uint8Array,
  count: number,
  chunkSize: number,
  take: (chunk: SerialRow[], offset: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const workerData: SerialWorkerInput = { bytes, kind: await serialFileKind(bytes), count, chunkSize };
  const worker = new Worker(WORKER, { workerData, resourceLimits: WORKER_HEAP });
  try {
    for await (const [message] of on(worker, 'message', { signal, close: ['exit'] }) as AsyncIterable<[SerialWorkerMessage]>) {
      switch (message.type) {
        case 'rows':
          await take(message.rows, message.offset);
          worker.postMessage('taken');
          break;
        case 'done':
          return;
        case 'problem':
          throw new SerialFileProblem(message.reason, message.params);
        case 'wrongType':
          throw wrongType();
      }
    }
    throw new Error('the serial-number worker stopped before it answered');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw unpackedTooLarge();
    }
    throw error;
  } finally {
    await worker.terminate();
  }
}

/** A file refused by its bytes or its content, as the error the request answers or the job fails with; other errors as they are. */
export function serialFileRefusal(error: unknown): unknown {
  if (error instanceof UploadRejected) return rejection(error.problem);
  if (error instanceof SerialFileProblem) return new AppError(ErrorCode.SerialFileInvalid, error.params, error.reason);
  return error;
}
