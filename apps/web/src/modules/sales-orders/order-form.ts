import {
  API_DATE_FORMAT,
  cartonsForPieces,
  DELIVERY_FEE_OPTION_INPUT,
  isBelowQuote,
  needsDeliveryFeeOption,
  ORDER_MESSAGES,
  ORDER_STATUS,
  orderLinePrice,
  orderLineQuantity,
  requiredDateFromLeadTime,
  type TAddOrder,
  type TCustomer,
  type TCustomerOrderDefaults,
  type TExtraAddress,
  type TOrder,
  type TOrderOptionInput,
  type TOrderProductInput,
  type TProductWithQuota,
  type TUpdateOrder,
} from '@packline/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { blankToNull } from '../../ui/form-values.ts';

// The order dialog's form values, their conversion from the read shape and to the wire body, and line pricing.

export interface TOrderLineValues {
  orderProductId?: number;
  productId?: number | null;
  /** A saved line's product, offered even when no longer quoted. */
  productLabel?: string;
  /** Pieces per carton when known (the quote's carton quantity or the saved product's pack quantity). */
  packQuantity?: number | null;
  /** Cartons. */
  packagingQty?: number | null;
  /** Pieces. */
  quantity?: number | null;
  /** Per carton. */
  unitPrice?: number | null;
  /** Cartons × unit price. */
  price?: number | null;
  marginOfError?: number | null;
  quotationId?: number | null;
  /** Shown only: pieces typed were rounded up to whole cartons (ORDER_MESSAGES.roundedToCartons). */
  piecesNote?: string | null;
  /** Shown only (dispatch figures of a saved line). */
  deliveredQuantity?: number;
  dispatchedQuantity?: number;
}

export interface TOrderOptionValues {
  orderOptionId?: number;
  optionId?: number | null;
  quantity?: number | null;
  unitPrice?: number | null;
  price?: number | null;
}

export interface TOrderFormValues {
  customerId?: number;
  custOrderNo?: string | null;
  employeeId?: number | null;
  orderDate?: Dayjs | null;
  leadtimeFlag: boolean;
  leadtime?: number | null;
  requiredDate?: Dayjs | null;
  deliveryAsap: boolean;
  deliveryName?: string | null;
  deliveryAddress?: string | null;
  postalCode?: string | null;
  deliveryCityId?: number | null;
  deliveryMethodId?: number | null;
  paymentCycleId?: number | null;
  urgent: boolean;
  urgentNote?: string | null;
  comments?: string | null;
  accountNote?: string | null;
  warehouseNote?: string | null;
  newWarehouseNote?: string | null;
  orderProduct: TOrderLineValues[];
  orderOption: TOrderOptionValues[];
}

const toNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);
const toDay = (value: string | null | undefined): Dayjs | null => (value ? dayjs(value, API_DATE_FORMAT) : null);
const apiDate = (value: Dayjs | null | undefined): string | null =>
  value?.isValid() ? value.format(API_DATE_FORMAT) : null;

/** spec 01 §5: a new order is dated today, with a required date rather than a lead time. */
export function newOrderValues(customerId?: number): TOrderFormValues {
  return {
    customerId,
    // spec 01 §9: today is the Auckland date, whatever the browser's zone.
    orderDate: businessToday(),
    leadtimeFlag: false,
    leadtime: null,
    requiredDate: null,
    deliveryAsap: false,
    urgent: false,
    urgentNote: null,
    orderProduct: [],
    orderOption: [],
  };
}

export function orderFormValues(order: TOrder): TOrderFormValues {
  return {
    customerId: order.customerId,
    custOrderNo: order.custOrderNo,
    employeeId: order.employeeId,
    orderDate: toDay(order.orderDate),
    leadtimeFlag: order.leadtimeFlag === 1,
    leadtime: order.leadtime,
    requiredDate: toDay(order.requiredDate),
    deliveryAsap: order.deliveryAsap === 1,
    deliveryName: order.deliveryName,
    deliveryAddress: order.deliveryAddress,
    postalCode: order.postalCode,
    deliveryCityId: order.deliveryCityId,
    deliveryMethodId: order.deliveryMethodId,
    paymentCycleId: order.paymentCycleId,
    urgent: Boolean(order.urgentNote?.trim()),
    urgentNote: order.urgentNote,
    comments: order.comments,
    accountNote: order.accountNote,
    warehouseNote: order.warehouseNote,
    newWarehouseNote: order.newWarehouseNote,
    orderProduct: order.orderProduct.map((line) => ({
      orderProductId: line.orderProductId,
      productId: line.productId,
      productLabel: `${line.productCode} — ${line.productName}`,
      packQuantity: line.packQuantity,
      packagingQty: toNumber(line.packagingQty),
      quantity: toNumber(line.quantity),
      unitPrice: toNumber(line.unitPrice),
      price: toNumber(line.price),
      marginOfError: toNumber(line.marginOfError),
      quotationId: line.quotationId,
      deliveredQuantity: Number(line.deliveredQuantity),
      dispatchedQuantity: Number(line.dispatchedQuantity),
    })),
    orderOption: order.orderOption.map((option) => ({
      orderOptionId: option.orderOptionId,
      optionId: option.optionId,
      quantity: toNumber(option.quantity),
      unitPrice: toNumber(option.unitPrice),
      price: toNumber(option.price),
    })),
  };
}

