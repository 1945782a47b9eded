import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { countOf } from './format.ts';

// Warehouse Management (spec 02 §2, §9; issue 14): zones of shelves, shelves of cells, the shelf map, pallets placed
// in cells, and the temporary pallets the Pallet Management panel creates.

/** The scan-first phone screens (issue 14; page group Mobile, out of the top menu): each acts as its desk screen. */
export const MOBILE_SCAN_URLS = {
  relocatePallet: '/mobile/relocate-pallet',
  relocateBoxes: '/mobile/relocate-boxes',
  warehouseConfirm: '/mobile/warehouse-confirm',
  lookup: '/mobile/lookup',
} as const;

/** Who changes the layout (zones, shelves, cells) and creates pallets from the map: Warehouse Management. */
export const LAYOUT_WRITE_PAGES = ['/warehouse-management'] as const;
/** Who puts pallets in cells and creates pallets: the screens that place or load pallets. */
export const PALLET_WRITE_PAGES = [
  '/warehouse-management',
  '/temporary-zone',
  '/relocate-pallet',
  '/relocate-boxes',
  '/unloading-inspection',
  '/packaging',
  // The Suborder screen's Store To Pallet puts a job's boxes on a pallet (spec 02 §2).
  '/suborder',
  MOBILE_SCAN_URLS.relocatePallet,
  MOBILE_SCAN_URLS.relocateBoxes,
] as const;
/** Who reads zones, shelves, cells and pallets: the pallet writers and the pallet list. */
export const LAYOUT_READ_PAGES = [...PALLET_WRITE_PAGES, '/pallet-list'] as const;
/** The pallet picker (Plate/GetAllPlateCode): the layout readers, and Returns Management (the pallet a return comes back on). */
export const PALLET_PICKER_PAGES = [...LAYOUT_READ_PAGES, '/return-management'] as const;

export const LAYOUT_MESSAGES = {
  shelfHasPlates: 'Shelves with Plates cannot be deleted.',
  palletCountPositive: 'Please enter a positive number.',
  palletCountMax: 'Maximum is 20.',
  noPallet: 'No pallet information.',
  /** spec 02 §8 Relocate: a move needs a pallet. */
  selectPallet: 'Please select a pallet firstly.',
  shelfNotFound: 'No shelf with this code.',
  cellNotFound: 'No cell with this code.',
  cellTaken: 'This cell already holds a pallet.',
  cellInactive: 'This cell is inactive.',
  /** Disabling a cell a pallet stands in needs that pallet named (?pallet), as the screen's confirmation does. */
  cellHoldsPallet: (cellCode: string, plateCode: string) =>
    `Cell ${cellCode} holds pallet ${plateCode}: confirm to disable it.`,
  alreadyInCell: 'Already moved to cell',
  noZoneE: 'There is no zone E.',
} as const;

/** zone.zoneType: 1 the racked warehouse (GetAllZone?zoneType=1). */
export const ZONE_KIND = { Warehouse: 1 } as const;
export const ZONE_KIND_NAMES: Record<number, string> = { 1: 'Warehouse' };

/** The pallet a move acts on: missing → 'Please select a pallet firstly.', an impossible id → 'No pallet information.'. */
export const ZSelectedPalletId = z
  .number(LAYOUT_MESSAGES.selectPallet)
  .int(LAYOUT_MESSAGES.selectPallet)
  .positive(LAYOUT_MESSAGES.selectPallet)
  .max(MAX_ID, LAYOUT_MESSAGES.noPallet);

/** spec 02 §9: a new shelf is 3 rows by 2 columns; a zone edit defaults to 20 shelves of 7 rows by 2 columns. */
export const NEW_SHELF_DEFAULTS = { totalRows: 3, totalCols: 2 } as const;
export const ZONE_EDIT_DEFAULTS = { NumOfShelves: 20, totalRows: 7, totalCols: 2 } as const;
/** Largest shelf grid and zone the screens offer. */
export const SHELF_MAX_ROWS = 20;
export const SHELF_MAX_COLS = 10;
export const ZONE_MAX_SHELVES = 99;

