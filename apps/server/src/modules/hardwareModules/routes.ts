import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hardwareModule, hardwareModulePaths, queryModulesQuery } from '@iotc/shared/hardwareModules';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { listModules } from './service.ts';

export default async function hardwareModulesRoutes(app: FastifyInstance) {
  const call = calls(app, ['products']);

  call.get(
    hardwareModulePaths.queryModules,
    { summary: 'Communication modules, of one network type and development scheme, or all', querystring: queryModulesQuery, response: answer(z.array(hardwareModule)) },
    (request) => listModules(app.db, request.query),
  );
}
