import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { productRule, productRulePaths, ruleDeleteBody, ruleEditBody, ruleSaveBody } from '@iotc/shared/productRules';
import { productIdQuery } from '@iotc/shared/products';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { deleteRule, editRule, listRules, saveRule } from './service.ts';

/** Rule config: the product's linkage rules over its functions. Writes are refused while the product is published. */
export default async function productRulesRoutes(app: FastifyInstance) {
  const call = calls(app, ['productRules']);
  const edit = requirePermission(app, Perm.productEdit);

  call.get(
    productRulePaths.ruleList,
    { summary: "The product's rules, oldest first", querystring: productIdQuery, response: answer(z.array(productRule)) },
    (request) => listRules(app.db, tenantScope(request), request.query.productId),
  );

  call.post(
    productRulePaths.ruleSave,
    { preHandler: edit, summary: "Adds a rule whose conditions and actions name the product's functions with values that suit them", body: ruleSaveBody, response: answer(productRule) },
    (request) => saveRule(app, tenantScope(request), request.body),
  );

  call.post(
    productRulePaths.ruleEdit,
    { preHandler: edit, summary: 'Changes a rule, checked as when added', body: ruleEditBody, response: answer(productRule) },
    (request) => editRule(app, tenantScope(request), request.body),
  );

  call.post(
    productRulePaths.ruleDelete,
    { preHandler: edit, summary: 'Deletes a rule', body: ruleDeleteBody, response: emptyAnswer },
    (request) => deleteRule(app, tenantScope(request), request.body),
  );
}
