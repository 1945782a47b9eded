import type {
  TAddQuotation,
  TApproveQuotation,
  TBelowMinimumItem,
  TDeletedQuotationItem,
  TProductWithQuota,
  TQuotation,
  TQuotationRow,
  TQuoteProductPrice,
  TSaveToTemplate,
  TUpdateQuotation,
} from '@packline/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiPutWithWarning } from '../../api/client.ts';
import { apiQueryKey, type TQueryParams, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of the quotations module (spec 01 §7, spec 02 §7). Every change refreshes what is read from the
// Quotation and QuotationItem controllers, and the customer products' quoted prices.

/** GET Quotation/GetAllQuotation: all, drafts (draft=1), bulk drafts (draft=2) or contract prices (isFinal=1). */
export function useQuotations(params: { draft?: number; isFinal?: number; isTemplate?: number; customerId?: number }) {
  return useApiList<TQuotationRow>('/Quotation/GetAllQuotation', params as TQueryParams);
}

export function useQuotation(quotationId: number | null | undefined) {
  const params = { id: quotationId ?? 0 };
  return useQuery({
    queryKey: apiQueryKey('/Quotation/GetQuotationById', params),
    queryFn: () => apiGet<TQuotation>('/Quotation/GetQuotationById', params),
    enabled: Boolean(quotationId),
  });
}

/** The per-customer view: every quotation of a customer with its lines (draft=0 for approved only). */
export function useQuotationsOfCustomer(customerId: number | null | undefined, draft?: number) {
  return useApiList<TQuotation>(
    '/Quotation/GetQuotationByCustomerId',
    { id: customerId ?? 0, draft },
    { enabled: Boolean(customerId) },
  );
}

export function useContractPrices(customerId: number | null | undefined) {
  return useApiList<TQuotation>(
    '/Quotation/GetContractPriceByCustomerId',
    { customerId: customerId ?? 0 },
    { enabled: Boolean(customerId) },
  );
}

export function useQuotationTemplates() {
  return useApiList<TQuotationRow>('/Quotation/GetTemplate');
}

export function useBelowMinimumItems() {
  return useApiList<TBelowMinimumItem>('/Quotation/GetBelow');
}

export function useDeletedQuotationItems() {
  return useApiList<TDeletedQuotationItem>('/QuotationItem/GetAllDeleted');
}

export function useQuoteProductPrices() {
  return useApiList<TQuoteProductPrice>('/Quotation/GetQuoteProductPrice');
}

/** A customer's products with their price in an active quotation (the order dialog's product list). */
export function useProductsWithQuota(customerId: number | null | undefined) {
  return useApiList<TProductWithQuota>(
    '/Product/GetProductByCustomerIdWithQuota',
    { id: customerId ?? 0 },
    { enabled: Boolean(customerId) },
  );
}

function useInvalidateQuotations() {
  const invalidate = useInvalidateController();
  return () => Promise.all([invalidate('/Quotation/'), invalidate('/QuotationItem/'), invalidate('/Product/')]);
}

export function useAddQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TAddQuotation) => apiPost<TQuotation>('/Quotation/AddQuotation', body),
    onSuccess: invalidate,
  });
}

export function useUpdateQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TUpdateQuotation) => apiPut<TQuotation>('/Quotation/UpdateQuotation', body),
    onSuccess: invalidate,
  });
}

export function useUpdateContractQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TUpdateQuotation | TAddQuotation) =>
      apiPut<TQuotation>('/Quotation/UpdateContractQuotation', body),
    onSuccess: invalidate,
  });
}

/**
 * Confirm (draft → 0). Without `force` the server may answer with a soft warning instead of confirming; the caller
 * then asks QUOTATION_MESSAGES.confirmOverwrite and calls again with `force` (UpdateQuotationForce).
 */
export function useConfirmQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: ({ body, force }: { body: TUpdateQuotation; force: boolean }) =>
      apiPutWithWarning<TQuotation>(
        force ? '/Quotation/UpdateQuotationForce' : '/Quotation/UpdateQuotationDraftStatus',
        body,
      ),
    onSuccess: invalidate,
  });
}

/** The Quotation Approve dialog: base-product lines mapped to products (created on the spot when asked). */
export function useApproveQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TApproveQuotation) => apiPutWithWarning<TQuotation>('/Quotation/ApproveQuotation', body),
    onSuccess: invalidate,
  });
}

export function useApproveDrafts() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (quotationIds: number[]) => apiPut<TQuotationRow[]>('/Quotation/ApproveDrafts', quotationIds),
    onSuccess: invalidate,
  });
}

export function useDeleteDrafts() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (quotationIds: number[]) =>
      apiDelete<unknown>('/Quotation/DeleteDrafts', undefined, { body: quotationIds }),
    onSuccess: invalidate,
  });
}

export function useSaveToTemplate() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TSaveToTemplate) => apiPut<TQuotationRow>('/Quotation/SaveToTemplate', body),
    onSuccess: invalidate,
  });
}

export function useDeleteContract() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (params: { id: number; deletedOperatorId: number; deletedNotes: string }) =>
      apiDelete<unknown>('/QuotationItem/DeleteContract', params),
    onSuccess: invalidate,
  });
}

export function useDisableWarning() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (params: { id: number; employeeId: number; diff: string | number }) =>
      apiDelete<unknown>('/Quotation/DisableWarning', params),
    onSuccess: invalidate,
  });
}

export function useGenerateQuotationsByProductPrice() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (params: { id: number; userId: number }) =>
      apiPut<TQuotationRow[]>('/ProductPrice/GenerateQuotaByProductPrice', undefined, { params }),
    onSuccess: invalidate,
  });
}
