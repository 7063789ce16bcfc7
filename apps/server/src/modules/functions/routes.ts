import type { FastifyInstance } from 'fastify';
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
import { calls } from '../../core/calls.ts';
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
  const call = calls(app, ['functions']);
  const edit = requirePermission(app, Perm.productEdit);
  const oneFunction = answer(productFunction);
  const functionList = answer(z.array(productFunction));

  call.get(
    functionPaths.functions,
    { summary: "The product's whole thing model in DP ID order", querystring: productIdQuery, response: functionList },
    (request) => listFunctions(app.db, tenantScope(request), request.query.productId, request.lang),
  );

  call.get(
    functionPaths.funcList,
    { summary: "The product's functions of one kind and / or matching a keyword in name or identifier", querystring: funcListQuery, response: functionList },
    (request) => funcList(app.db, tenantScope(request), request.query, request.lang),
  );

  call.get(
    functionPaths.standardFuncList,
    {
      summary: "Functions the product can add: kind 1 its class's standard ones, kind 3 the advanced catalogue, named in the request's language",
      querystring: standardFuncListQuery,
      response: answer(z.array(functionTemplate)),
    },
    (request) => standardFuncList(app.db, tenantScope(request), request.query, request.lang),
  );

  call.post(
    functionPaths.addStandardFunc,
    { preHandler: edit, summary: 'Adds up to 10 standard or advanced functions from their templates; one already added is 409', body: addStandardFuncBody, response: functionList },
    (request) => addStandardFunc(app, tenantScope(request), request.body, request.lang),
  );

  call.post(
    functionPaths.addFunc,
    { preHandler: edit, summary: 'Adds up to 10 custom functions (DP ID 101-199); a DP ID or identifier already used is 409', body: addFuncBody, response: functionList },
    (request) => addFunc(app, tenantScope(request), request.body, request.lang),
  );

  call.post(
    functionPaths.editFunc,
    { preHandler: edit, summary: 'Edits one function; standard and advanced ones keep DP ID, identifier, data type and transfer type', body: editFuncBody, response: oneFunction },
    (request) => editFunc(app, tenantScope(request), request.body, request.lang),
  );

  call.post(
    functionPaths.deleteFunc,
    { preHandler: edit, summary: 'Deletes up to 10 functions; refused while a rule uses one', body: deleteFuncBody, response: emptyAnswer },
    (request) => deleteFunc(app, tenantScope(request), request.body, request.lang),
  );

  // A GET by the spec, yet it changes the model: guarded and refused while published like every write.
  call.get(
    functionPaths.resetStandardFunc,
    { preHandler: edit, summary: "Replaces the standard functions with the class's default ones; custom and advanced ones stay", querystring: productIdQuery, response: functionList },
    (request) => resetStandardFunc(app, tenantScope(request), request.query.productId, request.lang),
  );

  call.post(
    functionPaths.setSceneFunc,
    { preHandler: edit, summary: 'Sets which functions scene linkage offers as conditions and actions; report-only ones cannot be actions', body: setSceneFuncBody, response: functionList },
    (request) => setSceneFunc(app, tenantScope(request), request.body, request.lang),
  );

  call.post(
    functionPaths.setTimerFunc,
    { preHandler: edit, summary: 'Sets the functions timers may set (writable bool, enum and value ones); the others are taken off', body: setTimerFuncBody, response: functionList },
    (request) => setTimerFunc(app, tenantScope(request), request.body, request.lang),
  );

  call.post(
    functionPaths.importFunc,
    {
      preHandler: edit,
      summary: 'Replaces the whole model with an exported ThingModel; a model breaking rules is 422 ModelInvalid with every problem in data (ImportFuncRefusal)',
      body: importFuncBody,
      response: functionList,
    },
    (request) => importFunc(app, tenantScope(request), request.body.productId, request.body.model, request.lang),
  );
}
