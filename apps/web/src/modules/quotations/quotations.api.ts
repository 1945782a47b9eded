import {
  QUOTE_EMAIL_TEMPLATE_ID,
  type TAcceptQuotation,
  type TAddAttachment,
  type TAddQuotation,
  type TApproveQuotation,
  type TQuotation,
  type TSaveToTemplate,
  type TUpdateQuotation,
  ZBelowMinimumItemList,
  ZCustomerAttachment,
  ZDeletedQuotationItemList,
  ZEmailTemplateContent,
  ZProductWithQuotaList,
  ZPublicQuotation,
  ZQuotation,
  ZQuotationIdList,
  ZQuotationItemRef,
  ZQuotationList,
  ZQuotationRow,
  ZQuotationRowList,
  ZQuoteProductPriceList,
} from '@packline/domain';
import { type UseQueryResult, useMutation, useQueries } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiPutWithWarning } from '../../api/client.ts';
import { fetchFile } from '../../api/files.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the quotations module (spec 01 §7, spec 02 §7). Every change refreshes what is read from the
// Quotation and QuotationItem controllers, and the customer products' quoted prices.

/**
 * A quotation list's table (GET Quotation/GetAllQuotation): one page of all quotations, drafts (draft=1), bulk drafts
 * (draft=2) or contract prices (isFinal=1), paged, sorted and searched by the server.
 */
export function useQuotationPage(filters: {
  draft?: number;
  drafts?: string;
  isFinal?: number;
  isTemplate?: number;
  customerId?: number;
}) {
  return useServerTable(ZQuotationRow, '/Quotation/GetAllQuotation', { filters });
}

export function useQuotation(quotationId: number | null | undefined) {
  const params = { id: quotationId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/Quotation/GetQuotationById', params),
    queryFn: () => apiGet(ZQuotation, '/Quotation/GetQuotationById', params),
    enabled: Boolean(quotationId),
  });
}

/** The per-customer view: every quotation of a customer with its lines (draft=0 for approved only). */
export function useQuotationsOfCustomer(customerId: number | null | undefined, draft?: number) {
  return useApiList(
    ZQuotationList,
    '/Quotation/GetQuotationByCustomerId',
    { id: customerId ?? 0, draft },
    { enabled: Boolean(customerId) },
  );
}

export function useContractPrices(customerId: number | null | undefined) {
  return useApiList(
    ZQuotationList,
    '/Quotation/GetContractPriceByCustomerId',
    { customerId: customerId ?? 0 },
    { enabled: Boolean(customerId) },
  );
}

export function useQuotationTemplates() {
  return useApiList(ZQuotationRowList, '/Quotation/GetTemplate');
}

export function useBelowMinimumItems() {
  return useApiList(ZBelowMinimumItemList, '/Quotation/GetBelow');
}

export function useDeletedQuotationItems() {
  return useApiList(ZDeletedQuotationItemList, '/QuotationItem/GetAllDeleted');
}

export function useQuoteProductPrices() {
  return useApiList(ZQuoteProductPriceList, '/Quotation/GetQuoteProductPrice');
}

/** A customer's products with their price in an active quotation (the order dialog's product list). */
export function useProductsWithQuota(customerId: number | null | undefined) {
  return useApiList(
    ZProductWithQuotaList,
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
    mutationFn: (body: TAddQuotation) => apiPost(ZQuotation, '/Quotation/AddQuotation', body),
    onSuccess: invalidate,
  });
}

export function useUpdateQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TUpdateQuotation) => apiPut(ZQuotation, '/Quotation/UpdateQuotation', body),
    onSuccess: invalidate,
  });
}

export function useUpdateContractQuotation() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TUpdateQuotation | TAddQuotation) =>
      apiPut(ZQuotation, '/Quotation/UpdateContractQuotation', body),
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
      apiPutWithWarning(
        ZQuotation,
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
    mutationFn: (body: TApproveQuotation) => apiPutWithWarning(ZQuotation, '/Quotation/ApproveQuotation', body),
    onSuccess: invalidate,
  });
}

export function useApproveDrafts() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (quotationIds: number[]) => apiPut(ZQuotationRowList, '/Quotation/ApproveDrafts', quotationIds),
    onSuccess: invalidate,
  });
}

export function useDeleteDrafts() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (quotationIds: number[]) =>
      apiDelete(ZQuotationIdList, '/Quotation/DeleteDrafts', undefined, { body: quotationIds }),
    onSuccess: invalidate,
  });
}

