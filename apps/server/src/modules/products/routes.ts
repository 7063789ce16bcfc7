import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, pageResultOf } from '@iotc/shared';
import {
  copyScope as copyScopeAnswer,
  developmentChecks as developmentChecksAnswer,
  productCopyBody,
  productDetail as productDetailAnswer,
  productEditBody,
  productIdBody,
  productItem,
  productListQuery,
  productPaths,
  productSaveBody,
  returnDevelopBody,
  setMeshProductCodeBody,
} from '@iotc/shared/products';
import { hardwareModulePaths, selectModuleBody } from '@iotc/shared/hardwareModules';
import { answer, emptyAnswer } from '../../core/answers.ts';
import { tenantScope } from '../../core/tenancy.ts';
import { requirePermission } from '../../core/guards.ts';
import {
  completeDevelop,
  copyProduct,
  copyScope,
  createProduct,
  deleteProduct,
  developmentChecks,
  editProduct,
  listProducts,
  productDetail,
  returnDevelop,
  selectModule,
  setMeshProductCode,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

export default async function productsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];
  const edit = requirePermission(app, Perm.productEdit);
  const publish = requirePermission(app, Perm.productPublish);

  r.post(
    productPaths.list,
    {
      schema: {
        tags,
        summary: "The space's products, newest change first; search by name or key, filter by class, network type, status",
        body: productListQuery,
        response: answer(pageResultOf(productItem)),
      },
    },
    async (request, reply) => reply.ok(await listProducts(app, tenantScope(request), request.body)),
  );

  r.get(
    productPaths.detail(':id'),
    { schema: { tags, summary: 'One product of the space', params: idParams, response: answer(productDetailAnswer) } },
    async (request, reply) => reply.ok(await productDetail(app, tenantScope(request), request.params.id)),
  );

  r.post(
    productPaths.save,
    {
      preHandler: requirePermission(app, Perm.productAdd),
      schema: {
        tags,
        summary: 'Creates a product in a leaf class with a new key and the class\'s default standard functions; the image is re-checked',
        body: productSaveBody,
        response: answer(productDetailAnswer),
      },
    },
    async (request, reply) => reply.ok(await createProduct(app, tenantScope(request), request.lang, request.auth.userId, request.body)),
  );

  r.post(
    productPaths.edit,
    {
      preHandler: edit,
      schema: { tags, summary: 'Changes the information; key, class and scheme stay; refused while published', body: productEditBody, response: answer(productDetailAnswer) },
    },
    async (request, reply) => reply.ok(await editProduct(app, tenantScope(request), request.body)),
  );

  r.post(
    productPaths.delete,
    {
      preHandler: requirePermission(app, Perm.productDelete),
      schema: { tags, summary: 'Deletes a product and everything of it; refused (409) while devices are activated', body: productIdBody, response: emptyAnswer },
    },
    async (request, reply) => {
      await deleteProduct(app, tenantScope(request), request.body.id);
      return reply.ok(null);
    },
  );

  r.post(
    productPaths.copy,
    {
      preHandler: requirePermission(app, Perm.productCopy),
      schema: { tags, summary: 'Copies a product with its functions, rules, pairing guide and manuals, in development', body: productCopyBody, response: answer(productDetailAnswer) },
    },
    async (request, reply) => reply.ok(await copyProduct(app, tenantScope(request), request.auth.userId, request.body)),
  );

  r.get(
    productPaths.copyScope,
    { schema: { tags, summary: 'What a copy would carry now, and what it cannot', querystring: productIdBody, response: answer(copyScopeAnswer) } },
    async (request, reply) => reply.ok(await copyScope(app, tenantScope(request), request.query.id)),
  );

  r.get(
    productPaths.completeDevelopDetailed,
    { schema: { tags, summary: 'What completing development checks, and the result', querystring: productIdBody, response: answer(developmentChecksAnswer) } },
    async (request, reply) => reply.ok(await developmentChecks(app, tenantScope(request), request.query.id)),
  );

  r.post(
    productPaths.completeDevelop,
    {
      preHandler: publish,
      schema: { tags, summary: 'Completes development: the product becomes read-only; refused (409, checks as data) while a required check fails', body: productIdBody, response: answer(productDetailAnswer) },
    },
    async (request, reply) => reply.ok(await completeDevelop(app, tenantScope(request), request.lang, request.body.id)),
  );

  r.post(
    productPaths.returnDevelop,
    {
      preHandler: publish,
      schema: { tags, summary: 'Returns a published product to development; needs confirm: true', body: returnDevelopBody, response: answer(productDetailAnswer) },
    },
    async (request, reply) => reply.ok(await returnDevelop(app, tenantScope(request), request.body.id)),
  );

  r.post(
    productPaths.setMeshProductCode,
    {
      preHandler: edit,
      schema: { tags, summary: 'Sets the Bluetooth mesh product id of a mesh product; refused while published', body: setMeshProductCodeBody, response: answer(productDetailAnswer) },
    },
    async (request, reply) => reply.ok(await setMeshProductCode(app, tenantScope(request), request.lang, request.body)),
  );

  r.post(
    hardwareModulePaths.selectModule,
    {
      preHandler: edit,
      schema: {
        tags,
        summary: "Chooses the product's module; it must match the product's network type; refused while published",
        body: selectModuleBody,
        response: answer(productDetailAnswer),
      },
    },
    async (request, reply) => reply.ok(await selectModule(app, tenantScope(request), request.lang, request.body)),
  );
}
