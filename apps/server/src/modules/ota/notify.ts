import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildMessage, deviceTopic } from '@iotc/shared';
import type { OtaInfo } from '@iotc/shared';
import { versionFile } from '../firmware/releaseReads.ts';
import { productLabels } from '../products/readModel.ts';
import { signedFileUrl } from './download.ts';
import { otaReleases } from './tables.ts';

/** Releases whose file facts are kept in memory at most; full, it starts over. */
const CACHE_MAX = 1000;

/** What every notification of a release carries (immutable: a release's version and file never change). */
interface ReleaseFile {
  productKey: string;
  info: Omit<OtaInfo, 'taskId' | 'url'>;
}

/** A task to notify: its id is the message's mid too, so the device's ack names the task. */
export interface NotifiedTask {
  id: string;
  did: string;
}

/**
 * Sends `ota_info` to devices (QoS 1 on their `upgrade` topic) with the signed address of the release's file, for the controller
 * (first notifications and retries) and the device events (a device that came back online with a task under way).
 */
export class OtaNotifier {
  private readonly files = new Map<string, Promise<ReleaseFile | null>>();
  private readonly delayed = new Set<NodeJS.Timeout>();

  constructor(private readonly app: Pick<FastifyInstance, 'db' | 'broker' | 'config' | 'clock' | 'log'>) {}

  /** Sends to each task now, or after its delay in milliseconds (the rate limit's jitter); never waits for the broker. */
  send(releaseId: string, tasks: readonly NotifiedTask[], delayMs?: (index: number) => number): void {
    if (tasks.length === 0) return;
    void this.fileOf(releaseId).then((file) => {
      if (!file) return;
      tasks.forEach((task, index) => {
        const delay = delayMs?.(index) ?? 0;
        if (delay <= 0) return this.publish(file, task);
        const timer = setTimeout(() => {
          this.delayed.delete(timer);
          this.publish(file, task);
        }, delay);
        this.delayed.add(timer);
      });
    });
  }

  close(): void {
    for (const timer of this.delayed) clearTimeout(timer);
    this.delayed.clear();
  }

  private publish(file: ReleaseFile, task: NotifiedTask): void {
    const payload: OtaInfo = { ...file.info, taskId: task.id, url: signedFileUrl(this.app.config, task.id, this.app.clock.now()) };
    const message = buildMessage('upgrade', 'ota_info', task.did, payload, task.id);
    // A lost notification is not lost work: the task times out and is sent again, or the device's next connect sends it.
    this.app.broker
      .publish(deviceTopic(file.productKey, task.did, 'upgrade'), JSON.stringify(message), 1)
      .catch((err: unknown) => this.app.log.warn({ err, taskId: task.id }, 'ota: a notification was not sent'));
  }

  private fileOf(releaseId: string): Promise<ReleaseFile | null> {
    let file = this.files.get(releaseId);
    if (!file) {
      if (this.files.size >= CACHE_MAX) this.files.clear();
      file = this.load(releaseId);
      this.files.set(releaseId, file);
      // A failed read is tried again next time.
      file.catch(() => this.files.delete(releaseId));
    }
    return file.catch((err: unknown) => {
      this.app.log.warn({ err, releaseId }, 'ota: the release file could not be read');
      return null;
    });
  }

  private async load(releaseId: string): Promise<ReleaseFile | null> {
    const [release] = await this.app.db.select().from(otaReleases).where(eq(otaReleases.id, releaseId));
    if (!release) return null;
    const [labels, file] = await Promise.all([productLabels(this.app.db, [release.productId]), versionFile(this.app.db, release.versionId)]);
    const productKey = labels.get(release.productId)?.productKey;
    if (!productKey || !file) return null;
    return {
      productKey,
      info: {
        firmwareKey: release.firmwareKey,
        firmwareType: release.firmwareType,
        version: release.version,
        size: file.fileSize,
        md5: file.md5,
        sha256: file.sha256,
        timeoutS: release.taskTimeoutS,
      },
    };
  }
}
