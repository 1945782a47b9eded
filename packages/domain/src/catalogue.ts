import { z } from 'zod';
import { ZDateText, ZTimestamp } from './api.ts';

// The generic catalogue calls of spec 01 §7: GET {C}/GetAll{N}, GET {C}/Get{N}ById?id=, POST {C}/Add{N},
// PUT {C}/Update{N}, DELETE {C}/Delete{N}?id=. One definition per catalogue feeds the API schema, the
// server routes and the web table, so a field's label, limits and message are written once.

export type TCatalogueField =
  | { kind: 'text'; label: string; required?: boolean; max?: number; textarea?: boolean; messages?: TFieldMessages }
  | {
      kind: 'number';
      label: string;
      required?: boolean;
      min?: number;
      max?: number;
      integer?: boolean;
      messages?: TFieldMessages;
    }
  | {
      kind: 'choice';
      label: string;
      required?: boolean;
      options: readonly { value: number; label: string }[];
      /** The choice a new row's form starts with. */
      initial?: number;
    }
  | { kind: 'reference'; label: string; required?: boolean /** a TCatalogueKey */; catalogue: string }
  | { kind: 'date'; label: string; required?: boolean }
  | { kind: 'image'; label: string; required?: boolean };

/** The spec's own words for a field's refusals, where they differ from the generic '{label} is required!'… */
export interface TFieldMessages {
  required?: string;
  integer?: string;
  min?: string;
}

export interface TCatalogueDefinition {
  /** Controller segment of the path, e.g. 'CustomerGroup1'. */
  controller: string;
  /** Name segment of the generic calls, e.g. GetAll{name}. */
  name: string;
  /** Id field on the wire. */
  idKey: string;
  /** Field shown as the row's name wherever another screen picks from this catalogue. */
  labelKey: string;
  /** The management screen (routes.tsv); null for a read-only list that has none. */
  pageUrl: string | null;
  title: string;
  fields: Record<string, TCatalogueField>;
  /** Only GetAll{N} is served (spec: "get-all only"); the rows are reference data seeded by the server. */
  readOnly?: boolean;
  /** The id is chosen by the user on add (pallet type ids carry meaning: 2 temporary, 100 non-temporary). */
  userChosenId?: boolean;
  /** Columns the server fills (not on the form) that the rows carry, e.g. a notice's author. */
  serverFields?: Record<string, TCatalogueField>;
}

const NAME_MAX = 100;
/** Ids and whole numbers are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;
type TNoOptions = Record<never, never>;
/** A text field, required unless `extra` says `required: false` (the type keeps which, for the row's type). */
type TTextField<Required extends boolean> = Omit<Extract<TCatalogueField, { kind: 'text' }>, 'required'> & {
  required: Required;
};
const text = <
  E extends { required?: boolean; max?: number; textarea?: boolean; messages?: TFieldMessages } = TNoOptions,
>(
  label: string,
  extra?: E,
) =>
  ({ kind: 'text', label, required: true, max: NAME_MAX, ...extra }) as TTextField<
    E extends { required: false } ? false : true
  >;
/** A whole number from 0, optional unless `extra` says `required: true`. */
const count = <E extends { required?: boolean; max?: number } = TNoOptions>(label: string, extra?: E) =>
  ({ kind: 'number', label, min: 0, integer: true, ...extra }) as Omit<
    Extract<TCatalogueField, { kind: 'number' }>,
    'required'
  > & { required: E extends { required: true } ? true : false };
export const YES_NO = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
] as const;

const named = <Id extends string, Name extends string>(
  controller: string,
  idKey: Id,
  nameKey: Name,
  label: string,
  pageUrl: string | null,
  title: string,
) => ({
  controller,
  name: controller,
  idKey,
  labelKey: nameKey,
  pageUrl,
  title,
  fields: { [nameKey]: text(label) } as Record<Name, TTextField<true>>,
});