export function useSaveToTemplate() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: TSaveToTemplate) => apiPut(ZQuotationRow, '/Quotation/SaveToTemplate', body),
    onSuccess: invalidate,
  });
}

export function useDeleteContract() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (params: { id: number; deletedOperatorId: number; deletedNotes: string }) =>
      apiDelete(ZQuotationItemRef, '/QuotationItem/DeleteContract', params),
    onSuccess: invalidate,
  });
}

export function useDisableWarning() {
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (params: { id: number; employeeId: number; diff: string | number }) =>
      apiDelete(ZQuotationItemRef, '/Quotation/DisableWarning', params),
    onSuccess: invalidate,
  });
}

// ---- The quotation e-mails and the public quote page (helper E) ---------------------------------------------------

/** The loaded quotations of a useQueries call and whether any is still loading (a stable, shared result). */
function combineQuotations(results: UseQueryResult<TQuotation>[]) {
  return {
    data: results.flatMap((result) => (result.data ? [result.data] : [])),
    isLoading: results.some((result) => result.isLoading),
  };
}

/** Every quotation of `quotationIds` with its lines (the price-change e-mail), cached like useQuotation. */
export function useQuotationsById(quotationIds: readonly number[], enabled = true) {
  return useQueries({
    queries: quotationIds.map((id) => ({
      queryKey: apiQueryKey('/Quotation/GetQuotationById', { id }),
      queryFn: () => apiGet(ZQuotation, '/Quotation/GetQuotationById', { id }),
      enabled,
    })),
    combine: combineQuotations,
  });
}

/** The quotation PDF as a Blob, to attach to the quote e-mail. */
export function useQuotationPdf(quotationId: number | null | undefined, enabled = true) {
  const params = { id: quotationId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/Quotation/GetQuotationPdf', params),
    queryFn: () => fetchFile('/Quotation/GetQuotationPdf', params),
    enabled: enabled && Boolean(quotationId),
    staleTime: 0,
  });
}

/** spec 02 §7 Email: EmailTemplate/GetTemplateById?Id=1, the quote e-mail body with its placeholders. */
export function useQuoteEmailTemplate(enabled = true) {
  const params = { Id: QUOTE_EMAIL_TEMPLATE_ID };
  return useApiQuery({
    queryKey: apiQueryKey('/EmailTemplate/GetTemplateById', params),
    queryFn: () => apiGet(ZEmailTemplateContent, '/EmailTemplate/GetTemplateById', params),
    enabled,
  });
}

// The public page's calls are silent (the customer sees the page's own messages, never the staff Error!/Success!
// dialogs) and anonymous (the quote token is the credential, whoever else is signed in in this browser).
const PUBLIC_CALL = { silent: true, anonymous: true } as const;

/** GET Quotation/GetQuotationByIdAndNo (no login): the quote behind a `{quotationNo}_{quotationId}` token. */
export function usePublicQuotation(token: { quotationNo: string; quotationId: number } | null) {
  const params = { id: token?.quotationId ?? 0, quotationNo: token?.quotationNo ?? '' };
  return useApiQuery({
    queryKey: apiQueryKey('/Quotation/GetQuotationByIdAndNo', params),
    queryFn: () => apiGet(ZPublicQuotation, '/Quotation/GetQuotationByIdAndNo', params, PUBLIC_CALL),
    enabled: token !== null,
  });
}

/** The customer accepts: PUT Quotation/UpdateQuotation with the token and the chosen line of each price group. */
export function useAcceptQuotation() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TAcceptQuotation) => apiPut(ZPublicQuotation, '/Quotation/UpdateQuotation', body, PUBLIC_CALL),
    // Also after a refusal: the quote may have been accepted meanwhile (another tab, another person).
    onSettled: () => invalidate('/Quotation/'),
  });
}

/** The customer's own files, filed as a customer attachment; the quote token stands in for a login. */
export function useAddQuoteAttachment(quoteToken: string) {
  return useMutation({
    mutationFn: (body: TAddAttachment) =>
      apiPost(ZCustomerAttachment, '/Customer/AddAttachment', body, {
        ...PUBLIC_CALL,
        params: { number_id: quoteToken },
      }),
  });
}

/** The public page's Download PDF (GET Quotation/GetQuotationPdfByIdAndNo, no login). */
export function fetchPublicQuotationPdf(token: { quotationNo: string; quotationId: number }): Promise<Blob> {
  return fetchFile(
    '/Quotation/GetQuotationPdfByIdAndNo',
    { id: token.quotationId, quotationNo: token.quotationNo },
    true,
  );
}
