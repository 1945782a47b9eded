import {
  OPERATOR_PASS_HEADER,
  SUBORDER_READ_PAGES,
  SUBORDER_WRITE_PAGES,
  ZCompleteSuborderBody,
  ZOperatorPass,
  ZOperatorPassBody,
  ZPauseSuborderQuery,
  ZSuborder,
  ZSuborderDateQuery,
  ZSuborderIdQuery,
  ZSuborderList,
  ZSuborderLogList,
  ZSuborderLogQuery,
  ZSuborderMachineQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { proveOperatorPassword } from './operator-pass.service.ts';
import { passOf } from './operator-pass-header.ts';
import { completeSuborder, pauseOrResumeSuborder, takeSuborder } from './suborders.service.ts';
import { listSuborderLog, listSubordersCompletedOn, listSubordersOfMachine } from './suborders-read.ts';

// The Suborder calls (spec 02 §7 Suborders; issue 15 "Suborders and operators"): the Suborder and Packaging screens'
// jobs and actions. The rules are in suborders.service.ts and README.md "Suborders and operators".

const READ = { pages: SUBORDER_READ_PAGES } as const;
const WRITE = { pages: SUBORDER_WRITE_PAGES } as const;
const tags = ['Suborder'];

export function suborderRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/Suborder/GetSuborderByMachineId',
    {
      schema: {
        tags,
        summary: "The machine's jobs: ?status (Awaiting, In process, Paused by default), urgent first",
        querystring: ZSuborderMachineQuery,
        response: replyOf(ZSuborderList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listSubordersOfMachine(db, request.query.id, request.query.status)),
  );
  r.get(
    '/api/Suborder/GetSuborderLog',
    {
      schema: {
        tags,
        summary: 'Every action on the suborder, oldest first',
        querystring: ZSuborderLogQuery,
        response: replyOf(ZSuborderLogList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listSuborderLog(db, request.query.suborderId)),
  );
  r.get(
    '/api/Suborder/GetSuborderByDate',
    {
      schema: {
        tags,
        summary: 'The suborders completed (fully or partly) on the Auckland day',
        querystring: ZSuborderDateQuery,
        response: replyOf(ZSuborderList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listSubordersCompletedOn(db, request.query.completeDate)),
  );
  r.post(
    '/api/Suborder/OperatorPass',
    {
      schema: {
        tags,
        summary: `Ours: the machine's operator today proves the password; the token goes in ${OPERATOR_PASS_HEADER} for 10 minutes`,
        body: ZOperatorPassBody,
        response: replyOf(ZOperatorPass),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await proveOperatorPassword(db, request.body, request.ip)),
  );
  r.put(
    '/api/Suborder/TakeSuborder',
    {
      schema: {
        tags,
        summary: `Awaiting → In process, by the operator of the ${OPERATOR_PASS_HEADER} token`,
        querystring: ZSuborderIdQuery,
        response: replyOf(ZSuborder),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await takeSuborder(db, request.query.id, passOf(request))),
  );
  r.put(
    '/api/Suborder/FinishSuborder',
    {
      schema: {
        tags,
        summary: `In process → Complete with the quantity (the operator of the ${OPERATOR_PASS_HEADER} token)`,
        querystring: ZSuborderIdQuery,
        body: ZCompleteSuborderBody,
        response: replyOf(ZSuborder),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await completeSuborder(db, 'finish', request.query.id, request.body, passOf(request))),
  );
  r.put(
    '/api/Suborder/PartlyCompleteSuborder',
    {
      schema: {
        tags,
        summary: `In process → Partly complete with the quantity (the operator of the ${OPERATOR_PASS_HEADER} token)`,
        querystring: ZSuborderIdQuery,
        body: ZCompleteSuborderBody,
        response: replyOf(ZSuborder),
      },
      config: { access: WRITE },
    },
    async (request) =>
      ok(await completeSuborder(db, 'partlyComplete', request.query.id, request.body, passOf(request))),
  );
  r.put(
    '/api/Suborder/PauseSuborder',
    {
      schema: {
        tags,
        summary: 'In process → Paused with notes (employeeId is ignored: the session acts)',
        querystring: ZPauseSuborderQuery,
        response: replyOf(ZSuborder),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await pauseOrResumeSuborder(db, 'pause', request.query, actorOf(request))),
  );
  r.put(
    '/api/Suborder/UnpauseSuborder',
    {
      schema: {
        tags,
        summary: 'Paused → In process (employeeId is ignored: the session acts)',
        querystring: ZPauseSuborderQuery,
        response: replyOf(ZSuborder),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await pauseOrResumeSuborder(db, 'resume', request.query, actorOf(request))),
  );
}
