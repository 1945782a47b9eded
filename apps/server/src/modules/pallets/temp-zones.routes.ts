import {
  LAYOUT_READ_PAGES,
  PALLET_WRITE_PAGES,
  ZAddTempZoneQuery,
  ZBoxInfoList,
  ZClearedCount,
  ZMovePlateToShelfQuery,
  ZMovePlateToTempZoneQuery,
  ZONE_TYPE,
  ZPallet,
  ZStoreBoxList,
  ZTempZonePalletList,
  ZTempZoneQuery,
  ZZoneTypeList,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { placePalletInCell } from './pallet-placement.service.ts';
import { clearEmptyPalletsFromTempZones, movePalletToTempZone, storeBoxesToPallet } from './temp-zones.service.ts';
import { listHoldingBoxes, listStickerBoxes, listTempZonePallets, listZoneTypes } from './temp-zones-read.ts';

// The TempZone calls (spec 02 §7 Warehouse and pallets; issue 14): the Temporary Zone screen, Relocate Pallet and the
// temporary-zone tiles of Warehouse Management. The rules are in temp-zones.service.ts and README.md "Temporary zones".

const READ = { pages: LAYOUT_READ_PAGES } as const;
const WRITE = { pages: PALLET_WRITE_PAGES } as const;

export function tempZoneRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['TempZone'];

  r.get(
    '/api/TempZone/GetZoneType',
    {
      schema: {
        tags,
        summary: 'The temporary zone types, each with its pallet count',
        response: replyOf(ZZoneTypeList),
      },
      config: { access: READ },
    },
    async () => ok(await listZoneTypes(db)),
  );
  r.get(
    '/api/TempZone/GetZone',
    {
      schema: {
        tags,
        summary: 'The pallets standing in the temporary zones (?zoneType: of that type), each with its products',
        querystring: ZTempZoneQuery,
        response: replyOf(ZTempZonePalletList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listTempZonePallets(db, request.query.zoneType)),
  );
  const zones = [
    ['/api/TempZone/GetPackageZone', ZONE_TYPE.Packaging, 'Packaging Area'],
    ['/api/TempZone/GetPickingZone', ZONE_TYPE.Picking, 'Picking Area'],
    ['/api/TempZone/GetDispatchingZone', ZONE_TYPE.Dispatching, 'Dispatching Area'],
  ] as const;
  for (const [path, zoneTypeId, name] of zones) {
    r.get(
      path,
      {
        schema: { tags, summary: `The pallets standing in the ${name}`, response: replyOf(ZTempZonePalletList) },
        config: { access: READ },
      },
      async () => ok(await listTempZonePallets(db, zoneTypeId)),
    );
  }
  r.get(
    '/api/TempZone/GetHoldingBoxes',
    {
      schema: {
        tags,
        summary: 'The Holding Area: boxes on hold, and boxes in stock on pallets standing in the Holding Area',
        response: replyOf(ZBoxInfoList),
      },
      config: { access: READ },
    },
    async () => ok(await listHoldingBoxes(db)),
  );
  r.get(
    '/api/TempZone/GetSticker',
    {
      schema: {
        tags,
        summary: 'Printed Barcode: boxes in stock whose labels are printed, on no pallet yet',
        response: replyOf(ZBoxInfoList),
      },
      config: { access: READ },
    },
    async () => ok(await listStickerBoxes(db)),
  );

  r.put(
    '/api/TempZone/MovePlateToTempZone',
    {
      schema: {
        tags,
        summary: 'A pallet leaves its cell (or zone) for a temporary zone',
        querystring: ZMovePlateToTempZoneQuery,
        response: replyOf(ZPallet),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await movePalletToTempZone(db, request.query, actorOf(request))),
  );
  r.put(
    '/api/TempZone/MovePlateToShelf',
    {
      schema: {
        tags,
        summary: 'A pallet from wherever it stands into an empty active cell (out of its temporary zone)',
        querystring: ZMovePlateToShelfQuery,
        response: replyOf(ZPallet),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await placePalletInCell(db, { ...request.query, move: true }, actorOf(request))),
  );
  r.delete(
    '/api/TempZone/ClearEmptyPlateFromTempZone',
    {
      schema: {
        tags,
        summary: 'Clear Empty Pallet: the pallets holding no box leave their temporary zone; answers how many',
        response: replyOf(ZClearedCount),
      },
      config: { access: WRITE },
    },
    async () => ok(await clearEmptyPalletsFromTempZones(db)),
  );
  r.post(
    '/api/TempZone/AddTempZone',
    {
      schema: {
        tags,
        summary:
          'Add to stock / Store To Pallet: boxes in stock onto the pallet with their pieces; a pallet standing nowhere ' +
          'enters the temporary zone (?zoneTypeId, the Packaging Area by default)',
        querystring: ZAddTempZoneQuery,
        body: ZStoreBoxList,
        response: replyOf(ZPallet),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await storeBoxesToPallet(db, { ...request.query, boxes: request.body }, actorOf(request))),
  );
}
