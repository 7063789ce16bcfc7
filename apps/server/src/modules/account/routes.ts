import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { requireEnterpriseOwner, requireOwner } from '../../core/guards.ts';
import { certificationState, submitCertification } from '../certification/service.ts';
import { addContact, baseInfo, changeCompanyName, companyInfo, deleteContact, setSecurityTime, updateBaseInfo, updateContact } from './service.ts';
import {
  accountPaths,
  baseInfo as baseInfoAnswer,
  baseInfoBody,
  changeCompanyNameBody,
  companyContact,
  companyInfo as companyInfoAnswer,
  companyNameChanged,
  contactBody,
  contactDeleteQuery,
  contactUpdateBody,
  securityTimeBody,
  securityTimeSet,
} from '@iotc/shared/account';
import { certificationBody, certificationState as certificationStateAnswer } from '@iotc/shared/certification';

/**
 * Account settings (spec 000 §2): only in the user's own space (userType 1); enterprise info and
 * certification only for an enterprise account. The password change is authPaths.updatePwd (modules/auth).
 */
export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  // Guards run before validation: a caller who may not use the call learns that, not what its body lacks.
  const owner = requireOwner();
  const enterpriseOwner = requireEnterpriseOwner(app);

  r.get(accountPaths.baseinfo, { preValidation: owner, schema: { tags, summary: 'Basic info of the account', response: answer(baseInfoAnswer) } }, async (request, reply) =>
    reply.ok(await baseInfo(app, request.auth)),
  );

  r.post(
    accountPaths.baseinfo,
    { preValidation: owner, schema: { tags, summary: 'Save country, phone, e-mail and address', body: baseInfoBody, response: answer(baseInfoAnswer) } },
    async (request, reply) => reply.ok(await updateBaseInfo(app, request.auth, request.body)),
  );

  r.post(
    accountPaths.securityTime,
    { preValidation: owner, schema: { tags, summary: 'Set the login-safety time in seconds', body: securityTimeBody, response: answer(securityTimeSet) } },
    async (request, reply) => reply.ok(await setSecurityTime(app, request.auth, request.body.securityTime)),
  );

  r.get(
    accountPaths.companyInfo,
    { preValidation: enterpriseOwner, schema: { tags, summary: 'Company name, certification state and contacts', response: answer(companyInfoAnswer) } },
    async (request, reply) => reply.ok(await companyInfo(app, request.auth)),
  );

  r.post(
    accountPaths.changeCompanyName,
    { preValidation: enterpriseOwner, schema: { tags, summary: 'Rename the company (the own space)', body: changeCompanyNameBody, response: answer(companyNameChanged) } },
    async (request, reply) => reply.ok(await changeCompanyName(app, request.auth, request.body.companyName)),
  );

  r.post(
    accountPaths.addContact,
    { preValidation: enterpriseOwner, schema: { tags, summary: 'Add a company contact', body: contactBody, response: answer(companyContact) } },
    async (request, reply) => reply.ok(await addContact(app, request.auth, request.body)),
  );

  r.post(
    accountPaths.updateContact,
    { preValidation: enterpriseOwner, schema: { tags, summary: 'Change a company contact', body: contactUpdateBody, response: answer(companyContact) } },
    async (request, reply) => {
      const { id, ...contact } = request.body;
      return reply.ok(await updateContact(app, request.auth, id, contact));
    },
  );

  r.post(
    accountPaths.deleteContact,
    { preValidation: enterpriseOwner, schema: { tags, summary: 'Delete a company contact (`?id=`)', querystring: contactDeleteQuery, response: emptyAnswer } },
    async (request, reply) => {
      await deleteContact(app, request.auth, request.query.id);
      return reply.ok(null);
    },
  );

  r.get(
    accountPaths.certification,
    { preValidation: enterpriseOwner, schema: { tags, summary: 'The enterprise certification and its audit records', response: answer(certificationStateAnswer) } },
    async (request, reply) => reply.ok(await certificationState(app.db, request.auth.tenantId, request.lang)),
  );

  r.post(
    accountPaths.certification,
    {
      preValidation: enterpriseOwner,
      schema: { tags, summary: 'Submit the enterprise certification for review', body: certificationBody, response: answer(certificationStateAnswer) },
    },
    async (request, reply) => reply.ok(await submitCertification(app, request.auth, request.body, request.lang)),
  );
}
