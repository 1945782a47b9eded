import {
  NEW_SALES_REPORT_ALL_PAGE,
  NEW_SALES_REPORT_PAGES,
  SALES_REPORT_ALL_PAGE,
  SALES_REPORT_PAGES,
  ZNewSaleReportQuery,
  ZNewSaleReportRow,
  ZSaleReportCharts,
  ZSaleReportInvoice,
  ZSaleReportQuery,
  ZSaleReportTotals,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { sendXlsx, XLSX_REPLY } from '../../http/xlsx-export.ts';
import type { TModuleDeps } from '../registry.ts';
import { NEW_SALE_REPORT_COLUMNS, reportRange, salesIdFor } from './reports.service.ts';
import { listNewSaleReport, listSaleReport, saleReportCharts, saleReportTotals } from './reports-read.ts';

// The report calls of spec 02 §7 (Invoice/GetSaleReport, Invoice/GetNewSaleReport), the Sales Report's totals and the
// New Sales Report's Excel export (ours). Reads only; README.md.
const SALES_REPORT = { pages: SALES_REPORT_PAGES } as const;
const NEW_SALES_REPORT = { pages: NEW_SALES_REPORT_PAGES } as const;

/** The New Sales Report's salesperson: Export By sale (salesId) is asking for someone's sales as employeeId is. */
function newReportSalesId(staff: ReturnType<typeof staffOf>, query: { employeeId?: number; salesId?: number }) {
  if (query.salesId !== undefined) salesIdFor(staff, query.salesId, NEW_SALES_REPORT_ALL_PAGE);
  return salesIdFor(staff, query.employeeId, NEW_SALES_REPORT_ALL_PAGE);
}

export function reportsRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  // Heavy reads go to the read-only connection (a replica with DATABASE_READ_URL), so they never slow order entry.
  const db = deps.readDb;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Reports'];

  r.get(
    '/api/Invoice/GetSaleReport',
    {
      schema: {
        tags,
        summary:
          'Sales Report: invoices dated start to end (default a month back to tomorrow), of one salesperson or all; ' +
          'paged, sorted with ?page&pageSize&sortField&sortOrder, &paid=1 the Paid filter',
        querystring: ZSaleReportQuery,
        response: pagedReplyOf(ZSaleReportInvoice),
      },
      config: { access: SALES_REPORT },
    },
    async (request) => {
      const salesId = salesIdFor(staffOf(request), request.query.employeeId, SALES_REPORT_ALL_PAGE);
      return okPage(await listSaleReport(db, request.query, reportRange(request.query), salesId));
    },
  );
  r.get(
    '/api/Invoice/GetSaleReportTotals',
    {
      schema: {
        tags,
        summary: 'The Sales Report totals (product sales, profit, the three fees, per product) over its whole filter',
        querystring: ZSaleReportQuery.pick({ start: true, end: true, employeeId: true, paid: true }),
        response: replyOf(ZSaleReportTotals),
      },
      config: { access: SALES_REPORT },
    },
    async (request) => {
      const salesId = salesIdFor(staffOf(request), request.query.employeeId, SALES_REPORT_ALL_PAGE);
      return ok(await saleReportTotals(db, reportRange(request.query), salesId, request.query.paid));
    },
  );
  r.get(
    '/api/Invoice/GetSaleReportCharts',
    {
      schema: {
        tags,
        summary: "The Sales Report's charts over its filter: revenue by month of the range and the top customers",
        querystring: ZSaleReportQuery.pick({ start: true, end: true, employeeId: true, paid: true }),
        response: replyOf(ZSaleReportCharts),
      },
      config: { access: SALES_REPORT },
    },
    async (request) => {
      const salesId = salesIdFor(staffOf(request), request.query.employeeId, SALES_REPORT_ALL_PAGE);
      return ok(await saleReportCharts(db, reportRange(request.query), salesId, request.query.paid));
    },
  );
  r.get(
    '/api/Invoice/GetNewSaleReport',
    {
      schema: {
        tags,
        summary:
          'New Sales Report: invoice items of the range summed per product or option, by product, customer or sales',
        querystring: ZNewSaleReportQuery,
        response: replyOf(z.array(ZNewSaleReportRow)),
      },
      config: { access: NEW_SALES_REPORT },
    },
    async (request) => {
      const salesId = newReportSalesId(staffOf(request), request.query);
      return ok(await listNewSaleReport(db, request.query, reportRange(request.query), salesId));
    },
  );
  r.get(
    '/api/Invoice/ExportNewSaleReport',
    {
      schema: {
        tags,
        summary: "The New Sales Report as Excel (GST 15 %); 400 'No data to export' when empty",
        querystring: ZNewSaleReportQuery,
        response: XLSX_REPLY,
      },
      config: { access: NEW_SALES_REPORT },
    },
    async (request, reply) => {
      const salesId = newReportSalesId(staffOf(request), request.query);
      const range = reportRange(request.query);
      const rows = await listNewSaleReport(db, request.query, range, salesId);
      return sendXlsx(reply, `New Sales Report ${range.start} to ${range.end}.xlsx`, {
        name: 'New Sales Report',
        columns: NEW_SALE_REPORT_COLUMNS,
        rows,
      });
    },
  );
}