/** Copy: the order's customer, delivery, notes, lines and options as a new order dated today (no ids, no status). */
export function copyOrderValues(order: TOrder): TOrderFormValues {
  const values = orderFormValues(order);
  return {
    ...values,
    orderDate: businessToday(),
    requiredDate: null,
    orderProduct: values.orderProduct.map(({ orderProductId, deliveredQuantity, dispatchedQuantity, ...line }) => line),
    orderOption: values.orderOption.map(({ orderOptionId, ...option }) => option),
  };
}

/** What choosing a customer fills in: its delivery details, salesperson and payment term. */
export function customerDefaults(customer: TCustomer): Partial<TOrderFormValues> {
  return {
    employeeId: customer.employeeId,
    deliveryName: customer.company,
    deliveryAddress: [customer.address1, customer.address2].filter(Boolean).join(', ') || null,
    postalCode: customer.postalCode,
    deliveryCityId: customer.cityId,
    deliveryMethodId: customer.deliveryMethodId,
    paymentCycleId: customer.paymentCycleId,
  };
}

/** What picking one of the customer's extra addresses fills in. */
export function extraAddressDefaults(
  address: Pick<TExtraAddress, 'deliveryName' | 'address' | 'postalCode'> & { deliveryMethodId?: number | null },
): Partial<TOrderFormValues> {
  return {
    deliveryName: address.deliveryName,
    deliveryAddress: address.address,
    postalCode: address.postalCode,
    ...(address.deliveryMethodId ? { deliveryMethodId: address.deliveryMethodId } : {}),
  };
}

/** spec 01 §9: a new order of a delivery-fee customer starts with the delivery fee option line. */
export function withDeliveryFee(options: TOrderOptionValues[], deliveryFeeFlag: number): TOrderOptionValues[] {
  return needsDeliveryFeeOption(deliveryFeeFlag, options) ? [...options, { ...DELIVERY_FEE_OPTION_INPUT }] : options;
}

/** A line's pieces and price from its cartons, pack quantity and unit price (the user's pieces without a pack). */
export function pricedLine(line: TOrderLineValues): TOrderLineValues {
  const cartons = line.packagingQty ?? null;
  return {
    ...line,
    quantity: cartons === null ? line.quantity : (orderLineQuantity(cartons, line.packQuantity) ?? line.quantity),
    price: cartons === null || line.unitPrice == null ? null : orderLinePrice(cartons, line.unitPrice),
    piecesNote: null,
  };
}

/**
 * Pieces typed on a line drive its cartons: rounded up to whole cartons of the pack quantity, the pieces become what
 * those cartons hold (as the server stores them), with a note when they were rounded. Without a pack quantity the
 * pieces are kept as typed (the server stores them so).
 */
export function linePiecesTyped(line: TOrderLineValues): TOrderLineValues {
  const pieces = line.quantity ?? null;
  const cartons = pieces === null ? null : cartonsForPieces(pieces, line.packQuantity);
  if (pieces === null || cartons === null) return { ...line, piecesNote: null };
  const priced = pricedLine({ ...line, packagingQty: cartons });
  const held = priced.quantity ?? pieces;
  return {
    ...priced,
    quantity: pieces,
    piecesNote: held === pieces ? null : ORDER_MESSAGES.roundedToCartons(cartons, held),
  };
}

/** On leaving the pieces field: the pieces the whole cartons hold (the note stays). */
export function linePiecesSettled(line: TOrderLineValues): TOrderLineValues {
  if (line.packagingQty == null) return line;
  const held = orderLineQuantity(line.packagingQty, line.packQuantity);
  return held === null ? line : { ...line, quantity: held };
}

/**
 * The lines a staff member prices below the quoted price that need their confirmation (their indexes): every such
 * line but one kept at its saved price (the server keeps that line's confirmation).
 */
export function belowQuoteLines(
  lines: readonly TOrderProductInput[],
  quotedPrices: ReadonlyMap<number, number>,
  saved: TOrder | undefined,
): number[] {
  const savedById = new Map((saved?.orderProduct ?? []).map((line) => [line.orderProductId, line]));
  return lines.flatMap((line, index) => {
    const before = line.orderProductId === undefined ? undefined : savedById.get(line.orderProductId);
    const keptAsSaved = before?.productId === line.productId && Number(before.unitPrice) === line.unitPrice;
    return !keptAsSaved && isBelowQuote(line.unitPrice, quotedPrices.get(line.productId)) ? [index] : [];
  });
}

