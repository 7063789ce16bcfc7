import { eq } from 'drizzle-orm';
import { RealtimeKind } from '@iotc/shared/realtime';
import type { AppContext } from '../../core/context.ts';
import { spaceUserIds } from '../spaces/service.ts';
import { emptyCounts, releaseCounts } from './service.ts';
import { otaReleases } from './tables.ts';

/** How often at most a release's progress goes to the console. */
const INTERVAL_MS = 1000;

/**
 * The real-time `ota` message of a release whose tasks or status changed: the first change goes out at once, later ones
 * are coalesced to one message per INTERVAL_MS per release, carrying the counts as they are when it is sent.
 */
export class ReleaseProgress {
  /** releaseId → its space, for releases waiting for their next message. */
  private readonly pending = new Map<string, string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly lastSent = new Map<string, number>();
  private closed = false;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'realtime' | 'log'>) {}

  changed(tenantId: string, releaseId: string): void {
    if (this.closed) return;
    this.pending.set(releaseId, tenantId);
    // A release with a message waiting or being sent gets its change in that message or the next.
    if (!this.timers.has(releaseId)) this.schedule(releaseId);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
  }

  private schedule(releaseId: string): void {
    const wait = Math.max(0, (this.lastSent.get(releaseId) ?? 0) + INTERVAL_MS - Date.now());
    this.timers.set(releaseId, setTimeout(() => void this.send(releaseId), wait));
  }

  /** Reads the release's counts and sends them; the interval counts from the moment it goes out. */
  private async send(releaseId: string): Promise<void> {
    const tenantId = this.pending.get(releaseId);
    this.pending.delete(releaseId);
    try {
      if (tenantId) await this.publish(tenantId, releaseId);
    } catch (err) {
      this.ctx.log.warn({ err, releaseId }, 'ota: progress message not sent');
    } finally {
      this.timers.delete(releaseId);
      if (this.pending.has(releaseId) && !this.closed) this.schedule(releaseId);
    }
  }

  private async publish(tenantId: string, releaseId: string): Promise<void> {
    const [release] = await this.ctx.db
      .select({ status: otaReleases.status, currentStage: otaReleases.currentStage })
      .from(otaReleases)
      .where(eq(otaReleases.id, releaseId));
    if (!release) return;
    const counts = (await releaseCounts(this.ctx.db, [releaseId])).get(releaseId) ?? emptyCounts();
    const users = await spaceUserIds(this.ctx.db, tenantId);
    const at = Date.now();
    this.lastSent.set(releaseId, at);
    // Forgotten after a quiet interval, so the map holds only releases that move.
    setTimeout(() => this.lastSent.get(releaseId) === at && this.lastSent.delete(releaseId), INTERVAL_MS).unref();
    await this.ctx.realtime.publish(RealtimeKind.Ota, users, { releaseId, status: release.status, currentStage: release.currentStage, counts, at });
  }
}