export const CATALOGUES = {
  brand: named('Brand', 'brandId', 'brandName', 'Brand Name', '/brand-management-page', 'Brand Management'),
  city: named('City', 'cityId', 'cityName', 'City Name', '/city-management', 'City'),
  contractType: named(
    'ContractType',
    'contractTypeId',
    'contractTypeName',
    'Contract Type Name',
    '/contract-type-management',
    'Contract Type',
  ),
  courier: named('Courier', 'courierId', 'courierName', 'Courier Name', '/courier-management', 'Courier Management'),
  customerGroup1: {
    ...named(
      'CustomerGroup1',
      'group1Id',
      'group1Name',
      'Group Name',
      '/customer-group1-management',
      'Customer Group 1',
    ),
    fields: {
      group1Name: text('Group Name'),
      priceVisible: { kind: 'choice', label: 'Price Visible', required: true, options: YES_NO },
    },
  },
  customerGroup2: named(
    'CustomerGroup2',
    'group2Id',
    'group2Name',
    'Group Name',
    '/customer-group2-management',
    'Customer Group 2',
  ),
  customerGroup3: named(
    'CustomerGroup3',
    'group3Id',
    'group3Name',
    'Group Name',
    '/customer-group3-management',
    'Customer Group 3',
  ),
  customerGroup4: named(
    'CustomerGroup4',
    'group4Id',
    'group4Name',
    'Group Name',
    '/customer-group4-management',
    'Customer Group 4',
  ),
  customerGroup5: named(
    'CustomerGroup5',
    'group5Id',
    'group5Name',
    'Group Name',
    '/customer-group5-management',
    'Customer Group 5',
  ),
  customerSource: named(
    'CustomerSource',
    'sourceId',
    'sourceName',
    'Source Name',
    '/customer-source-management',
    'Customer Source',
  ),
  deliveryMethod: named(
    'DeliveryMethod',
    'deliveryMethodId',
    'deliveryMethodName',
    'Delivery Method Name',
    '/delivery-method-management',
    'Delivery Method',
  ),
  department: named('Department', 'deptId', 'deptName', 'Department Name', '/department-management', 'Department'),
  machine: {
    controller: 'Machine',
    name: 'Machine',
    idKey: 'machineId',
    labelKey: 'machineName',
    pageUrl: '/machine-management',
    title: 'Machine',
    fields: {
      machineName: text('Machine Name'),
      picture: { kind: 'image', label: 'Picture' },
      machineTypeId: {
        kind: 'choice',
        label: 'Machine Type',
        required: true,
        options: [
          { value: 1, label: 'Printing' },
          { value: 2, label: 'Die-Cutting' },
          { value: 3, label: 'Production' },
          { value: 4, label: 'Packaging' },
        ],
      },
      type: text('Type', { required: false, max: 50 }),
      sortingOrder: count('Sorting Order', { required: true }),
      maintenance: { kind: 'choice', label: 'Maintenance', options: YES_NO },
      operator: { kind: 'reference', label: 'Operator', catalogue: 'employee' },
    },
  },
  // spec 02 §3 Monitor product group, §5: a product's monitor type (ProductType/AddMonitorProducts) names its group.
  monitorProductGroup: {
    controller: 'MonitorProductGroup',
    name: 'MonitorProductGroup',
    idKey: 'monitorProductGroupId',
    labelKey: 'name',
    pageUrl: '/monitor-product-group-management',
    title: 'Monitor Product Groups',
    fields: {
      type: {
        kind: 'number',
        label: 'Type',
        required: true,
        integer: true,
        min: 1,
        messages: {
          required: 'Type is required',
          integer: 'Type must be a valid integer',
          min: 'Type must be greater than or equal to 1',
        },
      },
      name: text('Name', { messages: { required: 'Required' } }),
      // issue 31 §19: a new group starts active.
      active: { kind: 'choice', label: 'Active', required: true, options: YES_NO, initial: 1 },
    },
  },
  notification: {
    controller: 'Notification',
    name: 'Notification',
    idKey: 'notificationId',
    labelKey: 'notificationContext',
    pageUrl: '/notification-management',
    title: 'Notification management',
    fields: {
      notificationContext: text('Notification', { max: 300, textarea: true }),
      role: { kind: 'reference', label: 'Role', required: true, catalogue: 'role' },
      startDate: { kind: 'date', label: 'Start Date', required: true },
      endDate: { kind: 'date', label: 'End Date', required: true },
      isActive: { kind: 'choice', label: 'Active', required: true, options: YES_NO },
    },
    // The notice's author is whoever adds it.
    serverFields: { creater: { kind: 'reference', label: 'Created By', catalogue: 'employee' } },
  },
  orderStatus: {
    ...named('OrderStatus', 'orderStatusId', 'orderStatusName', 'Order Status', null, 'Order Status'),
    readOnly: true,
  },
  orderType: {
    ...named('OrderType', 'orderTypeId', 'orderTypeName', 'Order Type', null, 'Order Type'),
    readOnly: true,
  },
  packagingType: {
    ...named(
      'PackagingType',
      'packagingTypeId',
      'packagingTypeName',
      'Packaging Type Name',
      '/packaging-type-management',
      'Packaging Type',
    ),
    fields: {
      packagingTypeName: text('Packaging Type Name'),
      quantity: count('Carton Quantity', { required: true }),
      sleeveQty: count('Sleeve Qty'),
      sleevePkt: count('Sleeve Pkt'),
    },
  },
  palletStacking: {
    ...named(
      'PalletStacking',
      'palletStackingId',
      'palletStackingName',
      'Pallet Stacking Name',
      '/pallet-stacking-management',
      'Pallet Stacking Management',
    ),
    fields: {
      palletStackingName: text('Pallet Stacking Name'),
      quantity: count('Quantity', { required: true }),
      layoutImage: { kind: 'image', label: 'Layout Image' },
    },
  },
  paymentCycle: named(
    'PaymentCycle',
    'paymentCycleId',
    'paymentCycleName',
    'Payment Term',
    '/payment-cycle-management',
    'Payment Term',
  ),
  plateType: {
    ...named('PlateType', 'plateTypeId', 'plateTypeName', 'Pallet Type Name', '/plate-type-management', 'Pallet Type'),
    userChosenId: true,
  },
  productOption: {
    ...named(
      'ProductOption',
      'optionId',
      'optionName',
      'Option Name',
      '/product-option-management',
      'Order Surcharge Option',
    ),
    fields: {
      optionName: text('Option Name'),
      price: { kind: 'number', label: 'Price', required: true, min: 0 },
    },
  },
  productType: named(
    'ProductType',
    'productTypeId',
    'productTypeName',
    'Product Type Name',
    '/product-type-management',
    'Product Type',
  ),
  productTypeAction: {
    controller: 'ProductTypeAction',
    name: 'ProductTypeAction',
    idKey: 'productTypeActionId',
    labelKey: 'action',
    // Edited in the Product Type screen's Action Edit dialog (spec 02 §2).
    pageUrl: '/product-type-management',
    title: 'Product Type Action',
    fields: {
      productTypeId: { kind: 'reference', label: 'Product Type', required: true, catalogue: 'productType' },
      action: {
        kind: 'choice',
        label: 'Action',
        required: true,
        options: [
          { value: 1, label: 'Printing' },
          { value: 2, label: 'Die-Cutting' },
          { value: 3, label: 'Production' },
          { value: 4, label: 'Packaging' },
        ],
      },
      orderType: { kind: 'reference', label: 'Order Type', required: true, catalogue: 'orderType' },
      sequenceNo: count('Sequence No', { required: true }),
    },
  },
  quotationOptionItem: named(
    'QuotationOptionItem',
    'quotationOptionItemId',
    'name',
    'Name',
    '/quote-items-management',
    'Quotation notes / option item names',
  ),
  recordType: named(
    'RecordType',
    'recordTypeId',
    'recordTypeName',
    'Record Type Name',
    '/record-type-management',
    'Record Type',
  ),
  role: named('Role', 'roleId', 'roleName', 'Role Name', '/role-management', 'Role'),
  ticketType: {
    ...named('TicketType', 'ticketTypeId', 'ticketTypeName', 'Ticket Type', null, 'Ticket Type'),
    readOnly: true,
  },
  workOrderSource: {
    ...named(
      'WorkOrderSource',
      'workOrderSourceId',
      'workOrderSourceName',
      'Work Order Source',
      null,
      'Work Order Source',
    ),
    readOnly: true,
  },
  pageGroup: {
    controller: 'PageGroup',
    name: 'PageGroup',
    idKey: 'groupId',
    labelKey: 'groupName',
    pageUrl: '/page-management',
    title: 'Page Group',
    fields: { groupName: text('Group Name'), sortingOrder: count('Sorting Order', { required: true }) },
  },
  page: {
    controller: 'Page',
    name: 'Page',
    idKey: 'pageId',
    labelKey: 'pageName',
    pageUrl: '/page-management',
    title: 'Pages',
    fields: {
      pageName: text('Page Name'),
      pageUrl: text('Page Url', { max: 200 }),
      sortingOrder: count('Sorting Order', { required: true }),
      groupId: { kind: 'reference', label: 'Page Group', required: true, catalogue: 'pageGroup' },
    },
  },
} as const satisfies Record<string, TCatalogueDefinition>;

