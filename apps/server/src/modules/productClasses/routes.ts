import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { requirePermission } from '../../core/guards.ts';
import { classTree, createClass, deleteClass, updateClass } from './service.ts';

export default async function productClassesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];
  const classTreeAnswer = answer(z.array(productClass));

  r.get(
    productClassPaths.productTypes,
    { schema: { tags, summary: 'The product classes (categories), two levels, with their standard-function counts', response: classTreeAnswer } },
    async (_request, reply) => reply.ok(await classTree(app.db)),
  );

  // ── Operators ──
  const adminTags = ['admin: product classes'];
  r.get(
    productClassAdminPaths.list,
    {
      preHandler: requirePermission(app, Perm.productClassList),
      schema: { tags: adminTags, summary: 'Every product class as the two-level tree', response: classTreeAnswer },
    },
    async (_request, reply) => reply.ok(await classTree(app.db)),
  );
  r.post(
    productClassAdminPaths.save,
    {
      preHandler: requirePermission(app, Perm.productClassAdd),
      schema: { tags: adminTags, summary: 'Adds a class; a parent must be a top-level class without products', body: productClassInput, response: answer(productClass) },
    },
    async (request, reply) => reply.ok(await createClass(app, request.lang, request.body)),
  );
  r.post(
    productClassAdminPaths.edit,
    {
      preHandler: requirePermission(app, Perm.productClassEdit),
      schema: { tags: adminTags, summary: 'Renames, reorders or moves a class, keeping two levels', body: productClassEditBody, response: answer(productClass) },
    },
    async (request, reply) => reply.ok(await updateClass(app, request.lang, request.body)),
  );
  r.post(
    productClassAdminPaths.delete,
    {
      preHandler: requirePermission(app, Perm.productClassDelete),
      schema: { tags: adminTags, summary: 'Deletes a class with its standard functions; refused (409) while it has sub-classes or products', body: productClassIdBody, response: emptyAnswer },
    },
    async (request, reply) => {
      await deleteClass(app, request.body.id);
      return reply.ok(null);
    },
  );
}
