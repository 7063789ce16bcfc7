import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  certificationAdminDetail as adminDetail,
  certificationAdminPaths,
  certificationListItem,
  certificationListQuery,
  certificationReviewBody,
} from '@iotc/shared/certification';
import { answer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { requirePermission } from '../../core/guards.ts';
import { certificationAdminDetail, listCertifications, reviewCertification } from './service.ts';

/** The operator's review of enterprise certifications; the applicant's side is in modules/account. */
export default async function certificationRoutes(app: FastifyInstance) {
  const call = calls(app, ['certification']);
  // Guards run before validation, so a caller without the permission gets 403 whatever the body.
  const canList = requirePermission(app, Perm.certificationList);

  call.get(
    certificationAdminPaths.list,
    {
      preValidation: canList,
      summary: 'Certification submissions of every space, by state and company name',
      querystring: certificationListQuery,
      response: answer(pageResultOf(certificationListItem)),
    },
    (request) => listCertifications(app.db, request.query),
  );

  call.get(
    certificationAdminPaths.detail(':id'),
    { preValidation: canList, summary: 'One submission with its images', params: z.object({ id: z.string().min(1).max(64) }), response: answer(adminDetail) },
    (request) => certificationAdminDetail(app.db, request.params.id, request.lang),
  );

  call.post(
    certificationAdminPaths.review,
    {
      preValidation: requirePermission(app, Perm.certificationReview),
      summary: 'Approve (the account becomes enterprise-certified) or reject with a reason a pending submission',
      body: certificationReviewBody,
      response: answer(adminDetail),
    },
    (request) => reviewCertification(app, request.auth.userId, request.body, request.lang),
  );
}
