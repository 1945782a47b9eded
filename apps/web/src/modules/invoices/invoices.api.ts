import { type TInvoiceMarkPaidQuery, type TInvoicesMarkPaid, ZInvoice, ZInvoiceList } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of the invoices module (spec 01 §7 Invoice). Paying an invoice may move its order to Paid, so a change
// refreshes every list read from Invoice and from SalesOrder.

export interface TInvoiceListParams {
  orderId?: number;
  start?: string;
  end?: string;
  customerId?: number;
  /** '23,41' (the brand ids of the page's address). */
  brandIds?: string;
}

/** GET Invoice/GetAllInvoice?orderId | start&end [&customerId][&brandIds]. */
export function useInvoices(params: TInvoiceListParams, options: { enabled?: boolean } = {}) {
  return useApiList(ZInvoiceList, '/Invoice/GetAllInvoice', { ...params }, options);
}

function useInvalidateInvoices() {
  const invalidate = useInvalidateController();
  return () => Promise.all([invalidate('/Invoice/'), invalidate('/SalesOrder/'), invalidate('/Salesorder/')]);
}

/** PUT Invoice/InvoiceMarkPaid?invoiceId&paid&invoiceNote&paymentDate (one invoice, the row's Paid / Unpaid). */
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
