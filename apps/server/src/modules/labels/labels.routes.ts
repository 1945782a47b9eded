import {
  BOX_BATCH_PRINT_PAGES,
  BOX_LABEL_PAGES,
  labelsFileName,
  PALLET_LABEL_PAGES,
  ZBoxLabelsRequest,
  ZPalletLabelsRequest,
} from '@packline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PDF_REPLY, type TContractTypeProvider } from '../../http/reply.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import type { TModuleDeps } from '../registry.ts';
import { renderBoxLabels, renderPalletLabels, type TBoxLabel } from './labels.pdf.ts';
import { readBoxLabels, readPalletLabels } from './labels.service.ts';

// Box and pallet labels as PDFs (spec 02 §9; issue 14 Labels). The spec names no call for them: these are ours, under
// Label/. Each answers one page per box or pallet, in the order asked.

const BOX_LABELS = { pages: BOX_LABEL_PAGES } as const;
const BATCH_PRINT = { pages: BOX_BATCH_PRINT_PAGES } as const;
const PALLET_LABELS = { pages: PALLET_LABEL_PAGES } as const;

async function sendBoxLabels(reply: FastifyReply, labels: TBoxLabel[]) {
  const fileName = labelsFileName(
    'Box',
    labels.map((label) => label.barCode),
  );
  return sendPdf(reply, await renderBoxLabels(labels, clientGone(reply)), fileName);
}

export function labelRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Label'];

  r.post(
    '/api/Label/BoxLabels',
    {
      schema: {
        tags,
        summary:
          'Box labels (290 × 435 pt), one per box: Code 128 of the barcode; with logoType (the print-QR dialog) a QR ' +
          'code too and that logo type instead of the product’s',
        body: ZBoxLabelsRequest,
        response: PDF_REPLY,
      },
      config: { access: BOX_LABELS },
    },
    async (request, reply) => sendBoxLabels(reply, await readBoxLabels(db, request.body)),
  );
  r.post(
    '/api/Label/BoxLabelsBatch',
    {
      schema: {
        tags,
        summary: 'Batch Print (Obsolete Box): the labels of the selected boxes, all of one product',
        body: ZBoxLabelsRequest,
        response: PDF_REPLY,
      },
      config: { access: BATCH_PRINT },
    },
    async (request, reply) => sendBoxLabels(reply, await readBoxLabels(db, request.body, { sameProduct: true })),
  );
  r.post(
    '/api/Label/PalletLabels',
    {
      schema: {
        tags,
        summary: 'Pallet labels (100 × 150 mm), one per pallet: its code as Code 128 and QR, and what is on it',
        body: ZPalletLabelsRequest,
        response: PDF_REPLY,
      },
      config: { access: PALLET_LABELS },
    },
    async (request, reply) => {
      const labels = await readPalletLabels(db, request.body.plateIds);
      const fileName = labelsFileName(
        'Pallet',
        labels.map((label) => label.palletCode),
      );
      return sendPdf(reply, await renderPalletLabels(labels, clientGone(reply)), fileName);
    },
  );
}
