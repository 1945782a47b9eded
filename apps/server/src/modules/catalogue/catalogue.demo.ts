import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { customerGroup1, machine, packagingType, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, productMachineMapping, productPrice, rawMaterial } from './catalogue.tables.ts';

// Demo catalogue of a NZ cup-and-container maker: raw materials, base products with a carton price for every
// customer group 1 and the machine of each production step, plus one archived row of each. Deterministic.

const RAW_MATERIALS = [
  { code: 'PB-280', name: 'Paper board 280gsm (cupstock)', alarm: 2000 },
  { code: 'PB-300', name: 'Paper board 300gsm (cupstock)', alarm: 1500 },
  { code: 'PB-230', name: 'Paper board 230gsm', alarm: 1000 },
  { code: 'PB-190-B', name: 'Cup bottom board 190gsm', alarm: 800 },
  { code: 'KB-300', name: 'Kraft board 300gsm', alarm: 1500 },
  { code: 'KB-350', name: 'Kraft board 350gsm', alarm: 1200 },
  { code: 'PE-18', name: 'PE coating 18gsm', alarm: 400 },
  { code: 'PE-2S', name: 'PE coating double-sided', alarm: 300 },
  { code: 'PLA-C', name: 'PLA coating (compostable)', alarm: 300 },
  { code: 'PLA-R', name: 'PLA resin (Ingeo)', alarm: 1000 },
  { code: 'CPLA-R', name: 'CPLA resin (heat resistant)', alarm: 500 },
  { code: 'PP-12', name: 'PP resin MFI 12', alarm: 1000 },
  { code: 'PET-30', name: 'PET sheet 0.30mm', alarm: 800 },
  { code: 'RPET-35', name: 'rPET sheet 0.35mm (recycled)', alarm: 800 },
  { code: 'INK-WB-C', name: 'Water-based ink cyan', alarm: 50 },
  { code: 'INK-WB-M', name: 'Water-based ink magenta', alarm: 50 },
  { code: 'INK-WB-K', name: 'Water-based ink black', alarm: 60 },
  { code: 'ADH-HM', name: 'Hot-melt adhesive', alarm: 100 },
  { code: 'CTN-5P', name: 'Corrugated carton 5-ply', alarm: 500 },
  { code: 'BAG-LD', name: 'LDPE sleeve bag', alarm: 200 },
  // Made in-house from bought board: code, name and alarm limit are locked (spec 02 §5).
  { code: 'SEMI-BLANK-8', name: 'Printed cup blanks 8oz (semi)', alarm: 50_000, manufactured: 1 },
  { code: 'SEMI-BLANK-12', name: 'Printed cup blanks 12oz (semi)', alarm: 50_000, manufactured: 1 },
] as const;

const PACKAGING_TYPES = [
  { packagingTypeName: '500 cups (25 x 20)', quantity: 500, sleeveQty: 25, sleevePkt: 20 },
  { packagingTypeName: '1000 lids (50 x 20)', quantity: 1000, sleeveQty: 50, sleevePkt: 20 },
  { packagingTypeName: '300 bowls (50 x 6)', quantity: 300, sleeveQty: 50, sleevePkt: 6 },
  { packagingTypeName: '1000 sleeves (100 x 10)', quantity: 1000, sleeveQty: 100, sleevePkt: 10 },
  { packagingTypeName: '100 cartons (flat packed)', quantity: 100, sleeveQty: null, sleevePkt: null },
];
const PRODUCT_TYPES = ['Cold cup', 'Cup sleeve', 'Noodle box', 'Carton'];
const MACHINES = [
  { machineName: 'Thermoformer 1', machineTypeId: 3 },
  { machineName: 'Box Former 1', machineTypeId: 3 },
];

type TLine = 'hot' | 'cold' | 'lid' | 'bowl' | 'box' | 'sleeve' | 'carton';
interface TDemoBase {
  name: string;
  code: string;
  type: string;
  packaging: string;
  raw: [string, string?];
  spec: string;
  /** NZD per carton for the Café group. */
  price: number;
  line: TLine;
}

