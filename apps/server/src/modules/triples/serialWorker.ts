import { parentPort, workerData } from 'node:worker_threads';
import { csvRows, decodeText } from '../../core/sheets/csv.ts';
import { SheetProblem } from '../../core/sheets/problem.ts';
import { xlsxRows, type SheetRow } from '../../core/sheets/xlsx.ts';
import { SERIAL_FILE_LIMITS, SerialFileProblem, SerialRowCheck, grouped, unpackedTooLarge, type SerialRow, type SerialWorkerInput, type SerialWorkerMessage } from './serialRows.ts';

/**
 * The parsing worker of a serial-number file (started by serialFile.ts): reads the file within its
 * bounds off the server's event loop and sends its serial numbers back in chunks, waiting for each to
 * be taken before it sends the next.
 */

const port = parentPort!;
const input = workerData as SerialWorkerInput;
const { columns, cellChars } = SERIAL_FILE_LIMITS;

let acknowledge: (() => void) | null = null;
port.on('message', () => {
  acknowledge?.();
  acknowledge = null;
});

function send(message: SerialWorkerMessage): void {
  port.postMessage(message);
}

/** Sends a chunk; settles when the main thread has taken it. */
function sendRows(rows: SerialRow[], offset: number): Promise<void> {
  return new Promise((resolve) => {
    acknowledge = resolve;
    send({ type: 'rows', rows, offset });
  });
}

async function* workbookRows(): AsyncGenerator<SheetRow> {
  for await (const batch of xlsxRows(input.bytes, SERIAL_FILE_LIMITS)) yield* batch;
}

/** A bound of the reader as the reason the file is refused; null for an archive that holds no workbook. */
function serialProblem({ kind, limit }: SheetProblem): SerialFileProblem | null {
  switch (kind) {
    case 'notWorkbook':
      return null;
    case 'unpackedTooLarge':
      return unpackedTooLarge();
    case 'tooManyStrings':
    case 'textTooLong':
      return new SerialFileProblem(`serialFile.${kind}`, { max: grouped(limit) });
    case 'unreadable':
      return new SerialFileProblem('serialFile.unreadable');
  }
}

async function read(): Promise<SerialWorkerMessage> {
  let rows: AsyncIterable<SheetRow> | Iterable<SheetRow>;
  if (input.kind === 'xlsx') rows = workbookRows();
  else {
    // The request looked at the beginning only.
    const text = decodeText(input.bytes);
    if (text === null) return { type: 'wrongType' };
    rows = csvRows(text, columns, cellChars);
  }
  const check = new SerialRowCheck(input.count);
  let chunk: SerialRow[] = [];
  let handed = 0;
  let taken = Promise.resolve();
  try {
    for await (const row of rows) {
      const serial = check.take(row);
      if (!serial) continue;
      chunk.push(serial);
      if (chunk.length < input.chunkSize) continue;
      // The next chunk is read while this one is taken; the one after waits.
      await taken;
      taken = sendRows(chunk, handed);
      handed += chunk.length;
      chunk = [];
    }
    check.finish();
    await taken;
    if (chunk.length > 0) await sendRows(chunk, handed);
    return { type: 'done' };
  } catch (error) {
    const problem = error instanceof SheetProblem ? serialProblem(error) : error;
    if (problem === null) return { type: 'wrongType' };
    if (problem instanceof SerialFileProblem) return { type: 'problem', reason: problem.reason, params: problem.params };
    throw error;
  }
}

send(await read());
