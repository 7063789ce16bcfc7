import type { FastifyInstance } from 'fastify';
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
import { calls } from '../../core/calls.ts';
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
  const call = calls(app, ['products']);
  const edit = requirePermission(app, Perm.productEdit);
  const publish = requirePermission(app, Perm.productPublish);

  call.post(
    productPaths.list,
    { summary: "The space's products, newest change first; search by name or key, filter by class, network type, status", body: productListQuery, response: answer(pageResultOf(productItem)) },
    (request) => listProducts(app, tenantScope(request), request.body),
  );

  call.get(
    productPaths.detail(':id'),
    { summary: 'One product of the space', params: idParams, response: answer(productDetailAnswer) },
    (request) => productDetail(app, tenantScope(request), request.params.id),
  );

  call.post(
    productPaths.save,
    {
      preHandler: requirePermission(app, Perm.productAdd),
      summary: 'Creates a product in a leaf class with a new key and the class\'s default standard functions; the image is re-checked',
      body: productSaveBody,
      response: answer(productDetailAnswer),
    },
    (request) => createProduct(app, tenantScope(request), request.lang, request.auth.userId, request.body),
  );

  call.post(
    productPaths.edit,
    { preHandler: edit, summary: 'Changes the information; key, class and scheme stay; refused while published', body: productEditBody, response: answer(productDetailAnswer) },
    (request) => editProduct(app, tenantScope(request), request.body),
  );

  call.post(
    productPaths.delete,
    {
      preHandler: requirePermission(app, Perm.productDelete),
      summary: 'Deletes a product and everything of it; refused (409) while devices are activated',
      body: productIdBody,
      response: emptyAnswer,
    },
    (request) => deleteProduct(app, tenantScope(request), request.body.id),
  );

  call.post(
    productPaths.copy,
    {
      preHandler: requirePermission(app, Perm.productCopy),
      summary: 'Copies a product with its functions, rules, pairing guide and manuals, in development',
      body: productCopyBody,
      response: answer(productDetailAnswer),
    },
    (request) => copyProduct(app, tenantScope(request), request.auth.userId, request.body),
  );

  call.get(
    productPaths.copyScope,
    { summary: 'What a copy would carry now, and what it cannot', querystring: productIdBody, response: answer(copyScopeAnswer) },
    (request) => copyScope(app, tenantScope(request), request.query.id),
  );

  call.get(
    productPaths.completeDevelopDetailed,
    { summary: 'What completing development checks, and the result', querystring: productIdBody, response: answer(developmentChecksAnswer) },
    (request) => developmentChecks(app, tenantScope(request), request.query.id),
  );

  call.post(
    productPaths.completeDevelop,
    {
      preHandler: publish,
      summary: 'Completes development: the product becomes read-only; refused (409, checks as data) while a required check fails',
      body: productIdBody,
      response: answer(productDetailAnswer),
    },
    (request) => completeDevelop(app, tenantScope(request), request.lang, request.body.id),
  );

  call.post(
    productPaths.returnDevelop,
    { preHandler: publish, summary: 'Returns a published product to development; needs confirm: true', body: returnDevelopBody, response: answer(productDetailAnswer) },
    (request) => returnDevelop(app, tenantScope(request), request.body.id),
  );

  call.post(
    productPaths.setMeshProductCode,
    { preHandler: edit, summary: 'Sets the Bluetooth mesh product id of a mesh product; refused while published', body: setMeshProductCodeBody, response: answer(productDetailAnswer) },
    (request) => setMeshProductCode(app, tenantScope(request), request.lang, request.body),
  );

  call.post(
    hardwareModulePaths.selectModule,
    { preHandler: edit, summary: "Chooses the product's module; it must match the product's network type; refused while published", body: selectModuleBody, response: answer(productDetailAnswer) },
    (request) => selectModule(app, tenantScope(request), request.lang, request.body),
  );
}
