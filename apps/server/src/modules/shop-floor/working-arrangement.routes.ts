import {
  WORK_ARRANGEMENT_READ_PAGES,
  WORK_ARRANGEMENT_WRITE_PAGES,
  ZAddWorkingArrangementBody,
  ZDeletedArrangementCount,
  ZDeleteWorkingArrangementBody,
  ZEmployeeNameList,
  ZSaveWeekBody,
  ZUpdateWorkingArrangementBody,
  ZWorkingArrangementList,
  ZWorkingArrangementQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addWorkingArrangements,
  deleteWorkingArrangements,
  listWorkingArrangements,
  saveWeek,
  updateWorkingArrangements,
} from './working-arrangement.service.ts';
import { listOperatorChoices } from './working-arrangement-read.ts';

// The WorkingArrangement calls (spec 02 §7 Working arrangement; issue 15): the Work Arrangement and Weekly Schedule
// screens. SaveWeek is ours (the screen's Submit in one transaction). Rules: working-arrangement.service.ts and
// README.md "Work arrangement".

const READ = { pages: WORK_ARRANGEMENT_READ_PAGES } as const;
const WRITE = { pages: WORK_ARRANGEMENT_WRITE_PAGES } as const;

export function workingArrangementRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['WorkingArrangement'];

  r.get(
    '/api/WorkingArrangement/GetAllWorkingArrangement',
    {
      schema: {
        tags,
        summary: 'The arrangement of a week (?start=Monday&end=Sunday) or of one day (?workingDate)',
        querystring: ZWorkingArrangementQuery,
        response: replyOf(ZWorkingArrangementList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listWorkingArrangements(db, request.query)),
  );
  r.get(
    '/api/WorkingArrangement/GetOperatorChoices',
    {
      schema: {
        tags,
        summary: 'The people who may run a machine: production and packaging staff (role or department)',
        response: replyOf(ZEmployeeNameList),
      },
      config: { access: WRITE },
    },
    async () => ok(await listOperatorChoices(db)),
  );
  r.post(
    '/api/WorkingArrangement/AddWorkingArrangement',
    {
      schema: {
        tags,
        summary: 'New machine-days (operator, maintenance); a day the machine has already is refused (409)',
        body: ZAddWorkingArrangementBody,
        response: replyOf(ZWorkingArrangementList),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await addWorkingArrangements(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/WorkingArrangement/UpdateWorkingArrangement',
    {
      schema: {
        tags,
        summary: 'Rows by arrangementId get their machine, day, operator and maintenance flag',
        body: ZUpdateWorkingArrangementBody,
        response: replyOf(ZWorkingArrangementList),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await updateWorkingArrangements(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/WorkingArrangement/DeleteWorkingArrangement',
    {
      schema: {
        tags,
        summary: 'The rows of these arrangement ids go (all or none); answers how many',
        body: ZDeleteWorkingArrangementBody,
        response: replyOf(ZDeletedArrangementCount),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await deleteWorkingArrangements(db, request.body)),
  );
  r.put(
    '/api/WorkingArrangement/SaveWeek',
    {
      schema: {
        tags,
        summary:
          "Submit of the Work Arrangement: the week's machine-days in one transaction (added, updated, or deleted " +
          'when neither an operator nor maintenance is left); answers the week',
        body: ZSaveWeekBody,
        response: replyOf(ZWorkingArrangementList),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await saveWeek(db, request.body, actorOf(request))),
  );
}