/** spec 02 §9 Pallet Management: fewer than 20 pallets at a time, 1 by default, type 3 by default, type 1 not offered. */
export const TEMPORARY_PALLETS = {
  defaultCount: 1,
  maxCount: 19,
  defaultPlateTypeId: 3,
  excludedPlateTypeId: 1,
} as const;

/**
 * spec 02 §9: zone letters map to ids with the letters from E on shifted by one; there is no zone E
 * (A 1, B 2, C 3, D 4, F 5, G 6, …).
 */
export function zoneNumberOfLetter(letter: string): number | null {
  const code = letter.toUpperCase().charCodeAt(0) - 64;
  if (letter.length !== 1 || code < 1 || code > 26 || code === 5) return null;
  return code < 5 ? code : code - 1;
}
export function zoneLetterOfNumber(zoneNumber: number): string {
  return String.fromCharCode(64 + (zoneNumber < 5 ? zoneNumber : zoneNumber + 1));
}

/**
 * spec 02 §9: a shelf is coloured by its free-cell ratio (free active cells / active cells) in four bands: at least 1
 * (empty), at least 0.8, at least 0.3, otherwise the lowest (nearly full). Shelves holding the searched item are red.
 */
export const SHELF_BANDS = [
  { band: 'empty', minRatio: 1, color: '#b7eb8f' },
  { band: 'mostlyFree', minRatio: 0.8, color: '#d9f7be' },
  { band: 'partlyFree', minRatio: 0.3, color: '#ffe58f' },
  { band: 'nearlyFull', minRatio: Number.NEGATIVE_INFINITY, color: '#d9d9d9' },
] as const;
export const SHELF_SEARCHED_COLOR = '#ff4d4f';
export type TShelfBand = (typeof SHELF_BANDS)[number]['band'];
export function shelfBandOf(freeCells: number, activeCells: number): (typeof SHELF_BANDS)[number] {
  const ratio = activeCells > 0 ? freeCells / activeCells : 0;
  return SHELF_BANDS.find((b) => ratio >= b.minRatio) ?? SHELF_BANDS[SHELF_BANDS.length - 1];
}

// ---- Replies --------------------------------------------------------------------------------------------------------

/** spec 02 §3 Shelf, with the counts the map colours it by. */
export const ZShelf = z.object({
  shelfId: z.number().int(),
  shelfCode: z.string(),
  zoneId: z.number().int(),
  zoneCode: z.string(),
  position: z.number().int(),
  totalRows: z.number().int(),
  totalCols: z.number().int(),
  /** Active cells without a pallet. */
  availableCellCount: z.number().int(),
  activeCellCount: z.number().int(),
  plateCount: z.number().int(),
});
export type TShelf = z.infer<typeof ZShelf>;
export const ZShelfList = z.array(ZShelf);

/** spec 02 §3 Zone: with its shelves in position order. */
export const ZZone = z.object({
  zoneId: z.number().int(),
  zoneCode: z.string(),
  zoneType: z.number().int(),
  zoneTypeName: z.string(),
  active: z.number().int(),
  shelves: ZShelfList,
});
export type TZone = z.infer<typeof ZZone>;
export const ZZoneList = z.array(ZZone);

const ZCellPallet = z.object({
  plateId: z.number().int(),
  plateCode: z.string(),
  plateTypeId: z.number().int(),
  boxCount: z.number().int(),
});

/** spec 02 §3 Cell, with the pallet standing in it. */
export const ZCell = z.object({
  cellId: z.number().int(),
  shelfId: z.number().int(),
  shelfCode: z.string(),
  code: z.string(),
  rowNo: z.number().int(),
  colNo: z.number().int(),
  rowName: z.string(),
  colName: z.string(),
  active: z.number().int(),
  plate: ZCellPallet.nullable(),
});
export type TCell = z.infer<typeof ZCell>;
export const ZCellList = z.array(ZCell);