const hotCup = (oz: number, wall: 'Single' | 'Double', price: number): TDemoBase => ({
  name: `${oz}oz ${wall.toLowerCase()} wall hot cup`,
  code: `HC${oz}${wall === 'Single' ? 'SW' : 'DW'}`,
  type: 'Paper cup',
  packaging: wall === 'Single' && oz <= 8 ? '1000 cups (50 x 20)' : '500 cups (25 x 20)',
  raw: [oz <= 8 ? 'PB-280' : 'PB-300', wall === 'Single' ? 'PE-18' : 'PE-2S'],
  spec: `${oz <= 8 ? 280 : 300}gsm board, PE lined${wall === 'Double' ? ', double wall' : ''}`,
  price,
  line: 'hot',
});
const coldCup = (oz: number, material: 'PLA' | 'PET', price: number): TDemoBase => ({
  name: `${oz}oz ${material} clear cold cup`,
  code: `CC${oz}${material}`,
  type: 'Cold cup',
  packaging: '1000 cups (50 x 20)',
  raw: [material === 'PLA' ? 'PLA-R' : 'PET-30'],
  spec: material === 'PLA' ? 'Compostable PLA, 98mm rim' : 'Recyclable PET #1, 98mm rim',
  price,
  line: 'cold',
});
const lid = (name: string, code: string, raw: string, spec: string, price: number): TDemoBase => ({
  name,
  code,
  type: 'Lid',
  packaging: code.startsWith('LD9') ? '1000 lids (50 x 20)' : '2000 lids (100 x 20)',
  raw: [raw],
  spec,
  price,
  line: 'lid',
});
const bowl = (ml: number, price: number): TDemoBase => ({
  name: `${ml}ml kraft bowl`,
  code: `KB${ml}`,
  type: 'Bowl',
  packaging: ml >= 1000 ? '300 bowls (50 x 6)' : '500 bowls (25 x 20)',
  raw: ['KB-350', 'PE-18'],
  spec: 'Kraft board 350gsm, PE lined, 150mm rim',
  price,
  line: 'bowl',
});
const box = (name: string, code: string, type: string, price: number): TDemoBase => ({
  name,
  code,
  type,
  packaging: '250 containers (50 x 5)',
  raw: ['KB-300', 'PLA-C'],
  spec: 'Kraft board 300gsm, PLA lined, grease resistant',
  price,
  line: 'box',
});

const BASE_PRODUCTS: TDemoBase[] = [
  hotCup(4, 'Single', 38),
  hotCup(8, 'Single', 62),
  hotCup(12, 'Single', 48),
  hotCup(16, 'Single', 56),
  hotCup(8, 'Double', 52),
  hotCup(12, 'Double', 64),
  hotCup(16, 'Double', 72),
  coldCup(12, 'PLA', 118),
  coldCup(16, 'PLA', 132),
  coldCup(20, 'PLA', 148),
  coldCup(16, 'PET', 86),
  coldCup(20, 'PET', 97),
  lid('80mm sip lid white', 'LD80SIP', 'PP-12', 'PP #5, fits 8oz', 74),
  lid('90mm sip lid black', 'LD90SIP', 'PP-12', 'PP #5, fits 12/16oz', 46),
  lid('90mm CPLA sip lid', 'LD90CPLA', 'CPLA-R', 'Compostable CPLA, fits 12/16oz', 89),
  lid('98mm flat lid PLA', 'LD98FLAT', 'PLA-R', 'Compostable PLA, straw slot', 84),
  lid('98mm dome lid PET', 'LD98DOME', 'RPET-35', 'rPET dome, no hole', 92),
  lid('150mm bowl lid PP', 'LD150BWL', 'PP-12', 'PP #5 vented, fits kraft bowls', 118),
  bowl(500, 68),
  bowl(750, 76),
  bowl(1000, 58),
  bowl(1300, 66),
  box('Noodle box 16oz', 'NB16', 'Noodle box', 61),
  box('Noodle box 26oz', 'NB26', 'Noodle box', 69),
  box('Noodle box 32oz', 'NB32', 'Noodle box', 74),
  box('Kraft clamshell burger box', 'CS-BURG', 'Container', 82),
  box('Kraft clamshell large meal', 'CS-LGE', 'Container', 96),
  box('Kraft lunch box #2', 'LB2', 'Container', 88),
  box('Kraft lunch box #3', 'LB3', 'Container', 94),
  {
    name: 'Cup sleeve 8oz kraft',
    code: 'SLV8',
    type: 'Cup sleeve',
    packaging: '1000 sleeves (100 x 10)',
    raw: ['KB-300', 'INK-WB-K'],
    spec: 'Kraft board 300gsm, one colour print',
    price: 72,
    line: 'sleeve',
  },
  {
    name: 'Cup sleeve 12/16oz kraft',
    code: 'SLV12',
    type: 'Cup sleeve',
    packaging: '1000 sleeves (100 x 10)',
    raw: ['KB-300', 'INK-WB-K'],
    spec: 'Kraft board 300gsm, one colour print',
    price: 78,
    line: 'sleeve',
  },
  {
    name: 'Shipping carton small',
    code: 'CTN-S',
    type: 'Carton',
    packaging: '100 cartons (flat packed)',
    raw: ['CTN-5P'],
    spec: '5-ply corrugated, 400 x 300 x 300mm',
    price: 165,
    line: 'carton',
  },
  {
    name: 'Shipping carton large',
    code: 'CTN-L',
    type: 'Carton',
    packaging: '100 cartons (flat packed)',
    raw: ['CTN-5P'],
    spec: '5-ply corrugated, 600 x 400 x 400mm',
    price: 215,
    line: 'carton',
  },
  {
    name: 'Printed paper straw 6mm',
    code: 'STR6',
    type: 'Straw',
    packaging: '2000 lids (100 x 20)',
    raw: ['PB-230', 'INK-WB-C'],
    spec: '3-ply paper, 197mm, wrapped',
    price: 54,
    line: 'carton',
  },
];

