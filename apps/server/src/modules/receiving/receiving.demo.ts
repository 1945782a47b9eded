import {
  CURRENCY,
  PALLET_TYPE,
  PAYMENT_STATUS,
  PO_STATUS,
  poNumberOf,
  purchaseTotalsOf,
  RECEIVING_STATUS,
  receivingNumberOf,
  SETTING,
  shiftDate,
  toApiDate,
  todayInAuckland,
  ZONE_TYPE,
} from '@packline/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { drawIds } from '../../db/sequences.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { poDetail, poOption, purchaseOrder } from '../purchase-orders/purchase-orders.tables.ts';
import { appSetting } from '../settings/settings.tables.ts';
import { DEMO_SUPPLIERS, demoPricesOf } from '../suppliers/suppliers.demo.ts';
import { supplier } from '../suppliers/suppliers.tables.ts';
import { createPallets, placePalletsInTempZones } from '../warehouse-layout/warehouse-layout.service.ts';
import { unloadingDetail, unloadingInspection } from './receiving.tables.ts';
import { generateReceivingBoxesIn, placeReceivingBoxesIn } from './receiving-boxes.service.ts';

// Demo purchases: the company's delivery address, and purchase orders in every state and currency raised by the demo
// buyer from the demo suppliers (suppliers.demo.ts) and approved by the demo approver, with the receivings of the orders
// that arrived (one only partly). Deterministic. The orders and their receivings are seeded together, here in the module
// above both: they draw from the one random generator in turn, order by order.

const DELIVERY = { deliveryAddr: '24 Industry Road, Penrose, Auckland 1061', telNo: '09 555 0142' };

interface TDemoOrder {
  supplier: string;
  status: number;
  daysAgo: number;
  lines: { code: string; quantity: number }[];
  outsourced?: { code: string; quantity: number; unitPrice: string }[];
  options?: { optionId: number; price: string }[];
  notes?: string;
  paid?: boolean;
  /** Part of each line arrived (a receiving in processing) though the order is still Approved. */
  partlyReceived?: boolean;
}

const ORDERS: TDemoOrder[] = [
  {
    supplier: 'board',
    status: PO_STATUS.AwaitingApproval,
    daysAgo: 1,
    lines: [
      { code: 'PB-280', quantity: 6000 },
      { code: 'CTN-5P', quantity: 800 },
    ],
    options: [{ optionId: 1, price: '120' }],
    notes: 'Deliver before the Christmas shutdown.',
  },
  {
    supplier: 'tableware',
    status: PO_STATUS.AwaitingApproval,
    daysAgo: 3,
    lines: [],
    outsourced: [{ code: 'OUT-BAMBOO-SET', quantity: 20000, unitPrice: '0.085' }],
  },
  {
    supplier: 'paper',
    status: PO_STATUS.Approved,
    daysAgo: 12,
    lines: [{ code: 'PB-300', quantity: 12000 }],
    options: [{ optionId: 3, price: '800' }],
  },
  {
    supplier: 'resin',
    status: PO_STATUS.Approved,
    daysAgo: 20,
    lines: [{ code: 'PLA-R', quantity: 5000 }],
    partlyReceived: true,
  },
  {
    supplier: 'inks',
    status: PO_STATUS.Received,
    daysAgo: 35,
    lines: [
      { code: 'INK-WB-C', quantity: 40 },
      { code: 'INK-WB-K', quantity: 60 },
    ],
    options: [{ optionId: 2, price: '45' }],
  },
  {
    supplier: 'board',
    status: PO_STATUS.Completed,
    daysAgo: 70,
    lines: [{ code: 'KB-300', quantity: 4000 }],
    paid: true,
  },
  { supplier: 'resin', status: PO_STATUS.Cancelled, daysAgo: 90, lines: [{ code: 'PP-12', quantity: 2000 }] },
];

