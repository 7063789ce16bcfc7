import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import {
  addFuncBody,
  addStandardFuncBody,
  deleteFuncBody,
  editFuncBody,
  funcListQuery,
  functionPaths,
  functionTemplate,
  importFuncBody,
  productFunction,
  setSceneFuncBody,
  setTimerFuncBody,
  standardFuncListQuery,
} from '@iotc/shared/functions';
import { productIdQuery } from '@iotc/shared/products';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import {
  addFunc,
  addStandardFunc,
  deleteFunc,
  editFunc,
  funcList,
  importFunc,
  listFunctions,
  resetStandardFunc,
  setSceneFunc,
  setTimerFunc,
  standardFuncList,
} from './service.ts';

/** Functions (data points): the product's thing model. Writes are refused while the product is published. */
export default async function functionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['functions'];
  const edit = requirePermission(app, Perm.productEdit);
  const oneFunction = answer(productFunction);
  const functionList = answer(z.array(productFunction));

  r.get(
    functionPaths.functions,
    { schema: { tags, summary: "The product's whole thing model in DP ID order", querystring: productIdQuery, response: functionList } },
    async (request, reply) => reply.ok(await listFunctions(app.db, tenantScope(request), request.query.productId)),
  );

  r.get(
    functionPaths.funcList,
    { schema: { tags, summary: "The product's functions of one kind and / or matching a keyword in name or identifier", querystring: funcListQuery, response: functionList } },
    async (request, reply) => reply.ok(await funcList(app.db, tenantScope(request), request.query)),
  );

  r.get(
    functionPaths.standardFuncList,
    {
      schema: {
        tags,
        summary: "Functions the product can add: kind 1 its class's standard ones, kind 3 the advanced catalogue, named in the request's language",
        querystring: standardFuncListQuery,
        response: answer(z.array(functionTemplate)),
      },
    },
    async (request, reply) => reply.ok(await standardFuncList(app.db, tenantScope(request), request.query, request.lang)),
  );

  r.post(
    functionPaths.addStandardFunc,
    { preHandler: edit, schema: { tags, summary: 'Adds up to 10 standard or advanced functions from their templates; one already added is 409', body: addStandardFuncBody, response: functionList } },
    async (request, reply) => reply.ok(await addStandardFunc(app, tenantScope(request), request.body, request.lang)),
  );

  r.post(
    functionPaths.addFunc,
    { preHandler: edit, schema: { tags, summary: 'Adds up to 10 custom functions (DP ID 101-199); a DP ID or identifier already used is 409', body: addFuncBody, response: functionList } },
    async (request, reply) => reply.ok(await addFunc(app, tenantScope(request), request.body, request.lang)),
  );

  r.post(
    functionPaths.editFunc,
    {
      preHandler: edit,
      schema: { tags, summary: 'Edits one function; standard and advanced ones keep DP ID, identifier, data type and transfer type', body: editFuncBody, response: oneFunction },
    },
    async (request, reply) => reply.ok(await editFunc(app, tenantScope(request), request.body, request.lang)),
  );

  r.post(
    functionPaths.deleteFunc,
    { preHandler: edit, schema: { tags, summary: 'Deletes up to 10 functions; refused while a rule uses one', body: deleteFuncBody, response: emptyAnswer } },
    async (request, reply) => reply.ok(await deleteFunc(app, tenantScope(request), request.body)),
  );

  // A GET by the spec, yet it changes the model: guarded and refused while published like every write.
  r.get(
    functionPaths.resetStandardFunc,
    { preHandler: edit, schema: { tags, summary: "Replaces the standard functions with the class's default ones; custom and advanced ones stay", querystring: productIdQuery, response: functionList } },
    async (request, reply) => reply.ok(await resetStandardFunc(app, tenantScope(request), request.query.productId, request.lang)),
  );

  r.post(
    functionPaths.setSceneFunc,
    { preHandler: edit, schema: { tags, summary: 'Sets which functions scene linkage offers as conditions and actions; report-only ones cannot be actions', body: setSceneFuncBody, response: functionList } },
    async (request, reply) => reply.ok(await setSceneFunc(app, tenantScope(request), request.body)),
  );

  r.post(
    functionPaths.setTimerFunc,
    { preHandler: edit, schema: { tags, summary: 'Sets the functions timers may set (writable bool, enum and value ones); the others are taken off', body: setTimerFuncBody, response: functionList } },
    async (request, reply) => reply.ok(await setTimerFunc(app, tenantScope(request), request.body)),
  );

  r.post(
    functionPaths.importFunc,
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Replaces the whole model with an exported ThingModel; a model breaking rules is 422 ModelInvalid with every problem in data (ImportFuncRefusal)',
        body: importFuncBody,
        response: functionList,
      },
    },
    async (request, reply) => reply.ok(await importFunc(app, tenantScope(request), request.body.productId, request.body.model, request.lang)),
  );
}
