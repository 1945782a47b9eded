import {
  SUPPLIER_READ_PAGES,
  SUPPLIER_WRITE_PAGES,
  ZAddQualification,
  ZAddSupplier,
  ZAddSupplierRawMaterial,
  ZDeleteSupplierRawMaterial,
  ZQualification,
  ZQualificationList,
  ZQualificationListQuery,
  ZSupplier,
  ZSupplierIdQuery,
  ZSupplierListQuery,
  ZSupplierOptionList,
  ZSupplierPickerQuery,
  ZSupplierRawMaterial,
  ZSupplierRawMaterialList,
  ZUpdateQualification,
  ZUpdateSupplier,
  ZUpdateSupplierRawMaterial,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addQualification,
  addSupplier,
  addSupplierRawMaterial,
  deleteQualification,
  deleteSupplier,
  deleteSupplierRawMaterial,
  updateQualification,
  updateSupplier,
  updateSupplierRawMaterial,
} from './suppliers.service.ts';
import {
  getQualification,
  getSupplier,
  listQualifications,
  listSupplierRawMaterials,
  listSuppliers,
  pickSuppliers,
} from './suppliers-read.ts';

// The Supplier, SupplierQualification and SupplierRawMaterial calls (spec 02 §7 Purchasing; issue 16 "Suppliers").

const READ = { pages: SUPPLIER_READ_PAGES } as const;
const WRITE = { pages: SUPPLIER_WRITE_PAGES } as const;

export function supplierRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Supplier'];

  r.get(
    '/api/Supplier/GetAllSupplier',
    {
      schema: {
        tags,
        summary: 'Suppliers by name with their qualification alerts (paged with ?page; the whole list without)',
        querystring: ZSupplierListQuery,
        response: pagedReplyOf(ZSupplier),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listSuppliers(db, request.query)),
  );
  r.get(
    '/api/Supplier/GetSupplierPicker',
    {
      schema: {
        tags,
        summary: 'Ours: the active suppliers a purchase order may name (?search&limit&selectedId)',
        querystring: ZSupplierPickerQuery,
        response: replyOf(ZSupplierOptionList),
      },
      config: { access: READ },
    },
    async (request) => ok(await pickSuppliers(db, request.query)),
  );
  r.get(
    '/api/Supplier/GetSupplierById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZSupplier) }, config: { access: READ } },
    async (request) => ok(await getSupplier(db, request.query.id)),
  );
  r.post(
    '/api/Supplier/AddSupplier',
    { schema: { tags, body: ZAddSupplier, response: replyOf(ZSupplier) }, config: { access: WRITE } },
    async (request) => ok(await addSupplier(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Supplier/UpdateSupplier',
    { schema: { tags, body: ZUpdateSupplier, response: replyOf(ZSupplier) }, config: { access: WRITE } },
    async (request) => ok(await updateSupplier(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/Supplier/DeleteSupplier',
    {
      schema: {
        tags,
        summary: 'Deletes a supplier without purchase orders (one with orders is made inactive instead)',
        querystring: ZIdQuery,
        response: replyOf(ZSupplier),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await deleteSupplier(db, request.query.id)),
  );
}

export function supplierQualificationRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['SupplierQualification'];

  r.get(
    '/api/SupplierQualification/GetAllSupplierQualification',
    {
      schema: { tags, querystring: ZQualificationListQuery, response: replyOf(ZQualificationList) },
      config: { access: READ },
    },
    async (request) => ok(await listQualifications(db, request.query.suplierId)),
  );
  r.get(
    '/api/SupplierQualification/GetSupplierQualificationById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZQualification) }, config: { access: READ } },
    async (request) => ok(await getQualification(db, request.query.id)),
  );
  r.post(
    '/api/SupplierQualification/AddSupplierQualification',
    { schema: { tags, body: ZAddQualification, response: replyOf(ZQualification) }, config: { access: WRITE } },
    async (request) => ok(await addQualification(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/SupplierQualification/UpdateSupplierQualification',
    { schema: { tags, body: ZUpdateQualification, response: replyOf(ZQualification) }, config: { access: WRITE } },
    async (request) => ok(await updateQualification(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/SupplierQualification/DeleteSupplierQualification',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZQualification) }, config: { access: WRITE } },
    async (request) => ok(await deleteQualification(db, request.query.id)),
  );
}

export function supplierRawMaterialRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['SupplierRawMaterial'];

  r.get(
    '/api/SupplierRawMaterial/GetAllSupplierRawMaterial',
    {
      schema: { tags, summary: "Every supplier's price list", response: replyOf(ZSupplierRawMaterialList) },
      config: { access: READ },
    },
    async () => ok(await listSupplierRawMaterials(db)),
  );
  r.get(
    '/api/SupplierRawMaterial/GetRawMaterialDtoBySupplierId',
    {
      schema: {
        tags,
        summary: "One supplier's raw material price list",
        querystring: ZSupplierIdQuery,
        response: replyOf(ZSupplierRawMaterialList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listSupplierRawMaterials(db, request.query.supplierId)),
  );
  r.post(
    '/api/SupplierRawMaterial/AddSupplierRawMaterial',
    {
      schema: { tags, body: ZAddSupplierRawMaterial, response: replyOf(ZSupplierRawMaterial) },
      config: { access: WRITE },
    },
    async (request) => ok(await addSupplierRawMaterial(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/SupplierRawMaterial/UpdateSupplierRawMaterial',
    {
      schema: { tags, body: ZUpdateSupplierRawMaterial, response: replyOf(ZSupplierRawMaterial) },
      config: { access: WRITE },
    },
    async (request) => ok(await updateSupplierRawMaterial(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/SupplierRawMaterial/DeleteSupplierRawMaterial',
    {
      schema: { tags, body: ZDeleteSupplierRawMaterial, response: replyOf(z.boolean()) },
      config: { access: WRITE },
    },
    async (request) => ok(await deleteSupplierRawMaterial(db, request.body)),
  );
}