/** Catalogues another catalogue may reference; 'employee' is served by the employee module, not the factory. */
export type TCatalogueKey = keyof typeof CATALOGUES | 'employee';

/** Where a reference's rows come from, and what names a row in a select: these fields joined by a space. */
export interface TReferenceSource {
  path: string;
  idKey: string;
  labelKeys: readonly string[];
}

export const REFERENCE_SOURCES: Record<TCatalogueKey, TReferenceSource> = {
  ...(Object.fromEntries(
    Object.entries(CATALOGUES).map(([key, def]): [string, TReferenceSource] => [
      key,
      { path: `/${def.controller}/GetAll${def.name}`, idKey: def.idKey, labelKeys: [def.labelKey] },
    ]),
  ) as Record<keyof typeof CATALOGUES, TReferenceSource>),
  // The employee picker's call: names only, never the e-mail or mobile of the employee records.
  employee: { path: '/Employee/GetAllEmployeeName', idKey: 'employeeId', labelKeys: ['firstName', 'lastName'] },
};

const requiredMessage = (label: string) => `${label} is required!`;

/** Missing → '{label} is required!'; present but of the wrong type → the given text. */
export function requiredOr(label: string, wrongType: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? requiredMessage(label) : wrongType,
  };
}

/** A row id in a query string (`?id=12`): 'id is required!' when absent, 'id must be a number' when malformed. */
export function queryIdSchema(name: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number(requiredOr(name, `${name} must be a number`))
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(MAX_ID, `${name} is too large`),
  );
}

