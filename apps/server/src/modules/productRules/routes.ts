import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import { productRule, productRulePaths, ruleDeleteBody, ruleEditBody, ruleSaveBody } from '@iotc/shared/productRules';
import { productIdQuery } from '@iotc/shared/products';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import { deleteRule, editRule, listRules, saveRule } from './service.ts';

/** Rule config: the product's linkage rules over its functions. Writes are refused while the product is published. */
export default async function productRulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['productRules'];
  const edit = requirePermission(app, Perm.productEdit);

  r.get(
    productRulePaths.ruleList,
    { schema: { tags, summary: "The product's rules, oldest first", querystring: productIdQuery, response: answer(z.array(productRule)) } },
    async (request, reply) => reply.ok(await listRules(app.db, tenantScope(request), request.query.productId)),
  );

  r.post(
    productRulePaths.ruleSave,
    { preHandler: edit, schema: { tags, summary: "Adds a rule whose conditions and actions name the product's functions with values that suit them", body: ruleSaveBody, response: answer(productRule) } },
    async (request, reply) => reply.ok(await saveRule(app, tenantScope(request), request.body)),
  );

  r.post(
    productRulePaths.ruleEdit,
    { preHandler: edit, schema: { tags, summary: 'Changes a rule, checked as when added', body: ruleEditBody, response: answer(productRule) } },
    async (request, reply) => reply.ok(await editRule(app, tenantScope(request), request.body)),
  );

  r.post(
    productRulePaths.ruleDelete,
    { preHandler: edit, schema: { tags, summary: 'Deletes a rule', body: ruleDeleteBody, response: emptyAnswer } },
    async (request, reply) => reply.ok(await deleteRule(app, tenantScope(request), request.body)),
  );
}
