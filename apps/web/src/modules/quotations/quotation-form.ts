import {
  API_DATE_FORMAT,
  QUOTATION_DRAFT,
  type TAddQuotation,
  type TQuotation,
  type TQuotationItem,
  type TQuotationItemInput,
  type TUpdateQuotation,
} from '@packline/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { blankToNull } from '../../ui/form-values.ts';

// The quotation editor's form values and their conversion from the read shape and to the wire body.

/** A line is priced for a customer product or, as general pricing, for a base product. */
export type TLineKind = 'product' | 'base';

export interface TLineValues {
  kind: TLineKind;
  quotationItemId?: number;
  productId?: number | null;
  baseProductId?: number | null;
  itemDesc?: string | null;
  originPrice?: number | null;
  price?: number | null;
  margin?: number | null;
  cartonQuantity?: number | null;
  /** Quantity text. */
  notes?: string | null;
  /** MOQ text. */
  notes2?: string | null;
}

export interface TOptionValues {
  quotationOptionItemId?: number;
  customizeOptionNotes?: string | null;
}

export interface TQuotationFormValues {
  customerId?: number;
  contactId?: number | null;
  effDate?: Dayjs | null;
  expDate?: Dayjs | null;
  deliveryFee: number;
  notes?: string | null;
  quotationOption: TOptionValues[];
  quotationItem: TLineValues[];
}

const numberOrNull = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** spec 01 §9: a new quotation is dated today and valid for one month. */
export function newQuotationValues(customerId?: number): TQuotationFormValues {
  // spec 01 §9: today is the Auckland date, whatever the browser's zone.
  const today = businessToday();
  return {
    customerId,
    contactId: null,
    effDate: today,
    expDate: today.add(1, 'month'),
    deliveryFee: 0,
    notes: null,
    quotationOption: [],
    quotationItem: [],
  };
}

/** A saved line as the editor holds it; `keepId` false copies it into another quotation (new from template). */
export function lineValues(item: TQuotationItem, keepId = true): TLineValues {
  return {
    kind: item.productId ? 'product' : 'base',
    quotationItemId: keepId ? item.quotationItemId : undefined,
    productId: item.productId,
    baseProductId: item.productId ? null : item.baseProductId,
    itemDesc: item.itemDesc,
    originPrice: numberOrNull(item.originPrice),
    price: numberOrNull(item.price),
    margin: numberOrNull(item.margin),
    cartonQuantity: item.cartonQuantity,
    notes: item.notes,
    notes2: item.notes2,
  };
}

export function quotationFormValues(quotation: TQuotation): TQuotationFormValues {
  return {
    customerId: quotation.customerId,
    contactId: quotation.contactId,
    effDate: dayjs(quotation.effDate, API_DATE_FORMAT),
    expDate: dayjs(quotation.expDate, API_DATE_FORMAT),
    deliveryFee: quotation.deliveryFee,
    notes: quotation.notes,
    quotationOption: quotation.quotationOption.map((option) => ({
      quotationOptionItemId: option.quotationOptionItemId,
      customizeOptionNotes: option.customizeOptionNotes,
    })),
    quotationItem: quotation.quotationItem.map((item) => lineValues(item)),
  };
}

/** New from template: the template's lines, options and comments; the customer and dates stay the user's. */
export function copyTemplate(template: TQuotation, current: TQuotationFormValues): TQuotationFormValues {
  const copied = quotationFormValues(template);
  return {
    ...current,
    notes: copied.notes,
    deliveryFee: copied.deliveryFee,
    quotationOption: copied.quotationOption,
    quotationItem: template.quotationItem.map((item) => lineValues(item, false)),
  };
}

function lineBody(line: TLineValues): TQuotationItemInput {
  const isProduct = line.kind === 'product';
  return {
    quotationItemId: line.quotationItemId,
    productId: isProduct ? (line.productId ?? null) : null,
    baseProductId: isProduct ? null : (line.baseProductId ?? null),
    itemDesc: blankToNull(line.itemDesc),
    originPrice: line.originPrice ?? null,
    price: line.price ?? 0,
    margin: line.margin ?? null,
    cartonQuantity: line.cartonQuantity ?? null,
    notes: blankToNull(line.notes),
    notes2: blankToNull(line.notes2),
  };
}

const apiDate = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format(API_DATE_FORMAT) : '');

/** The AddQuotation body; with `quotationId` the UpdateQuotation one. */
export function quotationBody(values: TQuotationFormValues, target: { draft: 1 | 2; isFinal: 0 | 1 }): TAddQuotation {
  return {
    customerId: values.customerId ?? 0,
    contactId: values.contactId ?? null,
    effDate: apiDate(values.effDate),
    expDate: apiDate(values.expDate),
    notes: blankToNull(values.notes),
    draft: target.draft,
    isFinal: target.isFinal,
    deliveryFee: values.deliveryFee ?? 0,
    quotationItem: (values.quotationItem ?? []).map(lineBody),
    quotationOption: (values.quotationOption ?? [])
      .filter((option) => option.quotationOptionItemId)
      .map((option) => ({
        quotationOptionItemId: option.quotationOptionItemId ?? 0,
        customizeOptionNotes: blankToNull(option.customizeOptionNotes),
      })),
  };
}

export const withId = (body: TAddQuotation, quotationId: number): TUpdateQuotation => ({ ...body, quotationId });

/** A bulk draft stays one when saved; everything else is saved as a draft (approval is Confirm's job). */
export const draftOnSave = (quotation: TQuotation | undefined): 1 | 2 =>
  quotation?.draft === QUOTATION_DRAFT.BulkDraft ? QUOTATION_DRAFT.BulkDraft : QUOTATION_DRAFT.Draft;
