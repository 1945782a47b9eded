import {
  LAYOUT_READ_PAGES,
  PALLET_WRITE_PAGES,
  ZBoxList,
  ZMoveBoxList,
  ZPalletBoxChanges,
  ZPalletBoxList,
  ZPalletBoxSuborderQuery,
  ZPalletBySuborderQuery,
  ZPalletList,
  ZWarehousePalletBoxList,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { changePalletBoxLinks, moveBoxes, updateWarehousePalletBoxes } from '../boxes/pallet-boxes.service.ts';
import type { TModuleDeps } from '../registry.ts';
import { listPalletBoxesOfSuborder, listPalletsOfSuborder } from './pallet-boxes-read.ts';

// The PlateBox calls and the pallets of a suborder (spec 02 §7 Warehouse and pallets; the rules are in
// pallet-boxes.service.ts and README "Boxes on pallets"). Each write answers the boxes as they are now.

const PALLET_WRITE = { pages: PALLET_WRITE_PAGES } as const;
const LAYOUT_READ = { pages: LAYOUT_READ_PAGES } as const;

export function palletBoxRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['PlateBox'];

  r.put(
    '/api/PlateBox/MoveBox',
    {
      schema: {
        tags,
        summary: 'Relocate Boxes: each box leaves its pallet for the target pallet',
        body: ZMoveBoxList,
        response: replyOf(ZBoxList),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => ok(await moveBoxes(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/PlateBox/UpdateWareshouePalletBox',
    {
      schema: {
        tags,
        summary: "A warehouse correction of boxes' pieces and pallets",
        body: ZWarehousePalletBoxList,
        response: replyOf(ZBoxList),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => ok(await updateWarehousePalletBoxes(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/PlateBox/AddAndUpdatePlateBoxAndBoxQuantity',
    {
      schema: {
        tags,
        summary: 'Boxes put on pallets, their links and pieces updated, their links ended (one transaction)',
        body: ZPalletBoxChanges,
        response: replyOf(ZBoxList),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => ok(await changePalletBoxLinks(db, request.body, actorOf(request))),
  );
  r.get(
    '/api/PlateBox/GetAllPlateBox',
    {
      schema: {
        tags,
        summary: "The active plate-box links of a suborder's boxes, with pallet code and barcode",
        querystring: ZPalletBoxSuborderQuery,
        response: replyOf(ZPalletBoxList),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listPalletBoxesOfSuborder(db, request.query.suborderId)),
  );
  r.get(
    '/api/Plate/GetPalletBySuborder',
    {
      schema: {
        tags: ['Plate'],
        summary: "The pallets holding a suborder's boxes",
        querystring: ZPalletBySuborderQuery,
        response: replyOf(ZPalletList),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listPalletsOfSuborder(db, request.query.suborderid)),
  );
}