export async function seedPurchasesDemo(tx: Transaction, random: TRandom): Promise<void> {
  await tx
    .insert(appSetting)
    .values({ key: SETTING.purchaseDelivery.key, value: DELIVERY })
    .onConflictDoUpdate({ target: appSetting.key, set: { value: DELIVERY } });

  const codes = DEMO_SUPPLIERS.flatMap((s) => (s.prices ?? []).map((p) => p.code)).concat(
    ORDERS.flatMap((o) => o.lines.map((l) => l.code)),
  );
  const materials = await tx
    .select({ id: rawMaterial.rawMaterialId, code: rawMaterial.rawMaterialCode })
    .from(rawMaterial)
    .where(and(inArray(rawMaterial.rawMaterialCode, [...new Set(codes)]), isNull(rawMaterial.deletedAt)));
  const materialOf = new Map(materials.map((m) => [m.code, m.id]));
  const outsourced = await tx
    .select({ id: product.productId, code: product.productCode })
    .from(product)
    .where(and(eq(product.manufactured, 1), isNull(product.deletedAt)));
  const productOf = new Map(outsourced.map((p) => [p.code, p.id]));
  const people = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName })
    .from(employee)
    .where(inArray(employee.userName, ['buyer', 'approver']))
    .orderBy(asc(employee.employeeId));
  const buyer = people.find((p) => p.userName === 'buyer')?.employeeId ?? null;
  const approver = people.find((p) => p.userName === 'approver')?.employeeId ?? null;
  const today = todayInAuckland();

  // The demo suppliers (suppliers.demo.ts, seeded just before), by name; their prices as that seeder added them.
  const suppliers = await tx
    .select({ id: supplier.suplierId, name: supplier.suplierName })
    .from(supplier)
    .where(
      inArray(
        supplier.suplierName,
        DEMO_SUPPLIERS.map((s) => s.row.suplierName),
      ),
    )
    .orderBy(asc(supplier.suplierId));
  const supplierIdOf = new Map(suppliers.map((s) => [s.name, s.id]));
  const supplierIds = new Map<string, { id: number; currencyId: number; prices: Map<string, TPriceRow> }>();
  type TPriceRow = { unitPrice: string; unit: string; productCode: string };
  let receivingInStock: number | null = null;
  for (const demo of DEMO_SUPPLIERS) {
    const id = supplierIdOf.get(demo.row.suplierName);
    if (id === undefined) continue;
    const prices = new Map<string, TPriceRow>(demoPricesOf(demo, materialOf).map((price) => [price.code, price]));
    supplierIds.set(demo.key, { id, currencyId: demo.row.currencyId ?? CURRENCY.NZD, prices });
  }

  for (const demo of ORDERS) {
    const from = supplierIds.get(demo.supplier);
    if (!from) continue;
    const lines = [
      ...demo.lines.flatMap((line) => {
        const rawMaterialId = materialOf.get(line.code);
        const price = from.prices.get(line.code);
        if (rawMaterialId === undefined) return [];
        return [
          {
            rawMaterialId,
            outSourceProd: null,
            suplierProductCode: price?.productCode ?? null,
            unit: price?.unit ?? 'each',
            unitPrice: price?.unitPrice ?? String(random.int(100, 900) / 100),
            quantity: String(line.quantity),
          },
        ];
      }),
      ...(demo.outsourced ?? []).flatMap((line) => {
        const productId = productOf.get(line.code);
        if (productId === undefined) return [];
        return [
          {
            rawMaterialId: null,
            outSourceProd: productId,
            suplierProductCode: null,
            unit: 'set',
            unitPrice: line.unitPrice,
            quantity: String(line.quantity),
          },
        ];
      }),
    ];
    if (lines.length === 0) continue;
    const options = demo.options ?? [];
    const totals = purchaseTotalsOf(lines, options, from.currencyId);
    const [poId] = await drawIds(tx, purchaseOrder, purchaseOrder.poId);
    const createdAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
    const approved = demo.status !== PO_STATUS.AwaitingApproval && demo.status !== PO_STATUS.Cancelled;
    const received = demo.status === PO_STATUS.Received || demo.status === PO_STATUS.Completed;
    await tx.insert(purchaseOrder).values({
      poId,
      poNo: poNumberOf(poId),
      poStatusId: demo.status,
      suplierId: from.id,
      currencyId: from.currencyId,
      createdEmployeeId: buyer,
      approvedEmployeeId: approved ? approver : null,
      approvedAt: approved ? new Date(createdAt.getTime() + 86_400_000) : null,
      completedAt: demo.status === PO_STATUS.Completed ? new Date(createdAt.getTime() + 20 * 86_400_000) : null,
      deliveryDate: shiftDate(today, 21 - demo.daysAgo, 'day'),
      telNo: DELIVERY.telNo,
      deliveryAddr: DELIVERY.deliveryAddr,
      deliveryInstruction: 'Tail-lift truck please; receiving dock 2.',
      notes: demo.notes ?? null,
      price: String(totals.price),
      gst: String(totals.gst),
      inclGstPrice: String(totals.inclGstPrice),
      paid: demo.paid ? PAYMENT_STATUS.Paid : PAYMENT_STATUS.Unpaid,
      invoiceNote: demo.paid ? `INV-${random.int(10000, 99999)}` : null,
      paymentDate: demo.paid ? shiftDate(today, -demo.daysAgo + 25, 'day') : null,
      ...(demo.status === PO_STATUS.Cancelled
        ? {
            cancelReason: 'The supplier could not meet the ETA.',
            cancelledAt: new Date(createdAt.getTime() + 2 * 86_400_000),
            cancelledBy: buyer,
          }
        : {}),
      createdAt,
      createdBy: buyer,
    });
    // What arrived: everything for a received or completed order, 60 % for a partly received one. Nothing is handled
    // into boxes yet (the receiving's stock steps make the boxes).
    const arrived = (quantity: string) =>
      received ? quantity : demo.partlyReceived ? String(Math.round(Number(quantity) * 0.6)) : '0';
    const inserted = await tx
      .insert(poDetail)
      .values(
        lines.map((line, i) => ({
          poId,
          ...line,
          price: String(totals.linePrices[i]),
          totalRevQty: arrived(line.quantity),
          completed: demo.status === PO_STATUS.Completed ? 1 : 0,
          createdAt,
          createdBy: buyer,
        })),
      )
      .returning({ poDetailId: poDetail.poDetailId, quantity: poDetail.quantity });
    if (received || demo.partlyReceived) {
      const arrivalTime = new Date(createdAt.getTime() + (demo.daysAgo > 21 ? 21 : demo.daysAgo - 2) * 86_400_000);
      const [inspectionId] = await drawIds(tx, unloadingInspection, unloadingInspection.inspectionId);
      await tx.insert(unloadingInspection).values({
        inspectionId,
        no: receivingNumberOf(inspectionId),
        poId,
        containerNo: `${demo.supplier.toUpperCase()}-${random.int(100000, 999999)}`,
        arrivalTime,
        unloadingDate: toApiDate(arrivalTime),
        unloadingPeople: 'Warehouse team',
        conditionOfProduct: random.pick(['Good, dry and well wrapped', 'One pallet wrap torn, goods fine', 'Good']),
        notes: demo.partlyReceived ? 'Rest to follow on the next sailing.' : null,
        status: demo.status === PO_STATUS.Completed ? RECEIVING_STATUS.Completed : RECEIVING_STATUS.InProcessing,
        completedAt: demo.status === PO_STATUS.Completed ? new Date(arrivalTime.getTime() + 86_400_000) : null,
        createdAt: arrivalTime,
        createdBy: buyer,
      });
      await tx.insert(unloadingDetail).values(
        inserted.map((line) => ({
          inspectionId,
          poDetailId: line.poDetailId,
          revQuantity: arrived(line.quantity),
          createdAt: arrivalTime,
          createdBy: buyer,
        })),
      );
    }
    if (demo.status === PO_STATUS.Received && receivingInStock === null) receivingInStock = poId;
    if (options.length > 0) {
      await tx
        .insert(poOption)
        .values(options.map((option) => ({ poId, optionId: option.optionId, price: option.price, createdBy: buyer })));
    }
  }
  if (receivingInStock !== null) await stockReceivedOrder(tx, receivingInStock, buyer);
}

