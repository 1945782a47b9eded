import { PO_PDF_ROWS, PO_STATUS, type TPurchaseOrder } from '@packline/domain';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL_MARK, purchaseOrderDefinition, renderPurchaseOrder } from './purchase-order-pdf.ts';

// spec 02 §9 and issue 16: the PO PDF, A4, its table padded to 23 rows, totals to 2 decimals with the currency, GST
// for NZD only. Read back from the rendered file.

const line = (fields: Partial<TPurchaseOrder['poDetail'][number]>): TPurchaseOrder['poDetail'][number] => ({
  poDetailId: 1,
  rawMaterialId: 3,
  rawMaterial: { rawMaterialCode: 'PB-280', rawMaterialName: 'Paper board 280gsm (cupstock)' },
  outSourceProd: null,
  outSourceProduct: null,
  suplierProductCode: 'KB-CS280',
  unit: 'sheet',
  unitPrice: 1.855,
  quantity: 6000,
  price: 11130,
  comments: null,
  completed: 0,
  totalRevQty: 0,
  totalHandledQty: 0,
  packagingQty: null,
  closedReason: null,
  closedAt: null,
  ...fields,
});

const order = (fields: Partial<TPurchaseOrder> = {}): TPurchaseOrder => ({
  poId: 42,
  poNo: 'PO000042',
  poStatusId: 2,
  poStatusName: 'Approved',
  suplierId: 5,
  suplier: {
    suplierName: 'Kiwi Board Supplies Ltd',
    address: '8 Kaimiro Street, Pukete, Hamilton',
    email: 'orders@kiwiboard.example.nz',
    currencyId: 1,
  },
  currencyId: 1,
  currencyName: 'NZD',
  createdEmployeeId: 7,
  createdEmployee: { firstName: 'Aroha', lastName: 'Ngata' },
  createdAt: '2026-11-19T21:00:00.000Z',
  approvedEmployeeId: 8,
  approvedAt: '2026-11-20T01:00:00.000Z',
  deliveryDate: '2026-12-10',
  dueDate: null,
  telNo: '09 555 0142',
  deliveryInstruction: 'Dock 2, tail-lift truck',
  deliveryAddr: '24 Industry Road, Penrose, Ōtāhuhu',
  notes: 'Deliver before the Christmas shutdown.',
  price: 12615.565,
  gst: 1892.335,
  inclGstPrice: 14507.9,
  paid: 0,
  invoiceNote: null,
  paymentDate: null,
  cancelReason: null,
  cancelledAt: null,
  cancelledBy: null,
  poDetail: [
    line({}),
    line({
      poDetailId: 2,
      rawMaterial: { rawMaterialCode: 'CTN-5P', rawMaterialName: 'Corrugated carton 5-ply' },
      suplierProductCode: 'KB-C5',
      unit: 'each',
      unitPrice: 1.855,
      quantity: 3,
      price: 5.565,
      comments: 'Printed logo',
    }),
  ],
  poOption: [{ poOptionId: 1, optionId: 1, optionName: 'Delivery Fee', price: 1480 }],
  qualificationAlerts: [],
  ...fields,
});

async function textOf(po: TPurchaseOrder) {
  const pdf = await getDocumentProxy(new Uint8Array(await renderPurchaseOrder(po)));
  const { text } = await extractText(pdf, { mergePages: true });
  return { pdf, text: text.replace(/\s+/g, ' ') };
}

describe('purchase order PDF', () => {
  it('prints an NZD order on A4 with its lines, options, totals excl/incl GST to 2 decimals', async () => {
    const { pdf, text } = await textOf(order());
    const { info } = await getMeta(pdf);
    expect(info.Title).toBe('PO000042');
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    expect(page.view).toEqual([0, 0, 595.28, 841.89]);
    for (const expected of [
      'PURCHASE ORDER',
      'PO Number: PO000042',
      'ETA: 10/12/2026',
      'Kiwi Board Supplies Ltd',
      '24 Industry Road, Penrose, Ōtāhuhu',
      'Tel: 09 555 0142',
      'PB-280',
      'KB-CS280',
      'Paper board 280gsm (cupstock)',
      'Corrugated carton 5-ply — Printed logo',
      '6,000',
      '1.855',
      '11,130.00',
      '5.57',
      'Delivery Fee',
      '1,480.00',
      'Total excl GST NZD 12,615.57',
      'GST 15% NZD 1,892.34',
      'Total incl GST NZD 14,507.90',
      'Notes: Deliver before the Christmas shutdown.',
      'Created By: Aroha Ngata',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints other currencies without GST', async () => {
    const { text } = await textOf(order({ currencyId: 2, currencyName: 'RMB', gst: 0, inclGstPrice: 12615.565 }));
    expect(text).toContain('Total RMB 12,615.57');
    expect(text).not.toContain('GST');
  });

  it('pads the item rows to 23 (lines and options together)', () => {
    const definition = purchaseOrderDefinition(order(), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const table = definition.content.find(
      (node) => typeof node === 'object' && !Array.isArray(node) && node.table !== undefined,
    ) as { table: { body: unknown[][] } };
    // header + 23 item rows + 3 total rows
    expect(table.table.body).toHaveLength(1 + PO_PDF_ROWS + 3);
  });

  it('keeps a product code on one line: OUT-BAMBOO-SET does not wrap at its hyphens (issue 31 §22)', async () => {
    const bamboo = line({
      rawMaterialId: null,
      rawMaterial: null,
      outSourceProd: 9,
      outSourceProduct: { productCode: 'OUT-BAMBOO-SET', productName: 'Bamboo cutlery set' },
      suplierProductCode: 'BMB-CUT-SET-24',
    });
    const { text } = await textOf(order({ poDetail: [bamboo] }));
    expect(text).toContain('OUT-BAMBOO-SET');
    expect(text).toContain('BMB-CUT-SET-24');
  });

  it("marks an order awaiting approval 'AWAITING APPROVAL'; an approved one carries no mark (issue 31 §19)", async () => {
    const awaiting = await textOf(order({ poStatusId: PO_STATUS.AwaitingApproval, poStatusName: 'Awaiting Approval' }));
    expect(awaiting.text).toContain(AWAITING_APPROVAL_MARK);
    expect(AWAITING_APPROVAL_MARK).toBe('AWAITING APPROVAL');
    const approved = await textOf(order());
    expect(approved.text).not.toContain(AWAITING_APPROVAL_MARK);
  });
});