/** GET Shelf/GetShelfByCodeOrById: the shelf and its cells (row by row, from row 1). */
export const ZShelfDetail = ZShelf.extend({ cells: ZCellList });
export type TShelfDetail = z.infer<typeof ZShelfDetail>;

/** spec 02 §3 Plate (pallet): where it stands (a cell, a temporary zone, or nowhere) and how many boxes are on it. */
export const ZPallet = z.object({
  plateId: z.number().int(),
  plateCode: z.string(),
  /** The code with the notes after it, as the pickers show it. */
  plateCodeWithNote: z.string(),
  plateTypeId: z.number().int(),
  plateType: z.object({ plateTypeName: z.string() }),
  packageFlag: z.number().int(),
  notes: z.string().nullable(),
  active: z.number().int(),
  cellId: z.number().int().nullable(),
  cell: z
    .object({
      cellId: z.number().int(),
      code: z.string(),
      shelfCode: z.string(),
      rowName: z.string(),
      colName: z.string(),
    })
    .nullable(),
  tempzone: z.object({ zoneTypeId: z.number().int(), zoneTypeName: z.string() }).nullable(),
  /** 'A01 2-B' in a cell, the zone's name in a temporary zone, '' nowhere. */
  position: z.string(),
  boxCount: z.number().int(),
  createdAt: ZTimestamp,
});
export type TPallet = z.infer<typeof ZPallet>;
export const ZPalletList = z.array(ZPallet);
/** POST Plate/AddTemporaryPallets: the new pallets' codes. */
export const ZPalletCodeList = z.array(z.string());

// ---- Requests -------------------------------------------------------------------------------------------------------

const gridSize = (label: string, max: number) =>
  z
    .number(`${label} is required!`)
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

const zoneLetter = z
  .string('Zone is required!')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]$/, 'Zone must be one letter')
  .refine((letter) => zoneNumberOfLetter(letter) !== null, LAYOUT_MESSAGES.noZoneE);

/** PUT Shelf/AddOrUpdate: a new shelf (no shelfId) or a change; the code is the zone letter and the position. */
export const ZShelfInput = z.object({
  shelfId: z.number().int().positive().max(MAX_ID).nullish(),
  shelfCode: z.string().trim().max(10).nullish(),
  zoneId: z.number('Zone is required!').int().positive('Zone is required!').max(MAX_ID),
  position: gridSize('Position', ZONE_MAX_SHELVES),
  totalRows: gridSize('Rows', SHELF_MAX_ROWS).default(NEW_SHELF_DEFAULTS.totalRows),
  totalCols: gridSize('Columns', SHELF_MAX_COLS).default(NEW_SHELF_DEFAULTS.totalCols),
});
export type TShelfInput = z.input<typeof ZShelfInput>;

/** PUT Shelf/UpdateShelfZone: a zone of NumOfShelves shelves, each totalRows × totalCols (created when new). */
export const ZShelfZoneInput = z.object({
  ZoneCode: zoneLetter,
  NumOfShelves: gridSize('Number of shelves', ZONE_MAX_SHELVES).default(ZONE_EDIT_DEFAULTS.NumOfShelves),
  totalRows: gridSize('Rows', SHELF_MAX_ROWS).default(ZONE_EDIT_DEFAULTS.totalRows),
  totalCols: gridSize('Columns', SHELF_MAX_COLS).default(ZONE_EDIT_DEFAULTS.totalCols),
});
export type TShelfZoneInput = z.input<typeof ZShelfZoneInput>;

type TShelfLayout = Pick<TShelf, 'shelfCode' | 'position' | 'totalRows' | 'totalCols' | 'plateCount'>;

/**
 * The layout Edit Zone opens with (issue 30 §5): the zone's shelf count and the grid most of its shelves have (the
 * first shelf's on a tie); a zone with no shelves yet opens with ZONE_EDIT_DEFAULTS (spec 02 §9).
 */