/** Price of a group relative to the Café list price: distributors and supermarkets buy cheaper. */
const GROUP_FACTOR: Record<string, number> = {
  Café: 1,
  Restaurant: 0.97,
  Distributor: 0.82,
  Supermarket: 0.88,
  Bakery: 0.99,
};

/** Which machine does each production step of a line (spec 02 §9 actions: 1 print, 2 die-cut, 3 make, 4 pack). */
const LINE_MACHINES: Record<TLine, [number, string][]> = {
  hot: [
    [1, 'Printer 1'],
    [2, 'Die-Cutter 1'],
    [3, 'Cup Machine 1'],
    [4, 'Packaging Line 1'],
  ],
  cold: [
    [3, 'Thermoformer 1'],
    [4, 'Packaging Line 2'],
  ],
  lid: [
    [3, 'Thermoformer 1'],
    [4, 'Packaging Line 2'],
  ],
  bowl: [
    [1, 'Printer 1'],
    [2, 'Die-Cutter 1'],
    [3, 'Bowl Machine 1'],
    [4, 'Packaging Line 1'],
  ],
  box: [
    [1, 'Printer 1'],
    [2, 'Die-Cutter 1'],
    [3, 'Box Former 1'],
    [4, 'Packaging Line 2'],
  ],
  sleeve: [
    [1, 'Printer 1'],
    [2, 'Die-Cutter 1'],
    [4, 'Packaging Line 1'],
  ],
  carton: [[4, 'Packaging Line 2']],
};

function byName<T>(rows: T[], key: (row: T) => string, name: string): T {
  const row = rows.find((r) => key(r) === name);
  if (!row) throw new Error(`Demo catalogue: no ${name}`);
  return row;
}

