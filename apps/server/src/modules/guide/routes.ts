import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, Perm } from '@iotc/shared';
import { tenantBody } from '@iotc/shared/spaces';
import { appDownload, guideDemo, guidePaths, guideState as guideStateAnswer } from '@iotc/shared/guide';
import { answer } from '../../core/answers.ts';
import type { AuthContext } from '../../core/auth.ts';
import { calls } from '../../core/calls.ts';
import { AppError } from '../../core/errors.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { appDownloadUrl, ensureGuideDemo } from './demo.ts';
import { markGuided } from '../spaces/guided.ts';
import { guideState } from './service.ts';

/**
 * The guide is kept per user and space, and only for the space of the token: the session already
 * proves the user belongs to it, and any other space id is refused. Answers the caller.
 */
function callerInTokenSpace(request: FastifyRequest, tenantId: string): AuthContext {
  if (tenantId !== request.auth.tenantId) throw new AppError(ErrorCode.Forbidden);
  return request.auth;
}

export default async function guideRoutes(app: FastifyInstance) {
  const call = calls(app, ['guide']);

  call.post(
    guidePaths.guideCheck,
    { summary: 'Whether the user has been through the novice guide in this space', body: tenantBody, response: answer(guideStateAnswer) },
    async (request) => {
      const { userId, tenantId, userType } = callerInTokenSpace(request, request.body.tenantId);
      return guideState(app.db, userId, tenantId, userType);
    },
  );

  call.post(
    guidePaths.setHasGuided,
    { summary: 'Marks the novice guide as done for the user in this space', body: tenantBody, response: answer(guideStateAnswer) },
    async (request) => {
      const { userId, tenantId, userType } = callerInTokenSpace(request, request.body.tenantId);
      await markGuided(app.db, userId, tenantId, app.clock.now());
      app.accountViews.forget(userId);
      return guideState(app.db, userId, tenantId, userType);
    },
  );

  call.post(
    guidePaths.demo,
    {
      // It may create a product and a virtual device: both authorities are needed.
      preHandler: [requirePermission(app, Perm.productAdd), requirePermission(app, Perm.virtualDeviceAdd)],
      summary: "The tour's demo product of the caller's space and a virtual device of it, created when missing and answered once online, within 30 s",
      response: answer(guideDemo),
    },
    (request) => ensureGuideDemo(app, tenantScope(request), { userId: request.auth.userId, lang: request.lang }),
  );

  call.get(
    guidePaths.appDownloadUrl,
    { summary: 'Where the demo App is downloaded: the dictionary entry demoApp/app_download_url, or the App page of the console', response: answer(appDownload) },
    async () => ({ url: await appDownloadUrl(app.db, app.config.publicUrl) }),
  );
}
