import {
  type TNewSaleReportQuery,
  ZNewSaleReportRow,
  ZSaleReportCharts,
  ZSaleReportInvoice,
  ZSaleReportTotals,
} from '@packline/domain';
import { z } from 'zod';
import { apiGet } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, type TQueryParams } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the sales reports (spec 02 §7 Reports). Reads only; the server limits /…/1 to the caller's own sales.

export type TSaleReportFilters = {
  start: string;
  end: string;
  paid?: number;
};

/** The Sales Report's table: one page of GET Invoice/GetSaleReport. */
export function useSaleReportPage(filters: TSaleReportFilters) {
  return useServerTable(ZSaleReportInvoice, '/Invoice/GetSaleReport', { filters });
}

/** Its totals over the whole filter (GET Invoice/GetSaleReportTotals). */
export function useSaleReportTotals(filters: TSaleReportFilters) {
  const params: TQueryParams = filters;
  return useApiQuery({
    queryKey: apiQueryKey('/Invoice/GetSaleReportTotals', params),
    queryFn: () => apiGet(ZSaleReportTotals, '/Invoice/GetSaleReportTotals', params),
  });
}

/** Its charts over the same filter: revenue by month and the top customers (GET Invoice/GetSaleReportCharts). */
export function useSaleReportCharts(filters: TSaleReportFilters) {
  const params: TQueryParams = filters;
  return useApiQuery({
    queryKey: apiQueryKey('/Invoice/GetSaleReportCharts', params),
    queryFn: () => apiGet(ZSaleReportCharts, '/Invoice/GetSaleReportCharts', params),
  });
}

/** GET Invoice/GetNewSaleReport once confirmed (null: not asked yet). */
export function useNewSaleReport(query: TNewSaleReportQuery | null) {
  const params = (query ?? {}) as TQueryParams;
  return useApiQuery({
    queryKey: apiQueryKey('/Invoice/GetNewSaleReport', params),
    queryFn: () => apiGet(z.array(ZNewSaleReportRow), '/Invoice/GetNewSaleReport', params),
    enabled: query !== null,
  });
}

/** Export Excel: the same report as an .xlsx from the server's export helper. */
export function downloadNewSaleReport(query: TNewSaleReportQuery): Promise<void> {
  return downloadFile(
    '/Invoice/ExportNewSaleReport',
    query as TQueryParams,
    `New Sales Report ${query.start ?? ''} to ${query.end ?? ''}.xlsx`,
  );
}
