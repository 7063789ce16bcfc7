import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobPaths } from '@iotc/shared';
import { jobInfo, jobRowOf, JobRunner } from '../../core/jobs.ts';
import { tenantScope } from '../../core/tenancy.ts';

/** This instance's job runner (core/jobs.ts), and the job detail a reloaded page reads its progress from. */
export default async function jobsRoutes(app: FastifyInstance) {
  const runner = new JobRunner(app);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    jobPaths.detail(':id'),
    {
      schema: {
        tags: ['jobs'],
        summary: 'A job of the caller\'s space: status, progress, failure and result (JobInfo); 404 for another space\'s',
        params: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => reply.ok(jobInfo(await jobRowOf(app.db, tenantScope(request), request.params.id), request.lang)),
  );
}
