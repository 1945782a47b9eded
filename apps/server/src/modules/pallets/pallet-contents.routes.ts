import {
  LAYOUT_READ_PAGES,
  PALLET_PICKER_PAGES,
  ZBoxIdQuery,
  ZBoxInfoList,
  ZInZoneQuery,
  ZPallet,
  ZPalletIdQuery,
  ZPalletListQuery,
  ZPalletOptionList,
  ZPalletOptionQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  getPalletOfBox,
  listBoxesOnPallet,
  listPackagingPalletsInUse,
  listPalletOptions,
  listPalletsInUse,
  listPalletsInZone,
} from './pallet-contents-read.ts';

// The Plate reads of what stands on a pallet and which pallets are in use (spec 02 §7 Warehouse and pallets; issue 14):
// Relocate Pallet, the Temporary Zone screen's pallet dialog and the pallet pickers. The lists take Plate/GetAllPlate's
// list contract (?page&pageSize&sortField&sortOrder&search&plateTypeId&place&zoneTypeId); without page, the whole list.

const READ = { pages: LAYOUT_READ_PAGES } as const;

export function palletContentsRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Plate'];

  r.get(
    '/api/Plate/GetBoxByPlateId',
    {
      schema: {
        tags,
        summary: "The boxes standing on a pallet with their product; 'No pallet information.' for an unknown pallet",
        querystring: ZPalletIdQuery,
        response: replyOf(ZBoxInfoList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listBoxesOnPallet(db, request.query.plateId)),
  );
  r.get(
    '/api/Plate/GetPlateByBoxId',
    {
      schema: {
        tags,
        summary: "The pallet a box stands on; 'No pallet information.' when it stands on none",
        querystring: ZBoxIdQuery,
        response: replyOf(ZPallet),
      },
      config: { access: READ },
    },
    async (request) => ok(await getPalletOfBox(db, request.query.boxId)),
  );
  r.get(
    '/api/Plate/GetInZone',
    {
      schema: {
        tags,
        summary: 'The pallets standing in temporary zones (?zonetype: of that type), paged like GetAllPlate',
        querystring: ZInZoneQuery,
        response: pagedReplyOf(ZPallet),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listPalletsInZone(db, request.query)),
  );
  r.get(
    '/api/Plate/GetInUsingPallet',
    {
      schema: {
        tags,
        summary: 'The pallets holding at least one box, paged like GetAllPlate',
        querystring: ZPalletListQuery,
        response: pagedReplyOf(ZPallet),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listPalletsInUse(db, request.query)),
  );
  r.get(
    '/api/Plate/GetUsing2PackagingPallet',
    {
      schema: {
        tags,
        summary:
          'The packaging pallets in use: active, package flag 1, holding at least one box; paged like GetAllPlate',
        querystring: ZPalletListQuery,
        response: pagedReplyOf(ZPallet),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listPackagingPalletsInUse(db, request.query)),
  );
  r.get(
    '/api/Plate/GetAllPlateCode',
    {
      schema: {
        tags,
        summary:
          'The pallet picker: pallets by code (?search&limit&selectedId&zoneTypeId) with where each stands and what is on it, empty and nearby first',
        querystring: ZPalletOptionQuery,
        response: replyOf(ZPalletOptionList),
      },
      config: { access: { pages: PALLET_PICKER_PAGES } },
    },
    async (request) => ok(await listPalletOptions(db, request.query)),
  );
}