/**
 * The first received order's receiving handled into stock as the warehouse would (receiving-boxes.service.ts): each
 * raw material line into 4 boxes, a line's boxes on a new pallet, the pallets in the Unloading Zone.
 */
async function stockReceivedOrder(tx: Transaction, poId: number, actorId: number | null) {
  const [receiving] = await tx
    .select({ inspectionId: unloadingInspection.inspectionId })
    .from(unloadingInspection)
    .where(eq(unloadingInspection.poId, poId));
  if (!receiving) return;
  const lines = await tx
    .select({ detailId: unloadingDetail.detailId, revQuantity: unloadingDetail.revQuantity })
    .from(unloadingDetail)
    .innerJoin(poDetail, eq(poDetail.poDetailId, unloadingDetail.poDetailId))
    .where(and(eq(unloadingDetail.inspectionId, receiving.inspectionId), isNotNull(poDetail.rawMaterialId)))
    .orderBy(asc(unloadingDetail.detailId));
  const pallets = await createPallets(tx, {
    count: lines.length,
    plateTypeId: PALLET_TYPE.Default,
    createdBy: actorId,
  });
  for (const [i, line] of lines.entries()) {
    const perBox = Math.floor((Number(line.revQuantity) / 4) * 1000) / 1000;
    if (!(perBox > 0)) continue;
    const query = {
      inspectionId: receiving.inspectionId,
      detailId: line.detailId,
      productQuantityPerBox: perBox,
      boxCount: 4,
    };
    const boxes = await generateReceivingBoxesIn(tx, query, actorId);
    const palletId = (pallets[i] as { plateId: number }).plateId;
    const mine = boxes.filter((b) => b.detailId === line.detailId);
    await placeReceivingBoxesIn(
      tx,
      mine.map((b) => ({ rawMaterialBoxId: b.rawMaterialBoxId, plateId: palletId })),
      'add',
      actorId,
    );
  }
  await placePalletsInTempZones(
    tx,
    pallets.map((p) => ({ plateId: p.plateId, zoneTypeId: ZONE_TYPE.Unloading, createdBy: actorId })),
  );
}
