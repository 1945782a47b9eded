import {
  formatDate,
  formatDateTime,
  RECALL_START_TYPE_NAMES,
  recallReportName,
  type TMassBalance,
  type TRecall,
} from '@packline/domain';
import type { TXlsxSheet } from '../../http/xlsx-export.ts';
import { labelled, letterhead, letterheadStyles } from '../../pdf/letterhead.ts';
import { renderPdf, type TPdfContent, type TPdfDocument } from '../../pdf/pdf.ts';

// The recall report (issue 33 §3): the trace, the mass balance, what was held and who was told, timed from the
// recall's start to the report (the auditor asks how long it took). The same rows as a PDF (pdfmake, as the other
// documents) and as one Excel sheet (the shared exceljs writer). `recallReportDefinition` is pure.

const MARGIN = 36;
const numberText = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 3 });

/** Minutes from the recall's start to the report. */
export const minutesSinceStart = (recall: Pick<TRecall, 'startedAt'>, at: Date) =>
  Math.max(0, Math.round((at.getTime() - new Date(recall.startedAt).getTime()) / 60000));

/** One line of the report: the section it belongs to and its cells. */
export interface TReportRow {
  section: string;
  code: string;
  name: string;
  quantity: number | null;
  where: string;
  detail: string;
}

export function recallReportRows(recall: TRecall, balance: TMassBalance): TReportRow[] {
  const { trace } = recall;
  const workOrderNoOf = new Map(trace.workOrders.map((w) => [w.workOrderId, w.workOrderNo]));
  const customers = new Map(recall.letters.map((l) => [l.customerId, l]));
  return [
    ...trace.rawMaterialBoxes.map((b) => ({
      section: 'Raw material box',
      code: b.boxCode,
      name: `${b.rawMaterialCode} ${b.rawMaterialName}`,
      quantity: b.quantity,
      where: b.whereNow,
      detail: [b.supplierLot && `lot ${b.supplierLot}`, b.poNumber, b.suplierName, b.receivingNo, b.direction]
        .filter(Boolean)
        .join(' · '),
    })),
    ...trace.workOrders.map((w) => ({
      section: 'Work order',
      code: w.workOrderNo,
      name: `${w.productCode} ${w.productName}`,
      quantity: w.quantity,
      where: w.orderNo ?? '',
      detail: [w.operators.join(', '), w.direction].filter(Boolean).join(' · '),
    })),
    ...trace.boxes.map((b) => ({
      section: b.isSemi ? 'Semi-finished box' : 'Box',
      code: b.barCode,
      name: `${b.productCode} ${b.productName}`,
      quantity: b.quantity,
      where: [b.statusName, b.plateCode, b.cellCode].filter(Boolean).join(' · '),
      detail: [b.workOrderId === null ? '' : workOrderNoOf.get(b.workOrderId), `made ${b.madeQuantity}`, b.direction]
        .filter(Boolean)
        .join(' · '),
    })),
    ...trace.dispatches.map((d) => ({
      section: 'Dispatch',
      code: d.packingSlipNo,
      name: d.company,
      quantity: d.quantity,
      where: d.deliveryAddress,
      detail: [d.orderNo, d.contactPerson, formatDate(d.deliveredAt ?? d.completedAt)].filter(Boolean).join(' · '),
    })),
    ...balance.lots.map((l) => ({
      section: 'Lot balance',
      code: l.lot,
      name: `${l.rawMaterialCode} ${l.rawMaterialName}`,
      quantity: l.difference,
      where: l.outOfTolerance ? `Out of tolerance (${balance.tolerancePercent}%)` : 'Closes',
      detail:
        `received ${l.received} ${l.unit}, used ${l.used}, issued ${l.issuedNotTraced}, in stock ${l.inStock}, ` +
        `written off ${l.writtenOff}, returned ${l.returnedToSupplier}`,
    })),
    ...balance.batches.map((b) => ({
      section: 'Batch balance',
      code: b.workOrderNo,
      name: b.productCode,
      quantity: b.difference,
      where: b.dispatchedByCustomer.map((c) => `${c.company} ${c.quantity}`).join(', '),
      detail:
        `made ${b.made}, in stock ${b.inStock}, on hold ${b.onHold}, dispatched ${b.dispatched}, returned ` +
        `${b.returned}, written off ${b.writtenOff}, used ${b.usedByProduction}`,
    })),
    ...recall.holds.map((h) => ({
      section: 'Held',
      code: h.barCode,
      name: '',
      quantity: h.quantity,
      where: h.releasedAt ? `Released ${formatDateTime(h.releasedAt)}` : 'On hold',
      detail: `held ${formatDateTime(h.heldAt)}`,
    })),
    ...[...customers.values()].map((l) => ({
      section: 'Letter',
      code: l.subject,
      name: l.company,
      quantity: null,
      where: l.email ?? 'no e-mail address',
      detail: l.sentAt ? `sent ${formatDateTime(l.sentAt)}` : 'not sent',
    })),
  ];
}

