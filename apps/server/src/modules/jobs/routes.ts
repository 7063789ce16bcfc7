import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobInfo, jobPaths } from '@iotc/shared/jobs';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { jobInfoOf, jobRowOf, JobRunner } from './service.ts';

/** This instance's job runner (service.ts), and the job detail a reloaded page reads its progress from. */
export default async function jobsRoutes(app: FastifyInstance) {
  const runner = new JobRunner(app);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());

  calls(app, ['jobs']).get(
    jobPaths.detail(':id'),
    {
      summary: 'A job of the caller\'s space: status, progress, failure and result; 404 for another space\'s',
      params: z.object({ id: z.string().min(1).max(64) }),
      response: answer(jobInfo),
    },
    async (request) => jobInfoOf(await jobRowOf(app.db, tenantScope(request), request.params.id), request.lang),
  );
}
