import {
  RAW_MATERIAL_BOX_LIST_PAGES,
  RAW_MATERIAL_BOX_LOCATION_PAGES,
  ZRawMaterialBox,
  ZRawMaterialBoxList,
  ZRawMaterialBoxListQuery,
  ZRawMaterialBoxPlateQuery,
  ZRawMaterialIdQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  listRawMaterialBoxes,
  listRawMaterialBoxesOnPallet,
  listRawMaterialBoxLocations,
} from './raw-material-boxes-read.ts';

// Where raw material boxes stand (spec 02 §7 Raw material application, Warehouse and pallets) and the box list of
// Obsolete Raw Material Box.

const LOCATIONS = { pages: RAW_MATERIAL_BOX_LOCATION_PAGES } as const;

export function rawMaterialBoxRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/RawMaterialBox/GetRawMaterialBoxLocationByRawMaterialId',
    {
      schema: {
        tags: ['RawMaterialBox'],
        summary: "A raw material's boxes in the warehouse with their pallet and its cell or temporary zone",
        querystring: ZRawMaterialIdQuery,
        response: replyOf(ZRawMaterialBoxList),
      },
      config: { access: LOCATIONS },
    },
    async (request) => ok(await listRawMaterialBoxLocations(db, request.query.rawMaterialId)),
  );
  r.get(
    '/api/RawMaterialBox/GetAllRawMaterialBox',
    {
      schema: {
        tags: ['RawMaterialBox'],
        summary: 'Live raw material boxes (active=0: the obsolete ones), newest first (paged with ?page…)',
        querystring: ZRawMaterialBoxListQuery,
        response: pagedReplyOf(ZRawMaterialBox),
      },
      config: { access: { pages: RAW_MATERIAL_BOX_LIST_PAGES } },
    },
    async (request) => okPage(await listRawMaterialBoxes(db, request.query)),
  );
  r.get(
    '/api/Plate/GetRawMaterialBoxByPlateId',
    {
      schema: {
        tags: ['Plate'],
        summary: 'The raw material boxes on a pallet',
        querystring: ZRawMaterialBoxPlateQuery,
        response: replyOf(ZRawMaterialBoxList),
      },
      config: { access: LOCATIONS },
    },
    async (request) => ok(await listRawMaterialBoxesOnPallet(db, request.query.plateId)),
  );
}
