import type { FastifyInstance } from 'fastify';
import { OtaController } from './controller.ts';
import { OtaDeviceEvents } from './events.ts';
import { OtaNotifier } from './notify.ts';
import { ReleaseProgress } from './progress.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OTA module's moving parts: the controller, the device events, the notifications and the progress messages. */
    ota: OtaRuntime;
  }
}

/**
 * What of OTA lives as long as the app: made before the device ingest (which hands it the devices' upgrade messages, see
 * app.ts); the controller starts once the broker listens (routes.ts).
 */
export class OtaRuntime {
  readonly progress: ReleaseProgress;
  readonly notifier: OtaNotifier;
  readonly deviceEvents: OtaDeviceEvents;
  readonly controller: OtaController;

  constructor(app: FastifyInstance) {
    this.progress = new ReleaseProgress(app);
    this.notifier = new OtaNotifier(app);
    this.deviceEvents = new OtaDeviceEvents(app, this.notifier, this.progress);
    this.controller = new OtaController(app, this.notifier, this.progress);
  }

  async close(): Promise<void> {
    await this.controller.close();
    this.notifier.close();
    this.progress.close();
  }
}
