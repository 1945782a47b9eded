import {
  CUSTOMER_STATUS,
  employeeName,
  type TCustomer,
  type TCustomerListQuery,
  type TSimpleCustomer,
  ZContact,
  ZCustomer,
  ZCustomerAttachment,
  ZCustomerStatusChange,
  ZExtraAddress,
  ZOnlineUser,
  ZSimpleCustomerList,
} from '@packline/domain';
import { type UseQueryResult, useMutation, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, apiPut } from '../../api/client.ts';
import type { TRemoteSource } from '../../ui/remote-select.tsx';
import {
  apiQueryKey,
  type TRow,
  useCrudResource,
  useInvalidateController,
  useOptionalRow,
} from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';
import { useEmployeeNames } from '../employees/employees.api.ts';

/**
 * Customer Management's table: one page of the customers in the caller's scope (the server filters a salesperson's
 * to their own), paged, sorted and searched by the server, with the screen's status and created-at filters.
 */
export function useCustomerPage(
  filters: Pick<TCustomerListQuery, 'statusId' | 'createdFrom' | 'createdTo'> & { statusIds?: string },
) {
  return useServerTable(ZCustomer, '/Customer/GetAllCustomer', { filters });
}

/** Add / edit / delete a customer (the list itself is read a page at a time, useCustomerPage). */
export function useCustomers(canChange: { add: boolean; edit: boolean; delete: boolean }) {
  return useCrudResource(ZCustomer, {
    idKey: 'customerId',
    listPath: '/Customer/GetAllCustomer',
    enabled: false,
    addPath: canChange.add ? '/Customer/AddCustomer' : undefined,
    updatePath: canChange.edit ? '/Customer/UpdateCustomer' : undefined,
    deletePath: canChange.delete ? '/Customer/DeleteCustomer' : undefined,
  });
}

/** One customer (Customer/GetCustomerById), read quietly to prefill a dialog; off while customerId is empty. */
export function useCustomerById(customerId: number | null | undefined, enabled = true) {
  return useOptionalRow(
    ZCustomer,
    '/Customer/GetCustomerById',
    { id: customerId ?? 0 },
    enabled && Boolean(customerId),
  );
}

/** The customers of `customerIds` (Customer/GetCustomerById each, cached like useCustomerById), e.g. for their e-mails. */
export function useCustomersById(customerIds: readonly number[], enabled = true) {
  return useQueries({
    queries: [...new Set(customerIds)].map((id) => ({
      queryKey: apiQueryKey('/Customer/GetCustomerById', { id }),
      queryFn: () => apiGet(ZCustomer, '/Customer/GetCustomerById', { id }, { silent: true }),
      enabled,
    })),
    combine: combineCustomers,
  });
}

/** Module-level so the combined result stays the same object while the results do. */
function combineCustomers(results: UseQueryResult<TCustomer>[]) {
  return {
    data: results.flatMap((result) => (result.data ? [result.data] : [])),
    isLoading: results.some((result) => result.isLoading),
  };
}

/** One contact (Contact/GetContact), read quietly; off while contactId is empty. */
export function useContactById(contactId: number | null | undefined, enabled = true) {
  return useOptionalRow(ZContact, '/Contact/GetContact', { id: contactId ?? 0 }, enabled && Boolean(contactId));
}

/** A customer picker's source with its label: the server searches as the user types (<RemoteSelect source={…} />). */
const customerPicker = (label: (c: TSimpleCustomer) => string): TRemoteSource<TSimpleCustomer> => ({
  reply: ZSimpleCustomerList,
  path: '/Customer/GetAllSimpleCustomer',
  toOption: (c) => ({ value: c.customerId, label: label(c) }),
});

/** Company first: 'Company (Trading name)'. */
export const CUSTOMER_PICKER = customerPicker((c) => `${c.company} (${c.customerCode})`);
/** Trading name first, as the quotation editor shows it: 'Trading name (Company)'. */
export const CUSTOMER_CODE_PICKER = customerPicker((c) => `${c.customerCode} (${c.company})`);
/** Trading name first, an inactive customer marked (an order or ticket for one is refused or needs a second look). */
export const CUSTOMER_CODE_STATUS_PICKER = customerPicker(
  (c) => `${c.customerCode} (${c.company})${c.statusId === CUSTOMER_STATUS.Active ? '' : ' — inactive'}`,
);

/** A whole customer as UpdateCustomer takes it (the Address dialog adds its two notes). */
export function useUpdateCustomer() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TRow) => apiPut(ZCustomer, '/Customer/UpdateCustomer', body),
    onSuccess: () => invalidate('/Customer/'),
  });
}

export function useUpdateCustomerStatus() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: { id: number; statusId: number; note: string }) =>
      apiPut(ZCustomerStatusChange, '/Customer/UpdateCustomerStatus', undefined, { params }),
    onSuccess: () => invalidate('/Customer/'),
  });
}

export function useCustomerAttachments(customerId: number, canAdd: boolean) {
  return useCrudResource(ZCustomerAttachment, {
    idKey: 'attachmentId',
    listPath: '/Customer/GetAttachmentByCust',
    listParams: { customerId },
    addPath: canAdd ? '/Customer/AddAttachment' : undefined,
  });
}

export function useContacts(customerId: number, canChange: boolean) {
  return useCrudResource(ZContact, {
    idKey: 'contactId',
    listPath: '/Contact/GetAllContact',
    listParams: { customerId },
    ...(canChange
      ? { addPath: '/Contact/AddContact', updatePath: '/Contact/UpdateContact', deletePath: '/Contact/DeleteContact' }
      : {}),
  });
}

export function useExtraAddresses(customerId: number, canChange: boolean) {
  return useCrudResource(ZExtraAddress, {
    idKey: 'addressId',
    listPath: '/ExtraAddress/GetAllExtraAddress',
    listParams: { customerId },
    ...(canChange
      ? {
          addPath: '/ExtraAddress/AddExtraAddress',
          updatePath: '/ExtraAddress/UpdateExtraAddress',
          deletePath: '/ExtraAddress/DeleteExtraAddress',
        }
      : {}),
  });
}

export function useOnlineUsers() {
  return useCrudResource(ZOnlineUser, {
    idKey: 'userId',
    listPath: '/OnlineUser/GetAllOnlineUser',
    addPath: '/OnlineUser/AddOnlineUser',
    updatePath: '/OnlineUser/UpdateOnlineUser',
    deletePath: '/OnlineUser/DeleteOnlineUser',
  });
}

export function useChangeOnlineUserPassword() {
  return useMutation({
    mutationFn: (body: { userId: number; newPassword: string }) =>
      apiPut(ZOnlineUser, '/OnlineUser/ChangeOnlineUserPassword', body),
  });
}

/** The salespeople a customer can be given (and whoever it has now, should they have stopped selling). */
export function useSalesOptions(currentId?: number | null) {
  const employees = useEmployeeNames();
  const options = useMemo(
    () =>
      (employees.data ?? [])
        .filter((employee) => employee.isSales === 1 || employee.employeeId === currentId)
        .map((employee) => ({ value: employee.employeeId, label: employeeName(employee) })),
    [employees.data, currentId],
  );
  return { options, employees: employees.data ?? [], loading: employees.isLoading };
}
