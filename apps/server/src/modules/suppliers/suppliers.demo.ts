import { CURRENCY, SUPPLIER_TYPE, shiftDate, todayInAuckland } from '@packline/domain';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { supplier, supplierQualification, supplierRawMaterial } from './suppliers.tables.ts';

// Demo suppliers: NZ, Chinese and US ones (raw material price lists; qualifications, one about to expire and one
// expired), added by the demo buyer. No random draw. Receiving's demo seeder raises the purchase orders of these.

export interface TDemoSupplier {
  key: string;
  row: Omit<typeof supplier.$inferInsert, 'suplierId'>;
  prices?: { code: string; unitPrice: string; unit: string; productCode: string; priceBreak?: string }[];
  /** Days from today to each qualification's expiry. */
  qualifications?: { name: string; days: number }[];
}

export const DEMO_SUPPLIERS: TDemoSupplier[] = [
  {
    key: 'board',
    row: {
      suplierName: 'Kiwi Board Supplies Ltd',
      address: '8 Kaimiro Street, Pukete, Hamilton 3200',
      primaryPerson: 'Hemi Walker',
      phone: '07 849 2210',
      email: 'orders@kiwiboard.example.nz',
      gstNumber: '112-345-678',
      taxRate: 15,
      currencyId: CURRENCY.NZD,
      suplierType: SUPPLIER_TYPE.RawMaterial,
      paymentTerm: '20th of the month following invoice.',
    },
    prices: [
      { code: 'PB-280', unitPrice: '1.850', unit: 'sheet', productCode: 'KB-CS280', priceBreak: '5000' },
      { code: 'PB-300', unitPrice: '2.050', unit: 'sheet', productCode: 'KB-CS300' },
      { code: 'KB-300', unitPrice: '1.720', unit: 'sheet', productCode: 'KB-KR300' },
      { code: 'CTN-5P', unitPrice: '2.400', unit: 'each', productCode: 'KB-C5' },
    ],
  },
  {
    key: 'inks',
    row: {
      suplierName: 'Canterbury Inks Ltd',
      address: '51 Sockburn Road, Christchurch 8042',
      primaryPerson: 'Sarah McKenzie',
      phone: '03 348 7711',
      email: 'sales@canterburyinks.example.nz',
      currencyId: CURRENCY.NZD,
      suplierType: SUPPLIER_TYPE.RawMaterial,
      paymentTerm: '30 days from invoice.',
    },
    prices: [
      { code: 'INK-WB-C', unitPrice: '18.500', unit: 'kg', productCode: 'CI-WB-CY' },
      { code: 'INK-WB-M', unitPrice: '18.500', unit: 'kg', productCode: 'CI-WB-MG' },
      { code: 'INK-WB-K', unitPrice: '16.900', unit: 'kg', productCode: 'CI-WB-BK' },
    ],
  },
  {
    key: 'resin',
    row: {
      suplierName: 'Pacific Resin Corp',
      address: '1200 Harbor Blvd, Long Beach, CA 90802, USA',
      primaryPerson: 'Dana Brooks',
      phone: '+1 562 555 0190',
      email: 'export@pacificresin.example.com',
      currencyId: CURRENCY.USD,
      suplierType: SUPPLIER_TYPE.RawMaterial,
      paymentTerm: 'T/T 30% deposit, balance against bill of lading.',
    },
    prices: [
      { code: 'PLA-R', unitPrice: '2.650', unit: 'kg', productCode: 'PRC-4043D' },
      { code: 'CPLA-R', unitPrice: '3.100', unit: 'kg', productCode: 'PRC-CPLA-HT' },
      { code: 'PP-12', unitPrice: '1.420', unit: 'kg', productCode: 'PRC-PP12' },
    ],
  },
  {
    key: 'paper',
    row: {
      suplierName: 'Zhejiang Huaxin Paper Co., Ltd',
      address: 'No. 88 Binhai Road, Ningbo, Zhejiang, China',
      primaryPerson: 'Li Wei',
      phone: '+86 574 5555 0123',
      email: 'li.wei@huaxinpaper.example.cn',
      currencyId: CURRENCY.RMB,
      suplierType: SUPPLIER_TYPE.Qualified,
      paymentTerm: 'T/T 30 days after shipment.',
    },
    qualifications: [
      { name: 'FSC Chain of Custody', days: 300 },
      { name: 'ISO 9001:2015', days: 5 },
    ],
  },
  {
    key: 'tableware',
    row: {
      suplierName: 'Guangzhou Eco Tableware Co.',
      address: 'Panyu District, Guangzhou, Guangdong, China',
      primaryPerson: 'Chen Jing',
      phone: '+86 20 5555 0456',
      email: 'chen.jing@ecotableware.example.cn',
      currencyId: CURRENCY.USD,
      suplierType: SUPPLIER_TYPE.Qualified,
      paymentTerm: 'L/C at sight.',
    },
    qualifications: [
      { name: 'BRCGS Packaging Materials', days: -12 },
      { name: 'FDA food contact declaration', days: 180 },
    ],
  },
];

/** The prices of a demo supplier whose raw material the catalogue has (the others are left out). */
export function demoPricesOf(demo: TDemoSupplier, materialOf: ReadonlyMap<string, number>) {
  return (demo.prices ?? []).filter((price) => materialOf.has(price.code));
}

export async function seedSuppliersDemo(tx: Transaction): Promise<void> {
  const codes = DEMO_SUPPLIERS.flatMap((s) => (s.prices ?? []).map((p) => p.code));
  const materials = await tx
    .select({ id: rawMaterial.rawMaterialId, code: rawMaterial.rawMaterialCode })
    .from(rawMaterial)
    .where(and(inArray(rawMaterial.rawMaterialCode, [...new Set(codes)]), isNull(rawMaterial.deletedAt)));
  const materialOf = new Map(materials.map((m) => [m.code, m.id]));
  const people = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName })
    .from(employee)
    .where(inArray(employee.userName, ['buyer']))
    .orderBy(asc(employee.employeeId));
  const buyer = people.find((p) => p.userName === 'buyer')?.employeeId ?? null;
  const today = todayInAuckland();

  for (const demo of DEMO_SUPPLIERS) {
    const [row] = await tx
      .insert(supplier)
      .values({ ...demo.row, createdBy: buyer })
      .returning({ id: supplier.suplierId });
    for (const price of demoPricesOf(demo, materialOf)) {
      await tx.insert(supplierRawMaterial).values({
        suplierId: row.id,
        rawMaterialId: materialOf.get(price.code) as number,
        suplierProductCode: price.productCode,
        unitPrice: price.unitPrice,
        priceBreak: price.priceBreak ?? null,
        unit: price.unit,
        createdBy: buyer,
      });
    }
    for (const qualification of demo.qualifications ?? []) {
      await tx.insert(supplierQualification).values({
        suplierId: row.id,
        qualificationName: qualification.name,
        expDate: shiftDate(today, qualification.days, 'day'),
        createdBy: buyer,
      });
    }
  }
}
