import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import {
  brand,
  city,
  contractType,
  courier,
  customerGroup1,
  customerGroup2,
  customerGroup3,
  customerGroup4,
  customerGroup5,
  customerSource,
  deliveryMethod,
  machine,
  orderStatus,
  orderType,
  packagingType,
  palletStacking,
  paymentCycle,
  plateType,
  productOption,
  productType,
  productTypeAction,
  recordType,
  ticketType,
  workOrderSource,
} from './lookups.tables.ts';

// What other modules may read of the lookup catalogues (modules/README.md "Reads other modules may use"): a row's id
// and name (the id to filter by and match a name with `lookupNameMatches`), and the few figures others work with
// (a packaging's pieces, an option's price).

export const brands = { brandId: brand.brandId, brandName: brand.brandName, ...joinsBy(brand, brand.brandId) };
export const cities = { cityId: city.cityId, cityName: city.cityName, ...joinsBy(city, city.cityId) };
export const contractTypes = {
  contractTypeId: contractType.contractTypeId,
  contractTypeName: contractType.contractTypeName,
  ...joinsBy(contractType, contractType.contractTypeId),
};
export const couriers = {
  courierId: courier.courierId,
  courierName: courier.courierName,
  ...joinsBy(courier, courier.courierId),
};
export const customerGroups1 = {
  group1Id: customerGroup1.group1Id,
  group1Name: customerGroup1.group1Name,
  ...joinsBy(customerGroup1, customerGroup1.group1Id),
};
export const customerGroups2 = {
  group2Id: customerGroup2.group2Id,
  group2Name: customerGroup2.group2Name,
  ...joinsBy(customerGroup2, customerGroup2.group2Id),
};
export const customerGroups3 = {
  group3Id: customerGroup3.group3Id,
  group3Name: customerGroup3.group3Name,
  ...joinsBy(customerGroup3, customerGroup3.group3Id),
};
export const customerGroups4 = {
  group4Id: customerGroup4.group4Id,
  group4Name: customerGroup4.group4Name,
  ...joinsBy(customerGroup4, customerGroup4.group4Id),
};
export const customerGroups5 = {
  group5Id: customerGroup5.group5Id,
  group5Name: customerGroup5.group5Name,
  ...joinsBy(customerGroup5, customerGroup5.group5Id),
};
export const customerSources = {
  sourceId: customerSource.sourceId,
  sourceName: customerSource.sourceName,
  ...joinsBy(customerSource, customerSource.sourceId),
};
export const deliveryMethods = {
  deliveryMethodId: deliveryMethod.deliveryMethodId,
  deliveryMethodName: deliveryMethod.deliveryMethodName,
  ...joinsBy(deliveryMethod, deliveryMethod.deliveryMethodId),
};
export const machines = {
  machineId: machine.machineId,
  machineName: machine.machineName,
  machineTypeId: machine.machineTypeId,
  /** The machines' order on the shop floor's screens. */
  sortingOrder: machine.sortingOrder,
  ...joinsBy(machine, machine.machineId),
  /** A select of `fields` from the machines (the shop floor lists every machine). */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(machine).$dynamic(),
};
export const orderStatuses = {
  orderStatusId: orderStatus.orderStatusId,
  orderStatusName: orderStatus.orderStatusName,
  ...joinsBy(orderStatus, orderStatus.orderStatusId),
};
export const orderTypes = {
  orderTypeId: orderType.orderTypeId,
  orderTypeName: orderType.orderTypeName,
  ...joinsBy(orderType, orderType.orderTypeId),
};
export const workOrderSources = {
  workOrderSourceId: workOrderSource.workOrderSourceId,
  workOrderSourceName: workOrderSource.workOrderSourceName,
  ...joinsBy(workOrderSource, workOrderSource.workOrderSourceId),
};
/** The steps of a product type for an order type, in `sequenceNo` order (work orders plan their steps by them). */
export const productTypeActions = {
  productTypeActionId: productTypeAction.productTypeActionId,
  productTypeId: productTypeAction.productTypeId,
  action: productTypeAction.action,
  orderType: productTypeAction.orderType,
  sequenceNo: productTypeAction.sequenceNo,
  /** A select of `fields` from the product type actions. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(productTypeAction).$dynamic(),
  /** The same, distinct rows. */
  selectDistinct: <F extends SelectedFields>(db: DbOrTx, fields: F) =>
    db.selectDistinct(fields).from(productTypeAction).$dynamic(),
};
export const palletStackings = {
  palletStackingId: palletStacking.palletStackingId,
  palletStackingName: palletStacking.palletStackingName,
  ...joinsBy(palletStacking, palletStacking.palletStackingId),
};
export const paymentCycles = {
  paymentCycleId: paymentCycle.paymentCycleId,
  paymentCycleName: paymentCycle.paymentCycleName,
  ...joinsBy(paymentCycle, paymentCycle.paymentCycleId),
};
export const plateTypes = {
  plateTypeId: plateType.plateTypeId,
  plateTypeName: plateType.plateTypeName,
  ...joinsBy(plateType, plateType.plateTypeId),
  /** A select of `fields` from the pallet types. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(plateType).$dynamic(),
};
export const productOptions = {
  optionId: productOption.optionId,
  optionName: productOption.optionName,
  price: productOption.price,
  ...joinsBy(productOption, productOption.optionId),
  /** A select of `fields` from the product options. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(productOption).$dynamic(),
};
export const productTypes = {
  productTypeId: productType.productTypeId,
  productTypeName: productType.productTypeName,
  ...joinsBy(productType, productType.productTypeId),
};
export const recordTypes = {
  recordTypeId: recordType.recordTypeId,
  recordTypeName: recordType.recordTypeName,
  ...joinsBy(recordType, recordType.recordTypeId),
};
export const ticketTypes = {
  ticketTypeId: ticketType.ticketTypeId,
  ticketTypeName: ticketType.ticketTypeName,
  ...joinsBy(ticketType, ticketType.ticketTypeId),
};

/** Packaging types as another module reads them, joined under `as` when one query joins them twice. */
export function packagingTypesAs(as?: string) {
  // An alias has the table's columns under another name; typed as the table so both read the same.
  const t = as === undefined ? packagingType : (alias(packagingType, as) as unknown as typeof packagingType);
  return {
    packagingTypeId: t.packagingTypeId,
    packagingTypeName: t.packagingTypeName,
    /** Pieces in one carton. */
    quantity: t.quantity,
    sleeveQty: t.sleeveQty,
    sleevePkt: t.sleevePkt,
    /** Pieces in one carton of the packaging type `packagingTypeId` (a column or a subquery), null when none. */
    quantityOf: (packagingTypeId: AnyPgColumn | SQL) =>
      sql<number | null>`(select ${t.quantity} from ${t} where ${t.packagingTypeId} = ${packagingTypeId})`,
    ...joinsBy(t, t.packagingTypeId),
  };
}

/** Packaging types as another module reads them. */
export const packagingTypes = packagingTypesAs();
