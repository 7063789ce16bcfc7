import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Perm } from '@iotc/shared';
import {
  productClass,
  productClassAdminPaths,
  productClassEditBody,
  productClassIdBody,
  productClassInput,
  productClassPaths,
} from '@iotc/shared/productClasses';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { calls } from '../../core/calls.ts';
import { requirePermission } from '../../core/guards.ts';
import { classTree, createClass, deleteClass, updateClass } from './service.ts';

export default async function productClassesRoutes(app: FastifyInstance) {
  const call = calls(app, ['products']);
  const classTreeAnswer = answer(z.array(productClass));

  call.get(
    productClassPaths.productTypes,
    { summary: 'The product classes (categories), two levels, with their standard-function counts', response: classTreeAnswer },
    () => classTree(app.db),
  );

  // ── Operators ──
  const adminCall = calls(app, ['admin: product classes']);
  adminCall.get(
    productClassAdminPaths.list,
    { preHandler: requirePermission(app, Perm.productClassList), summary: 'Every product class as the two-level tree', response: classTreeAnswer },
    () => classTree(app.db),
  );
  adminCall.post(
    productClassAdminPaths.save,
    {
      preHandler: requirePermission(app, Perm.productClassAdd),
      summary: 'Adds a class; a parent must be a top-level class without products',
      body: productClassInput,
      response: answer(productClass),
    },
    (request) => createClass(app, request.lang, request.body),
  );
  adminCall.post(
    productClassAdminPaths.edit,
    { preHandler: requirePermission(app, Perm.productClassEdit), summary: 'Renames, reorders or moves a class, keeping two levels', body: productClassEditBody, response: answer(productClass) },
    (request) => updateClass(app, request.lang, request.body),
  );
  adminCall.post(
    productClassAdminPaths.delete,
    {
      preHandler: requirePermission(app, Perm.productClassDelete),
      summary: 'Deletes a class with its standard functions; refused (409) while it has sub-classes or products',
      body: productClassIdBody,
      response: emptyAnswer,
    },
    (request) => deleteClass(app, request.body.id),
  );
}