/** The demo base products (not outsourced), for the customer products built on them. */
export async function seedCatalogueDemo(tx: DbOrTx, random: TRandom, size = 1) {
  await tx.insert(packagingType).values(PACKAGING_TYPES);
  await tx.insert(productType).values(PRODUCT_TYPES.map((productTypeName) => ({ productTypeName })));
  const sortFrom = (await tx.select().from(machine)).length + 1;
  await tx.insert(machine).values(MACHINES.map((m, i) => ({ ...m, sortingOrder: sortFrom + i, maintenance: 0 })));
  // A transaction is one connection, which runs one query at a time: read in turn.
  const types = await tx.select().from(productType);
  const packagings = await tx.select().from(packagingType);
  const machines = await tx.select().from(machine);
  const groups = await tx.select().from(customerGroup1).orderBy(asc(customerGroup1.group1Id));

  const copies = Array.from({ length: size }, (_, copy) => (copy === 0 ? '' : `-${copy + 1}`));
  const materials = await insertInChunks(
    tx,
    rawMaterial,
    copies.flatMap((suffix) =>
      RAW_MATERIALS.map((m) => ({
        rawMaterialCode: `${m.code}${suffix}`,
        rawMaterialName: m.name,
        alarmLimit: m.alarm,
        manufactured: 'manufactured' in m ? m.manufactured : 0,
      })),
    ),
    { rawMaterialId: rawMaterial.rawMaterialId, rawMaterialCode: rawMaterial.rawMaterialCode },
  );
  const materialIds = new Map(materials.map((m) => [m.rawMaterialCode, m.rawMaterialId]));
  const materialId = (code: string) => {
    const id = materialIds.get(code);
    if (id === undefined) throw new Error(`Demo catalogue: no ${code}`);
    return id;
  };

  const bases = await insertInChunks(
    tx,
    baseProduct,
    copies.flatMap((suffix) =>
      BASE_PRODUCTS.map((b, i) => ({
        baseProductName: b.name,
        productCode: `${b.code}${suffix}`,
        productTypeId: byName(types, (t) => t.productTypeName, b.type).productTypeId,
        packagingTypeId: byName(packagings, (p) => p.packagingTypeName, b.packaging).packagingTypeId,
        rawMaterial: materialId(`${b.raw[0]}${suffix}`),
        rawMaterialId2: b.raw[1] ? materialId(`${b.raw[1]}${suffix}`) : null,
        description: `${b.name}, ${b.spec}`,
        rawmaterialDesc: b.spec,
        visible: i % 11 === 10 ? 0 : 1,
      })),
    ),
    { baseProductId: baseProduct.baseProductId, packagingTypeId: baseProduct.packagingTypeId },
  );

  const prices = [];
  const mappings = [];
  for (const [index, base] of bases.entries()) {
    const demo = BASE_PRODUCTS[index % BASE_PRODUCTS.length] as TDemoBase;
    const quantity = byName(packagings, (p) => p.packagingTypeId.toString(), String(base.packagingTypeId)).quantity;
    const moq = `MOQ ${random.pick([5, 10, 10, 20, 40])} cartons`;
    for (const group of groups) {
      const factor = (GROUP_FACTOR[group.group1Name] ?? 1) * (0.97 + random.int(0, 6) / 100);
      prices.push({
        baseProductId: base.baseProductId,
        group1: group.group1Id,
        quantiy: quantity,
        price: (demo.price * factor).toFixed(3),
        description: moq,
        // Last year's list price, a few percent lower.
        originalPrice: index % 4 === 0 ? (demo.price * factor * 0.95).toFixed(3) : null,
      });
    }
    // A few products also carry a price that applies to every group (e.g. a new customer group).
    if (index % 6 === 0) {
      prices.push({
        baseProductId: base.baseProductId,
        group1: null,
        quantiy: quantity,
        price: demo.price.toFixed(3),
        description: moq,
        originalPrice: null,
      });
    }
    for (const [action, machineName] of LINE_MACHINES[demo.line]) {
      mappings.push({
        baseProductId: base.baseProductId,
        action,
        machine: byName(machines, (m) => m.machineName, machineName).machineId,
      });
    }
  }
  await insertInChunks(tx, productPrice, prices);
  await insertInChunks(tx, productMachineMapping, mappings);

  // One archived row of each, so the Deleted Raw Materials and Deleted Base Products screens have something.
  const deletedAt = new Date('2026-06-30T22:00:00Z');
  const [eps] = await tx
    .insert(rawMaterial)
    .values({
      rawMaterialCode: 'EPS-B',
      rawMaterialName: 'EPS foam beads',
      alarmLimit: 0,
      deletedAt,
      deletePerson: 'Mere Ngata',
      deleteNote: 'No more polystyrene cups: plastics phase-out.',
    })
    .returning();
  await tx.insert(baseProduct).values({
    baseProductName: '8oz foam hot cup',
    productCode: 'FC8',
    productTypeId: byName(types, (t) => t.productTypeName, 'Paper cup').productTypeId,
    packagingTypeId: byName(packagings, (p) => p.packagingTypeName, '1000 cups (50 x 20)').packagingTypeId,
    rawMaterial: eps?.rawMaterialId,
    rawmaterialDesc: 'Expanded polystyrene',
    visible: 0,
    deletedAt,
    deletePerson: 'Mere Ngata',
    deleteNote: 'Discontinued with the EPS beads.',
  });
  return bases;
}