/** An online customer's new order: their delivery details and the option lines the server adds for them. */
export function ownOrderValues(defaults: TCustomerOrderDefaults): Partial<TOrderFormValues> {
  return {
    deliveryName: defaults.deliveryName,
    deliveryAddress: defaults.deliveryAddress,
    postalCode: defaults.postalCode,
    deliveryCityId: defaults.deliveryCityId,
    deliveryMethodId: defaults.deliveryMethodId,
    paymentCycleId: defaults.paymentCycleId,
    orderOption: defaults.orderOption.map(({ optionName, ...option }) => option),
  };
}

export function pricedOption(option: TOrderOptionValues): TOrderOptionValues {
  const { quantity, unitPrice } = option;
  return {
    ...option,
    price: quantity == null || unitPrice == null ? option.price : orderLinePrice(quantity, unitPrice),
  };
}

/** A line for a quoted product: its quoted price per carton and carton quantity; the user's cartons stay. */
export function quotedLine(line: TOrderLineValues, quoted: TProductWithQuota): TOrderLineValues {
  return pricedLine({
    ...line,
    productId: quoted.productId,
    unitPrice: Number(quoted.price),
    packQuantity: quoted.cartonQuantity,
    quotationId: quoted.quotationId,
  });
}

/** Add All Products: a line for every quoted product not on the order yet. */
export function addAllQuoted(lines: TOrderLineValues[], quoted: readonly TProductWithQuota[]): TOrderLineValues[] {
  const present = new Set(lines.map((line) => line.productId));
  const added = quoted.filter((product) => !present.has(product.productId)).map((product) => quotedLine({}, product));
  return [...lines, ...added];
}

/** The required date sent: the chosen one, or the lead time counted in working days from the order date. */
export function requiredDateOf(
  values: Pick<TOrderFormValues, 'leadtimeFlag' | 'leadtime' | 'orderDate' | 'requiredDate'>,
) {
  if (!values.leadtimeFlag) return apiDate(values.requiredDate);
  const orderDate = apiDate(values.orderDate);
  return orderDate && values.leadtime ? requiredDateFromLeadTime(orderDate, values.leadtime) : null;
}

function lineBody(line: TOrderLineValues): TOrderProductInput {
  return {
    orderProductId: line.orderProductId,
    productId: line.productId ?? 0,
    unitPrice: line.unitPrice ?? 0,
    packagingQty: line.packagingQty ?? 0,
    quantity: line.quantity ?? 0,
    price: line.price ?? 0,
    marginOfError: line.marginOfError ?? null,
    quotationId: line.quotationId ?? null,
  };
}

function optionBody(option: TOrderOptionValues): TOrderOptionInput {
  return {
    orderOptionId: option.orderOptionId,
    optionId: option.optionId ?? 0,
    quantity: option.quantity ?? 0,
    unitPrice: option.unitPrice ?? 0,
    price: option.price ?? 0,
  };
}

/** The POST SalesOrder / AddDraftOrder body; `saved` carries over what the form does not edit (paid, status). */
export function orderBody(
  values: TOrderFormValues,
  options: { saved?: TOrder; customerMode?: boolean } = {},
): TAddOrder {
  return {
    customerId: values.customerId ?? 0,
    custOrderNo: blankToNull(values.custOrderNo),
    employeeId: values.employeeId ?? null,
    orderDate: apiDate(values.orderDate) ?? '',
    requiredDate: requiredDateOf(values),
    leadtimeFlag: values.leadtimeFlag ? 1 : 0,
    leadtime: values.leadtimeFlag ? (values.leadtime ?? null) : null,
    deliveryAsap: values.deliveryAsap ? 1 : 0,
    deliveryName: blankToNull(values.deliveryName),
    deliveryAddress: values.deliveryAddress?.trim() ?? '',
    postalCode: blankToNull(values.postalCode),
    deliveryCityId: values.deliveryCityId ?? null,
    deliveryMethodId: values.deliveryMethodId ?? null,
    paymentCycleId: values.paymentCycleId ?? null,
    // An online customer's order awaits approval (the server sets it too).
    orderStatusId: options.saved?.orderStatusId ?? (options.customerMode ? ORDER_STATUS.Online : undefined),
    paid: options.saved?.paid ?? 0,
    urgentNote: values.urgent ? blankToNull(values.urgentNote) : null,
    comments: blankToNull(values.comments),
    accountNote: blankToNull(values.accountNote),
    warehouseNote: blankToNull(values.warehouseNote),
    newWarehouseNote: blankToNull(values.newWarehouseNote),
    orderProduct: (values.orderProduct ?? []).map(lineBody),
    orderOption: (values.orderOption ?? []).map(optionBody),
  };
}

export const withOrderId = (body: TAddOrder, orderId: number): TUpdateOrder => ({ ...body, orderId });
