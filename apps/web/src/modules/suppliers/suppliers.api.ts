import {
  type TSupplierOption,
  ZQualification,
  ZSupplier,
  ZSupplierOptionList,
  ZSupplierRawMaterial,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiDelete } from '../../api/client.ts';
import type { TRemoteSource } from '../../ui/remote-select.tsx';
import { useCrudResource, useInvalidateController, useOptionalRow } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of Supplier management (spec 02 §2 Supplier form, §7): the paged list, the supplier's qualifications and
// raw material price list, the supplier picker of the purchase order form, and the raw materials to price.

const LIST_PATH = '/Supplier/GetAllSupplier';

/** One page of the suppliers (search, sort, active filter on the server). */
export function useSupplierPage(filters: { active?: string }) {
  return useServerTable(ZSupplier, LIST_PATH, { filters });
}

/** Add / edit / delete a supplier (the list is read a page at a time, useSupplierPage). */
export function useSuppliers() {
  return useCrudResource(ZSupplier, {
    idKey: 'suplierId',
    listPath: LIST_PATH,
    enabled: false,
    addPath: '/Supplier/AddSupplier',
    updatePath: '/Supplier/UpdateSupplier',
    deletePath: '/Supplier/DeleteSupplier',
  });
}

/**
 * The qualifications of one supplier, with their add / edit / delete. A change also refreshes what shows the
 * supplier's qualification alerts: the supplier list and picker, and the purchase orders (issue 31 §10).
 */
export function useQualifications(suplierId: number) {
  const resource = useCrudResource(ZQualification, {
    idKey: 'qualificationId',
    listPath: '/SupplierQualification/GetAllSupplierQualification',
    listParams: { suplierId },
    addPath: '/SupplierQualification/AddSupplierQualification',
    updatePath: '/SupplierQualification/UpdateSupplierQualification',
    deletePath: '/SupplierQualification/DeleteSupplierQualification',
  });
  const invalidate = useInvalidateController();
  const { add, update, remove, tableProps } = resource;
  const withAlerts = useMemo(() => {
    const refreshAlerts = () => Promise.all([invalidate(LIST_PATH), invalidate('/PurchaseOrder/')]);
    const then =
      <A, R>(call: (arg: A) => Promise<R>) =>
      async (arg: A) => {
        const result = await call(arg);
        await refreshAlerts();
        return result;
      };
    return { add: then(add), update: then(update), remove: then(remove) };
  }, [add, update, remove, invalidate]);
  return {
    ...resource,
    ...withAlerts,
    tableProps: { ...tableProps, onAdd: withAlerts.add, onUpdate: withAlerts.update, onDelete: withAlerts.remove },
  };
}

/** One supplier's raw material price list, with add and edit (delete names the pair: usePriceListDelete). */
export function usePriceList(suplierId: number) {
  return useCrudResource(ZSupplierRawMaterial, {
    idKey: 'suplierRawMaterialId',
    enabled: suplierId > 0,
    listPath: '/SupplierRawMaterial/GetRawMaterialDtoBySupplierId',
    listParams: { supplierId: suplierId },
    addPath: '/SupplierRawMaterial/AddSupplierRawMaterial',
    updatePath: '/SupplierRawMaterial/UpdateSupplierRawMaterial',
  });
}

/** DELETE SupplierRawMaterial/DeleteSupplierRawMaterial {suplierId, rawMaterialId}. */
export function usePriceListDelete() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (pair: { suplierId: number; rawMaterialId: number }) =>
      apiDelete(z.boolean(), '/SupplierRawMaterial/DeleteSupplierRawMaterial', undefined, { body: pair }),
    onSuccess: () => invalidate('/SupplierRawMaterial/'),
  });
}

/** One supplier (Supplier/GetSupplierById), read quietly; off while suplierId is empty. */
export function useSupplierById(suplierId: number | null | undefined) {
  return useOptionalRow(ZSupplier, '/Supplier/GetSupplierById', { id: suplierId ?? 0 }, Boolean(suplierId));
}

/** The active suppliers a purchase order may name, searched by the server. */
export const SUPPLIER_PICKER: TRemoteSource<TSupplierOption> = {
  reply: ZSupplierOptionList,
  path: '/Supplier/GetSupplierPicker',
  toOption: (s) => ({ value: s.suplierId, label: s.suplierName }),
};
