import {
  LAYOUT_READ_PAGES,
  LAYOUT_WRITE_PAGES,
  PALLET_WRITE_PAGES,
  ZAddTemporaryPalletsQuery,
  ZAddTemporaryPlateQuery,
  ZAvailablePalletQuery,
  ZCell,
  ZCellList,
  ZCellNameQuery,
  ZDone,
  ZEmptyAvailableQuery,
  ZMovePlateQuery,
  ZPallet,
  ZPalletCodeList,
  ZPalletCodeQuery,
  ZPalletList,
  ZPalletListQuery,
  ZShelfDetail,
  ZShelfIdQuery,
  ZShelfInput,
  ZShelfList,
  ZShelfNoQuery,
  ZShelfPlateInput,
  ZShelfZoneInput,
  ZToggleCellQuery,
  ZZone,
  ZZoneList,
  ZZoneQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  deleteShelf,
  renameCell,
  saveShelf,
  toggleCell,
  updateShelfZone,
} from '../warehouse-layout/warehouse-layout.service.ts';
import { addTemporaryPallet, addTemporaryPallets, placePalletInCell } from './pallet-placement.service.ts';
import {
  getPallet,
  getShelf,
  IN_WAREHOUSE,
  listAvailablePallets,
  listCellsOfShelf,
  listEmptyCells,
  listEmptyPallets,
  listPallets,
  listPalletsOnShelf,
  listShelves,
  listZones,
} from './warehouse-map-read.ts';

// Warehouse Management (spec 02 §7 Warehouse and pallets; issue 14): zones, shelves and cells, pallets placed in
// cells, and the temporary pallets of the Pallet Management panel. The rules are in README.md "Warehouse layout".

const LAYOUT_WRITE = { pages: LAYOUT_WRITE_PAGES } as const;
const PALLET_WRITE = { pages: PALLET_WRITE_PAGES } as const;
const LAYOUT_READ = { pages: LAYOUT_READ_PAGES } as const;