export function zoneLayoutOf(shelves: readonly TShelfLayout[]): {
  NumOfShelves: number;
  totalRows: number;
  totalCols: number;
} {
  if (shelves.length === 0) return { ...ZONE_EDIT_DEFAULTS };
  const counts = new Map<string, number>();
  for (const s of shelves)
    counts.set(`${s.totalRows}x${s.totalCols}`, (counts.get(`${s.totalRows}x${s.totalCols}`) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const common = shelves.find((s) => counts.get(`${s.totalRows}x${s.totalCols}`) === most) ?? shelves[0];
  return {
    NumOfShelves: Math.max(...shelves.map((s) => s.position)),
    totalRows: common?.totalRows ?? ZONE_EDIT_DEFAULTS.totalRows,
    totalCols: common?.totalCols ?? ZONE_EDIT_DEFAULTS.totalCols,
  };
}

/**
 * What PUT Shelf/UpdateShelfZone would do to a zone's shelves: the shelves past the count go, the others take the new
 * grid (reshaped when it differs); the cells removed and added, and the pallets standing on those shelves.
 */
export function zoneEditImpact(
  shelves: readonly TShelfLayout[],
  input: { NumOfShelves: number; totalRows: number; totalCols: number },
) {
  const removed = shelves.filter((s) => s.position > input.NumOfShelves);
  const reshaped = shelves.filter(
    (s) => s.position <= input.NumOfShelves && (s.totalRows !== input.totalRows || s.totalCols !== input.totalCols),
  );
  const kept = (s: TShelfLayout) => Math.min(s.totalRows, input.totalRows) * Math.min(s.totalCols, input.totalCols);
  const sum = (list: readonly TShelfLayout[], of: (s: TShelfLayout) => number) => list.reduce((n, s) => n + of(s), 0);
  return {
    removed: removed.map((s) => s.shelfCode),
    reshaped: reshaped.map((s) => s.shelfCode),
    cellsRemoved:
      sum(removed, (s) => s.totalRows * s.totalCols) + sum(reshaped, (s) => s.totalRows * s.totalCols - kept(s)),
    cellsAdded: sum(reshaped, (s) => input.totalRows * input.totalCols - kept(s)),
    pallets: sum([...removed, ...reshaped], (s) => s.plateCount),
  };
}

/** Edit Zone's confirmation of a change that removes or reshapes shelves; null when it only adds shelves. */
export function zoneEditWarning(
  zoneCode: string,
  impact: ReturnType<typeof zoneEditImpact>,
  input: { totalRows: number; totalCols: number },
): string | null {
  if (impact.removed.length === 0 && impact.reshaped.length === 0) return null;
  const shelves = (codes: readonly string[]) => `${countOf(codes.length, 'shelf', 'shelves')} (${codes.join(', ')})`;
  const parts = [
    impact.removed.length > 0 ? `removes ${shelves(impact.removed)}` : '',
    impact.reshaped.length > 0 ? `reshapes ${shelves(impact.reshaped)} to ${input.totalRows} × ${input.totalCols}` : '',
  ].filter(Boolean);
  const cells = impact.cellsRemoved + impact.cellsAdded;
  return `Zone ${zoneCode}: this ${parts.join(' and ')}. It touches ${countOf(cells, 'cell')} (${impact.cellsRemoved} removed, ${impact.cellsAdded} added) and ${countOf(impact.pallets, 'pallet')}.`;
}

const flag = (name: string) =>
  z.preprocess(
    (value) => (value === '1' ? 1 : value === '0' ? 0 : value),
    z.union([z.literal(0), z.literal(1)], `${name} must be 0 or 1`),
  );

export const ZZoneQuery = z.object({
  active: flag('active').optional(),
  zoneType: queryIdSchema('zoneType').optional(),
});
export const ZShelfIdQuery = z.object({
  shelfId: queryIdSchema('shelfId').optional(),
  shelfCode: z.string().trim().min(1).max(10).optional(),
});
export const ZShelfNoQuery = z.object({ shelfNo: z.string().trim().min(1, 'shelfNo is required').max(10) });
export const ZCellCodeQuery = z.object({ code: z.string().trim().min(1, 'code is required').max(20) });
/**
 * PUT Shelf/ToggleCellByCode?code[&pallet]: `pallet`, the code of the pallet the person saw in the cell and agreed to
 * leave in a disabled cell; without it (or naming another pallet) disabling a cell that holds one is refused.
 */
export const ZToggleCellQuery = ZCellCodeQuery.extend({ pallet: z.string().trim().max(20).optional() });
export const ZCellNameQuery = ZCellCodeQuery.extend({
  RowName: z.string('Row name is required!').trim().min(1, 'Row name is required!').max(10),
  ColName: z.string('Column name is required!').trim().min(1, 'Column name is required!').max(10),
});

/** POST ShelfPlate/AddShelfPlate. */
export const ZShelfPlateInput = z.object({
  cellId: z.number('Cell is required!').int().positive('Cell is required!').max(MAX_ID),
  plateId: z.number(LAYOUT_MESSAGES.noPallet).int().positive(LAYOUT_MESSAGES.noPallet).max(MAX_ID),
});
export type TShelfPlateInput = z.infer<typeof ZShelfPlateInput>;
export const ZMovePlateQuery = z.object({ plateId: queryIdSchema('plateId'), newCellId: queryIdSchema('newCellId') });

/** spec 02 §8: the pallet count is a positive whole number below 20. */
export const ZPalletCount = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number(LAYOUT_MESSAGES.palletCountPositive)
    .int(LAYOUT_MESSAGES.palletCountPositive)
    .positive(LAYOUT_MESSAGES.palletCountPositive)
    .max(TEMPORARY_PALLETS.maxCount, LAYOUT_MESSAGES.palletCountMax),
);
/** POST Plate/AddTemporaryPallets?plateTypeId&packagingFlag&qty. */
export const ZAddTemporaryPalletsQuery = z.object({
  plateTypeId: queryIdSchema('plateTypeId').default(TEMPORARY_PALLETS.defaultPlateTypeId),
  packagingFlag: flag('packagingFlag').default(0),
  qty: ZPalletCount.default(TEMPORARY_PALLETS.defaultCount),
});
/** POST Plate/AddTemporaryPlate?plateTypeId=2&packagingFlag=0. */
export const ZAddTemporaryPlateQuery = z.object({
  plateTypeId: queryIdSchema('plateTypeId').default(2),
  packagingFlag: flag('packagingFlag').default(0),
});
export const ZPalletCodeQuery = z.object({ code: z.string().trim().min(1, LAYOUT_MESSAGES.noPallet).max(40) });

/** Where a pallet stands, a filter of the pallet list. */
export const PALLET_PLACES = ['cell', 'tempzone', 'none'] as const;
export const PALLET_SORT_FIELDS = ['plateCode', 'plateTypeId', 'position', 'boxCount', 'createdAt'] as const;
export type TPalletSortField = (typeof PALLET_SORT_FIELDS)[number];
/** GET Plate/GetAllPlate (and GetInWarehouse): the list contract, by type, place and temporary zone. */
export const ZPalletListQuery = listQueryOf(PALLET_SORT_FIELDS).extend({
  plateTypeId: queryIdSchema('plateTypeId').optional(),
  place: z.enum(PALLET_PLACES, { error: () => `place must be ${PALLET_PLACES.join(', ')}` }).optional(),
  zoneTypeId: queryIdSchema('zoneTypeId').optional(),
});
export type TPalletListQuery = z.infer<typeof ZPalletListQuery>;
export const ZEmptyAvailableQuery = z.object({ package: flag('package').optional() });
export const ZAvailablePalletQuery = z.object({
  forProduction: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  package: flag('package').optional(),
});
