import type { FastifyInstance } from 'fastify';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
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
  const call = calls(app, ['account']);
  // Guards run before validation: a caller who may not use the call learns that, not what its body lacks.
  const owner = requireOwner();
  const enterpriseOwner = requireEnterpriseOwner(app);

  call.get(accountPaths.baseinfo, { preValidation: owner, summary: 'Basic info of the account', response: answer(baseInfoAnswer) }, (request) => baseInfo(app, request.auth));

  call.post(
    accountPaths.baseinfo,
    { preValidation: owner, summary: 'Save country, phone, e-mail and address', body: baseInfoBody, response: answer(baseInfoAnswer) },
    (request) => updateBaseInfo(app, request.auth, request.body),
  );

  call.post(
    accountPaths.securityTime,
    { preValidation: owner, summary: 'Set the login-safety time in seconds', body: securityTimeBody, response: answer(securityTimeSet) },
    (request) => setSecurityTime(app, request.auth, request.body.securityTime),
  );

  call.get(
    accountPaths.companyInfo,
    { preValidation: enterpriseOwner, summary: 'Company name, certification state and contacts', response: answer(companyInfoAnswer) },
    (request) => companyInfo(app, request.auth),
  );

  call.post(
    accountPaths.changeCompanyName,
    { preValidation: enterpriseOwner, summary: 'Rename the company (the own space)', body: changeCompanyNameBody, response: answer(companyNameChanged) },
    (request) => changeCompanyName(app, request.auth, request.body.companyName),
  );

  call.post(
    accountPaths.addContact,
    { preValidation: enterpriseOwner, summary: 'Add a company contact', body: contactBody, response: answer(companyContact) },
    (request) => addContact(app, request.auth, request.body),
  );

  call.post(
    accountPaths.updateContact,
    { preValidation: enterpriseOwner, summary: 'Change a company contact', body: contactUpdateBody, response: answer(companyContact) },
    async (request) => {
      const { id, ...contact } = request.body;
      return updateContact(app, request.auth, id, contact);
    },
  );

  call.post(
    accountPaths.deleteContact,
    { preValidation: enterpriseOwner, summary: 'Delete a company contact (`?id=`)', querystring: contactDeleteQuery, response: emptyAnswer },
    (request) => deleteContact(app, request.auth, request.query.id),
  );

  call.get(
    accountPaths.certification,
    { preValidation: enterpriseOwner, summary: 'The enterprise certification and its audit records', response: answer(certificationStateAnswer) },
    (request) => certificationState(app.db, request.auth.tenantId, request.lang),
  );

  call.post(
    accountPaths.certification,
    { preValidation: enterpriseOwner, summary: 'Submit the enterprise certification for review', body: certificationBody, response: answer(certificationStateAnswer) },
    (request) => submitCertification(app, request.auth, request.body, request.lang),
  );
}