/** The message a field's empty value is refused with: the spec's own words where it has them. */
export function requiredMessageOf(field: TCatalogueField): string {
  return ('messages' in field && field.messages?.required) || requiredMessage(field.label);
}

function fieldSchema(field: TCatalogueField): z.ZodType {
  const required = requiredMessageOf(field);
  const notANumber = `${field.label} is not a valid number!`;
  switch (field.kind) {
    case 'text': {
      const max = field.max ?? NAME_MAX;
      const base = z
        .string({ error: (issue) => (issue.input == null ? required : `${field.label} must be text`) })
        .trim()
        .max(max, `${field.label} must be at most ${max} characters`);
      return field.required ? base.min(1, required) : base.nullish();
    }
    case 'image': {
      const base = z.string(requiredOr(field.label, `${field.label} must be a link`)).max(2000);
      return field.required ? base.min(1, required) : base.nullish();
    }
    case 'date': {
      const base = z.iso.date(requiredOr(field.label, `${field.label} must be a date (YYYY-MM-DD)`));
      return field.required ? base : base.nullish();
    }
    case 'number': {
      const messages = field.messages ?? {};
      let base = z.number({
        error: (issue) => (issue.input == null ? required : (messages.integer ?? notANumber)),
      });
      if (field.integer)
        base = base
          .int(messages.integer ?? `${field.label} must be a whole number`)
          .max(MAX_ID, `${field.label} is too large`);
      if (field.min !== undefined)
        base = base.min(field.min, messages.min ?? `${field.label} must be greater than ${field.min}`);
      if (field.max !== undefined) base = base.max(field.max, `${field.label} must be less than ${field.max}`);
      return field.required ? base : base.nullish();
    }
    case 'choice': {
      const values = field.options.map((o) => o.value);
      const base = z
        .number(requiredOr(field.label, notANumber))
        .refine((v) => values.includes(v), `${field.label} must be one of ${values.join(', ')}`);
      return field.required ? base : base.nullish();
    }
    case 'reference': {
      const base = z.number(requiredOr(field.label, notANumber)).int().positive().max(MAX_ID);
      return field.required ? base : base.nullish();
    }
  }
}

/** The body of Add{N}: the catalogue's own fields (the id only where the user chooses it). */
export function catalogueAddSchema(def: TCatalogueDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(def.fields)) shape[key] = fieldSchema(field);
  if (def.userChosenId) shape[def.idKey] = z.number().int().positive().max(MAX_ID).optional();
  return z.object(shape);
}

/** The body of Update{N}: the same fields plus the row's id. */
export function catalogueUpdateSchema(def: TCatalogueDefinition) {
  return catalogueAddSchema(def).extend({
    [def.idKey]: z
      .number({ error: `${def.idKey} is required!` })
      .int()
      .positive(),
  });
}

