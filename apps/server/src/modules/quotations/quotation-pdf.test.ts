import type { TQuotation, TQuotationItem } from '@packline/domain';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../pdf/pdf.ts';
import { quotationPdfDefinition, renderQuotationPdf } from './quotation-pdf.ts';

// spec 01 §9 Quotation PDF, spec 02 §9 its columns: read back from the rendered file.

const line = (fields: Partial<TQuotationItem>): TQuotationItem => ({
  quotationItemId: 1,
  quotationId: 7,
  productId: null,
  baseProductId: 3,
  productCode: 'HC8-DW',
  productName: '8oz double wall hot cup',
  baseProductName: '8oz double wall hot cup',
  itemDesc: 'Printed two colours',
  rawmaterialDesc: 'PE 280gsm',
  sleevePkt: 20,
  sleeveQty: 50,
  originPrice: '80.000',
  price: '85.5',
  beforeChangePrice: null,
  cartonPrice: '0.08550',
  margin: '6.88',
  currentPrice: null,
  notes: null,
  notes2: 'MOQ 10 cartons',
  isBelowMin: 0,
  isLowerPrice: 0,
  cartonQuantity: 1000,
  custChosen: 0,
  ...fields,
});

const quote = (fields: Partial<TQuotation> = {}): TQuotation => ({
  quotationId: 7,
  quotationNo: 'Q2611-7KX3M9PA',
  customerId: 2,
  customerCode: 'KOWHAI',
  company: 'Kōwhai Café Ōtaki',
  group1Id: 1,
  employeeId: 5,
  employeeName: 'Aroha Ngata',
  effDate: '2026-11-20',
  expDate: '2026-12-20',
  contactId: null,
  contactName: null,
  contactEmail: null,
  notes: 'Delivery on Fridays',
  draft: 1,
  isFinal: 0,
  isTemplate: 0,
  templateName: null,
  custConfirmed: 0,
  custConfimedAt: null,
  deliveryFee: 0,
  createdAt: '2026-11-20T01:00:00.000Z',
  quotationItem: [
    line({}),
    line({ quotationItemId: 2, productCode: 'LID-90', productName: 'Lid 90mm', price: '42.125' }),
  ],
  quotationOption: [
    { quotationOptionId: 1, quotationOptionItemId: 1, name: 'Freight', customizeOptionNotes: 'Free over 20 cartons' },
    { quotationOptionId: 2, quotationOptionItemId: 2, name: 'Printing plates', customizeOptionNotes: null },
  ],
  ...fields,
});

async function read(quotation: TQuotation) {
  const pdf = await getDocumentProxy(new Uint8Array(await renderQuotationPdf(quotation)));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  const page = await pdf.getPage(1);
  return { text, info: info as Record<string, unknown>, view: page.view, pages: pdf.numPages };
}

describe('quotation PDF', () => {
  it('is A4 landscape with the header, the columns, 3-decimal carton prices, options, notes and the terms', async () => {
    const { text, info, view } = await read(quote());
    expect(view).toEqual([0, 0, 841.89, 595.28]);
    expect(info.Title).toBe('Kōwhai Café Ōtaki_Q2611-7KX3M9PA');
    expect(info.Subject).toBe('Kōwhai Café Ōtaki_Q2611-7KX3M9PA');
    expect(text).toContain('Prepared for Kōwhai Café Ōtaki');
    expect(text).toContain('Date: 20/11/2026');
    expect(text).toContain('Quote No: Q2611-7KX3M9PA');
    expect(text).toContain('Valid Date: 20/12/2026');
    for (const column of [
      'Item Code',
      'Description',
      'Raw Material',
      'Sleeve/Pkt',
      'Sleeve Qty',
      'Carton Qty',
      'MOQ',
    ]) {
      expect(text).toContain(column);
    }
    expect(text).toContain('Price per Carton');
    expect(text).toContain('HC8-DW');
    expect(text).toContain('PE 280gsm');
    expect(text).toContain('MOQ 10 cartons');
    expect(text).toContain('$85.500');
    expect(text).toContain('$42.125');
    expect(text).toContain('Freight: Free over 20 cartons');
    expect(text).toContain('Printing plates');
    expect(text).toContain('Delivery on Fridays');
    expect(text).toContain('Payment is due within 7 days');
    expect(text).toContain('Interest of 5%');
    expect(text).toContain('up to 5% from the quantity ordered');
    expect(text).toContain('$85');
    expect(text).toContain('$120 per hour');
    expect(text).toContain('Packline');
  });

  it('omits the quote date and valid date of a final quotation (a price contract)', async () => {
    const { text } = await read(quote({ isFinal: 1 }));
    expect(text).toContain('Quote No: Q2611-7KX3M9PA');
    expect(text).not.toContain('Date: ');
    expect(text).not.toContain('Valid Date');
  });

  it('prints macrons and other scripts with the embedded font', async () => {
    const { text } = await read(
      quote({ company: 'Tāmaki Ōtaki Ūpoko', quotationItem: [line({ productName: 'Чашка Κύπελλο Māori' })] }),
    );
    expect(text).toContain('Prepared for Tāmaki Ōtaki Ūpoko');
    expect(text).toContain('Чашка Κύπελλο Māori');
  });

  it('leaves a missing value blank (spec 01 §5)', () => {
    const definition = quotationPdfDefinition(quote({ effDate: '', quotationNo: '' }));
    const header = JSON.stringify(definition.content[0]);
    expect(header).toContain('"Date: "');
    expect(header).toContain('"Quote No: "');
    expect(definition).toMatchObject({ pageSize: 'A4', pageOrientation: 'landscape', pageMargins: 60 });
    expect(definition.defaultStyle?.fontSize).toBe(7);
    expect(definition.styles?.heading?.fontSize).toBe(19);
  });

  it('runs onto more pages for a long quote', async () => {
    const many = Array.from({ length: 80 }, (_, i) => line({ quotationItemId: i + 1, productCode: `CODE-${i}` }));
    const { pages, text } = await read(quote({ quotationItem: many }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('CODE-79');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Kōwhai Café "Ōtaki"_Q1.pdf')).toBe(
      `attachment; filename="Kowhai Cafe _Otaki__Q1.pdf"; filename*=UTF-8''K%C5%8Dwhai%20Caf%C3%A9%20%22%C5%8Ctaki%22_Q1.pdf`,
    );
  });
});
