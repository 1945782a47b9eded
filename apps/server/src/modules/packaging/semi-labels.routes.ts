import { labelsFileName, SEMI_LABEL_PAGES, ZSuborderIdQuery } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { PDF_REPLY, type TContractTypeProvider } from '../../http/reply.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import { renderBoxLabels } from '../labels/labels.pdf.ts';
import type { TModuleDeps } from '../registry.ts';
import { printSemiFinishedLabels } from './semi-labels.service.ts';

// The Suborder screen's Print of a semi-finished step (README "Semi-finished labels"): its boxes are labelled the way
// packaging labels a job's, so the call is packaging's, under the Suborder tag the screen knows it by.

const tags = ['Suborder'];

export function semiLabelRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.post(
    '/api/Suborder/PrintSemiLabels',
    {
      schema: {
        tags,
        summary:
          'Ours: Print of the last semi-finished step (complete or partly complete): the labels of its semi-finished ' +
          'boxes, labelled at the first Print (full cartons of the completed quantity)',
        querystring: ZSuborderIdQuery,
        response: PDF_REPLY,
      },
      config: { access: { pages: SEMI_LABEL_PAGES } },
    },
    async (request, reply) => {
      const labels = await printSemiFinishedLabels(db, request.query.id, actorOf(request));
      const fileName = labelsFileName(
        'Box',
        labels.map((label) => label.barCode),
      );
      return sendPdf(reply, await renderBoxLabels(labels, clientGone(reply)), fileName);
    },
  );
}