// ---- Replies (the response contract of the generic calls) ---------------------------------------------------------

/** Who wrote a row and when (docs/architecture.md §4), as every catalogue row carries it. */
export const ZAuditFields = {
  createdAt: ZTimestamp,
  createdBy: z.number().int().nullable(),
  updatedAt: ZTimestamp.nullable(),
  updatedBy: z.number().int().nullable(),
};

/** A field's value in a row: text for text, image and date fields, a number otherwise; null when it is optional. */
type TFieldReply<F> =
  | (F extends { kind: 'text' | 'image' | 'date' } ? string : number)
  | (F extends { required: true } ? never : null);
type TFieldsReply<Fields> = { -readonly [K in keyof Fields]: TFieldReply<Fields[K]> };
type TAuditReply = z.output<z.ZodObject<typeof ZAuditFields>>;
type TAuditInput = z.input<z.ZodObject<typeof ZAuditFields>>;
type TOwnFields<D extends TCatalogueDefinition> = { -readonly [K in D['idKey']]: number } & TFieldsReply<D['fields']> &
  TFieldsReply<D extends { serverFields: infer S } ? S : TNoOptions>;

/**
 * A catalogue row as the browser reads it: typed field by field for a definition from CATALOGUES, a plain record for
 * a definition only known as TCatalogueDefinition (the generic screens).
 */
export type TCatalogueRow<D extends TCatalogueDefinition = TCatalogueDefinition> = string extends D['idKey']
  ? Record<string, unknown>
  : TOwnFields<D> & TAuditReply;
/** The row as the server hands it to the serialiser (timestamps may still be Dates). */
export type TCatalogueRowInput<D extends TCatalogueDefinition = TCatalogueDefinition> = string extends D['idKey']
  ? Record<string, unknown>
  : TOwnFields<D> & TAuditInput;

/** A field as a row carries it: a field the form may leave empty is null in the row. */
function fieldReplySchema(field: TCatalogueField): z.ZodType {
  const value = (() => {
    switch (field.kind) {
      case 'text':
      case 'image':
        return z.string();
      case 'date':
        return ZDateText;
      case 'number':
        return field.integer ? z.number().int() : z.number();
      case 'choice':
      case 'reference':
        return z.number().int();
    }
  })();
  return field.required ? value : value.nullable();
}

/** The reply schema of one catalogue's row; `shape` names its fields (the server selects exactly those columns). */
export type TCatalogueRowSchema<D extends TCatalogueDefinition = TCatalogueDefinition> = z.ZodType<
  TCatalogueRow<D>,
  TCatalogueRowInput<D>
> & { shape: Record<string, z.ZodType> };

const rowSchemas = new WeakMap<TCatalogueDefinition, TCatalogueRowSchema>();
const listSchemas = new WeakMap<TCatalogueDefinition, z.ZodArray<TCatalogueRowSchema>>();

/**
 * One row of a catalogue (Get{N}ById, and what Add, Update and Delete answer): its id, its fields, the fields the
 * server fills and the audit columns. The server selects exactly these columns.
 */
export function catalogueRowSchema<D extends TCatalogueDefinition>(def: D): TCatalogueRowSchema<D> {
  let schema = rowSchemas.get(def);
  if (!schema) {
    const shape: Record<string, z.ZodType> = { [def.idKey]: z.number().int() };
    for (const [key, field] of Object.entries({ ...def.fields, ...def.serverFields })) {
      shape[key] = fieldReplySchema(field);
    }
    // The object is built from the definition at run time; TCatalogueRow<D> says the same at the type level.
    schema = z.object({ ...shape, ...ZAuditFields }) as unknown as TCatalogueRowSchema;
    rowSchemas.set(def, schema);
  }
  return schema as unknown as TCatalogueRowSchema<D>;
}

/** The rows of GetAll{N}. */
export function catalogueListSchema<D extends TCatalogueDefinition>(def: D): z.ZodArray<TCatalogueRowSchema<D>> {
  let schema = listSchemas.get(def);
  if (!schema) {
    schema = z.array(catalogueRowSchema(def) as unknown as TCatalogueRowSchema);
    listSchemas.set(def, schema);
  }
  return schema as unknown as z.ZodArray<TCatalogueRowSchema<D>>;
}