export function warehouseMapRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  // ---- Zones, shelves, cells ----
  r.get(
    '/api/Zone/GetAllZone',
    {
      schema: {
        tags: ['Zone'],
        summary: 'Zones (?active=1&zoneType=1 the racked warehouse), each with its shelves and their free cells',
        querystring: ZZoneQuery,
        response: replyOf(ZZoneList),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listZones(db, request.query)),
  );
  r.put(
    '/api/Shelf/AddOrUpdate',
    {
      schema: {
        tags: ['Shelf'],
        summary: 'A new shelf (3 rows × 2 columns unless told) or a change; the code is the zone letter and position',
        body: ZShelfInput,
        response: replyOf(ZShelfDetail),
      },
      config: { access: LAYOUT_WRITE },
    },
    async (request) => {
      const shelfId = await saveShelf(db, request.body, actorOf(request));
      return ok(await getShelf(db, { shelfId }));
    },
  );
  r.delete(
    '/api/Shelf/DeleteShelf',
    {
      schema: {
        tags: ['Shelf'],
        summary: "A shelf and its cells; 'Shelves with Plates cannot be deleted.' while a pallet stands in one",
        querystring: ZIdQuery,
        response: replyOf(ZDone),
      },
      config: { access: LAYOUT_WRITE },
    },
    async (request) => {
      await deleteShelf(db, request.query.id);
      return ok(true);
    },
  );
  r.get(
    '/api/Shelf/GetAllShelf',
    {
      schema: { tags: ['Shelf'], response: replyOf(ZShelfList) },
      config: { access: LAYOUT_READ },
    },
    async () => ok(await listShelves(db)),
  );
  r.get(
    '/api/Shelf/GetShelfByCodeOrById',
    {
      schema: {
        tags: ['Shelf'],
        summary: 'A shelf (?shelfId or ?shelfCode) with its cells and the pallet in each',
        querystring: ZShelfIdQuery,
        response: replyOf(ZShelfDetail),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await getShelf(db, request.query)),
  );
  r.put(
    '/api/Shelf/ToggleCellByCode',
    {
      schema: {
        tags: ['Shelf'],
        summary:
          'An active cell becomes inactive (greyed out) and back; a cell holding a pallet needs ?pallet (its code)',
        querystring: ZToggleCellQuery,
        response: replyOf(ZCell),
      },
      config: { access: LAYOUT_WRITE },
    },
    async (request) => {
      await toggleCell(db, request.query, actorOf(request));
      return ok(await cellByCode(request.query.code));
    },
  );
  r.put(
    '/api/Shelf/UpdateCellNameByCode',
    {
      schema: { tags: ['Shelf'], querystring: ZCellNameQuery, response: replyOf(ZCell) },
      config: { access: LAYOUT_WRITE },
    },
    async (request) => {
      await renameCell(db, request.query, actorOf(request));
      return ok(await cellByCode(request.query.code));
    },
  );
  r.put(
    '/api/Shelf/UpdateShelfZone',
    {
      schema: {
        tags: ['Shelf'],
        summary: 'A zone (new or existing) becomes NumOfShelves shelves of totalRows × totalCols (20, 7, 2 by default)',
        body: ZShelfZoneInput,
        response: replyOf(ZZone),
      },
      config: { access: LAYOUT_WRITE },
    },
    async (request) => {
      const zoneId = await updateShelfZone(db, request.body, actorOf(request));
      const zones = await listZones(db, {});
      return ok(zones.find((z) => z.zoneId === zoneId) ?? zones[0]);
    },
  );
  r.get(
    '/api/Cell/GetCellByShelfNo',
    {
      schema: { tags: ['Cell'], querystring: ZShelfNoQuery, response: replyOf(ZCellList) },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listCellsOfShelf(db, request.query.shelfNo)),
  );

  /** The cell a Shelf/… cell call changed, as the map shows it. */
  async function cellByCode(code: string) {
    const shelfCode = code.toUpperCase().split('-')[0];
    const cells = await listCellsOfShelf(db, shelfCode);
    return cells.find((c) => c.code === code.toUpperCase()) ?? cells[0];
  }

  // ---- Pallets in cells ----
  r.post(
    '/api/ShelfPlate/AddShelfPlate',
    {
      schema: {
        tags: ['ShelfPlate'],
        summary: 'A pallet standing in no cell into an empty active cell (out of its temporary zone)',
        body: ZShelfPlateInput,
        response: replyOf(ZPallet),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => ok(await placePalletInCell(db, { ...request.body, move: false }, actorOf(request))),
  );
  r.get(
    '/api/ShelfPlate/GetEmptyCell',
    {
      schema: { tags: ['ShelfPlate'], summary: 'Active cells no pallet stands in', response: replyOf(ZCellList) },
      config: { access: LAYOUT_READ },
    },
    async () => ok(await listEmptyCells(db)),
  );
  r.post(
    '/api/ShelfPlate/MovePlateToAnotherCell',
    {
      schema: {
        tags: ['ShelfPlate'],
        summary: 'A pallet from wherever it stands into an empty active cell',
        querystring: ZMovePlateQuery,
        response: replyOf(ZPallet),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => {
      const { plateId, newCellId } = request.query;
      return ok(await placePalletInCell(db, { plateId, cellId: newCellId, move: true }, actorOf(request)));
    },
  );

  // ---- Pallets ----
  const tags = ['Plate'];
  r.post(
    '/api/Plate/AddTemporaryPallets',
    {
      schema: {
        tags,
        summary: 'qty (1–19) new empty pallets of a type (3 by default); answers their codes',
        querystring: ZAddTemporaryPalletsQuery,
        response: replyOf(ZPalletCodeList),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => ok(await addTemporaryPallets(db, request.query, actorOf(request))),
  );
  r.post(
    '/api/Plate/AddTemporaryPlate',
    {
      schema: {
        tags,
        summary: 'One new empty pallet (type 2, temporary, by default)',
        querystring: ZAddTemporaryPlateQuery,
        response: replyOf(ZPallet),
      },
      config: { access: PALLET_WRITE },
    },
    async (request) => ok(await addTemporaryPallet(db, request.query, actorOf(request))),
  );
  r.get(
    '/api/Plate/GetAllPlate',
    {
      schema: {
        tags,
        summary: 'Every pallet with where it stands, newest first (paged, sorted and searched with ?page…)',
        querystring: ZPalletListQuery,
        response: pagedReplyOf(ZPallet),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => okPage(await listPallets(db, request.query)),
  );
  r.get(
    '/api/Plate/GetInWarehouse',
    {
      schema: {
        tags,
        summary: 'The pallets standing in shelf cells (paged like GetAllPlate)',
        querystring: ZPalletListQuery,
        response: pagedReplyOf(ZPallet),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => okPage(await listPallets(db, request.query, IN_WAREHOUSE)),
  );
  r.get(
    '/api/Plate/GetByCell',
    {
      schema: {
        tags,
        summary: 'The pallets standing in the cells of a shelf',
        querystring: ZShelfNoQuery,
        response: replyOf(ZPalletList),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listPalletsOnShelf(db, request.query.shelfNo)),
  );
  r.get(
    '/api/Plate/GetPlateByPlateCode',
    {
      schema: { tags, querystring: ZPalletCodeQuery, response: replyOf(ZPallet) },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await getPallet(db, { plateCode: request.query.code })),
  );
  r.get(
    '/api/Plate/GetEmptyAvailable',
    {
      schema: {
        tags,
        summary: 'Active pallets with no box on them (?package=0|1)',
        querystring: ZEmptyAvailableQuery,
        response: replyOf(ZPalletList),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listEmptyPallets(db, request.query)),
  );
  r.get(
    '/api/Plate/GetAvailablePlate',
    {
      schema: {
        tags,
        summary: 'Active pallets not standing in a cell (?forProduction=true: not racking; ?package=1)',
        querystring: ZAvailablePalletQuery,
        response: replyOf(ZPalletList),
      },
      config: { access: LAYOUT_READ },
    },
    async (request) => ok(await listAvailablePallets(db, request.query)),
  );
}
