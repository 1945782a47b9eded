import {
  type TInvoiceListQuery,
  type TInvoiceMarkPaidQuery,
  type TInvoicesMarkPaid,
  ZInvoice,
  ZInvoiceList,
  ZOrder,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the invoices module (spec 01 §7 Invoice). Paying an invoice may move its order to Paid, so a change
// refreshes every list read from Invoice and from SalesOrder.

/**
 * The invoice lists' table: one page of GET Invoice/GetAllInvoice?start&end [&customerId][&brandIds][&paid], paged,
 * sorted and searched by the server.
 */
export function useInvoicePage(filters: Pick<TInvoiceListQuery, 'start' | 'end' | 'customerId' | 'brandIds' | 'paid'>) {
  return useServerTable(ZInvoice, '/Invoice/GetAllInvoice', { filters });
}

function useInvalidateInvoices() {
  const invalidate = useInvalidateController();
  return () => Promise.all([invalidate('/Invoice/'), invalidate('/SalesOrder/'), invalidate('/Salesorder/')]);
}

/** PUT Invoice/InvoiceMarkPaid?invoiceId&paid&invoiceNote&paymentDate (one invoice, the row's Mark paid / Mark unpaid). */
export function useInvoiceMarkPaid() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (params: TInvoiceMarkPaidQuery) =>
      apiPut(ZInvoice, '/Invoice/InvoiceMarkPaid', undefined, { params: { ...params } }),
    onSuccess: invalidate,
  });
}

/** PUT Invoice/InvoicesMarkPaid {invoiceId: [..], paid, invoiceNote, paymentDate} (the selected rows). */
export function useInvoicesMarkPaid() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (body: TInvoicesMarkPaid) => apiPut(ZInvoiceList, '/Invoice/InvoicesMarkPaid', body),
    onSuccess: invalidate,
  });
}

/**
 * Prepaid online approval (PUT SalesOrder/ApproveOrder?id&invoiceNote&paymentDate): the invoice number is required,
 * the payment date defaults to today. Refreshes the invoices, the orders and the stock figures.
 */
export function useApproveOnlineOrder() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: { id: number; invoiceNote: string; paymentDate: string }) =>
      apiPut(ZOrder, '/SalesOrder/ApproveOrder', undefined, { params }),
    onSuccess: () => Promise.all(['/Invoice/', '/SalesOrder/', '/Salesorder/', '/StockMonitor/'].map(invalidate)),
  });
}