/** When and by whom it was started / closed: the auditor asks who ran it. */
const startedLine = (recall: TRecall) => `${formatDateTime(recall.startedAt)} by ${recall.startedByName ?? 'unknown'}`;
const statusLine = (recall: TRecall) =>
  recall.closedAt
    ? `${recall.statusName} ${formatDateTime(recall.closedAt)} by ${recall.closedByName ?? 'unknown'}`
    : recall.statusName;

function headerLines(recall: TRecall, at: Date): TPdfContent[] {
  return [
    labelled('Recall', `${recall.recallNo}${recall.mock ? ' (mock)' : ''}`),
    labelled('Reason', recall.reason),
    labelled('Started from', `${RECALL_START_TYPE_NAMES[recall.startType]} ${recall.value}`),
    labelled('Started', startedLine(recall)),
    labelled('Report', `${formatDateTime(at)} (${minutesSinceStart(recall, at)} min after the start)`),
    labelled('Status', statusLine(recall)),
  ];
}

export function recallReportDefinition(recall: TRecall, balance: TMassBalance, at: Date): TPdfDocument {
  const rows = recallReportRows(recall, balance);
  const th = (text: string) => ({ text, style: 'tableHeader' });
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: recallReportName(recall, 'pdf'), subject: `Recall ${recall.recallNo}` },
    defaultStyle: { fontSize: 8 },
    styles: { ...letterheadStyles(), tableHeader: { bold: true, fillColor: '#eeeeee' } },
    content: [
      letterhead({ title: 'RECALL REPORT', details: [{ text: recall.recallNo, bold: true, fontSize: 12 }] }),
      { margin: [0, 12, 0, 12], stack: headerLines(recall, at) },
      {
        table: {
          headerRows: 1,
          widths: [70, 95, '*', 50, 120, 170],
          body: [
            [th('Section'), th('Code'), th('Name'), th('Quantity'), th('Where'), th('Detail')],
            ...rows.map((r): TPdfContent[] => [
              r.section,
              r.code,
              r.name,
              { text: r.quantity === null ? '' : numberText.format(r.quantity), alignment: 'right' },
              r.where,
              r.detail,
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

export function renderRecallReport(recall: TRecall, balance: TMassBalance, signal?: AbortSignal): Promise<Buffer> {
  return renderPdf(recallReportDefinition(recall, balance, new Date()), signal);
}

/** The report as one Excel sheet: a line per row of the PDF, the header's facts first. */
export function recallReportSheet(recall: TRecall, balance: TMassBalance): TXlsxSheet<TReportRow> {
  const at = new Date();
  const facts: TReportRow[] = [
    ['Recall', `${recall.recallNo}${recall.mock ? ' (mock)' : ''}`],
    ['Reason', recall.reason],
    ['Started from', `${RECALL_START_TYPE_NAMES[recall.startType]} ${recall.value}`],
    ['Started', startedLine(recall)],
    ['Report', `${formatDateTime(at)} (${minutesSinceStart(recall, at)} min after the start)`],
    ['Status', statusLine(recall)],
  ].map(([name, detail]) => ({ section: 'Recall', code: name, name: detail, quantity: null, where: '', detail: '' }));
  return {
    name: recall.recallNo,
    columns: [
      { header: 'Section', value: (r) => r.section, width: 18 },
      { header: 'Code', value: (r) => r.code, width: 22 },
      { header: 'Name', value: (r) => r.name, width: 36 },
      { header: 'Quantity', value: (r) => r.quantity, type: 'number' },
      { header: 'Where', value: (r) => r.where, width: 36 },
      { header: 'Detail', value: (r) => r.detail, width: 60 },
    ],
    rows: [...facts, ...recallReportRows(recall, balance)],
  };
}
