import { z } from 'zod';
import { listQueryOf, ZDateText, ZPickerQuery, ZTimestamp } from './api.ts';
import { MAX_ID, requiredOr } from './catalogue.ts';
import { DELIVERY_FEE_FLAGS } from './reference-data.ts';
import { PROMPT_REQUIRED, REQUIRED_MESSAGE, TEXTAREA_MAX } from './validate-messages.ts';

// spec 02 §3 Customer, Extra address, Contact, Customer attachment, Online user; rules of spec 02 §4, §5, §9.

/** spec 02 §4: 1 active, 2 inactive, 3 a new customer created by a salesperson. */
export const CUSTOMER_STATUS = { Active: 1, Inactive: 2, New: 3 } as const;
export const CUSTOMER_STATUS_NAMES: Record<number, string> = { 1: 'Active', 2: 'Inactive', 3: 'New' };
export const CUSTOMER_STATUS_OPTIONS = [1, 2, 3].map((value) => ({ value, label: CUSTOMER_STATUS_NAMES[value] ?? '' }));

/** spec 02 §9: lead rating default 3, max 5. */
export const LEAD_RATING_DEFAULT = 3;
export const LEAD_RATING_MAX = 5;
export const RATING_MESSAGE = 'Rating must be lower equal than 5.';
/** spec 02 §5: the Address dialog's Note To Warehouse and Note To Production. */
export const ADDRESS_NOTE_MESSAGE = 'You need to input';

/**
 * The three customer screens (spec 02 §2) and what each lets a user do, enforced by the server:
 * all customers with full edit; only the caller's own customers; the caller's own customers read-only.
 */
export const CUSTOMER_PAGE = {
  all: '/customer-management-page',
  own: '/customer-only-sales',
  readOnly: '/customer-infos',
} as const;
export const ONLINE_USER_PAGE = '/online-user';
export const CUSTOMER_PAGES = [CUSTOMER_PAGE.all, CUSTOMER_PAGE.own, CUSTOMER_PAGE.readOnly] as const;
/**
 * Who reads customers' records, contacts and delivery addresses: the customer screens, the quotation screens (the
 * editor's customer and contact, the quote e-mail) and the order screens (the order dialog's customer and delivery
 * address; Home and the dispatch screens open it too). Written as urls: those modules build on this one.
 */
export const CUSTOMER_READ_PAGES = [
  ...CUSTOMER_PAGES,
  '/quotation-management',
  '/quote-only-draft',
  '/quote-base-draft',
  '/contractPrice',
  '/approve-delete',
  '/sales-order-management',
  '/online-sales-order',
  '/sales-order-management-for-sales',
  '/draft-order-management-for-sales',
  '/home',
  '/awaiting-dispatch',
  '/PickupList',
] as const;
/**
 * Who picks a customer by name (Customer/GetAllSimpleCustomer): the readers above, the ticket screens (New Ticket),
 * the pallet stock log screens, the product screens (a customised product's customer) and Online user management.
 */
export const CUSTOMER_PICKER_PAGES = [
  ...CUSTOMER_READ_PAGES,
  '/create-ticket',
  '/create-ticket-admin',
  '/ticket-final-process',
  '/ticket',
  '/pallet-stocklog',
  '/customer-pallet',
  '/product',
  '/product-barcode-management',
  '/sales-product-infos',
  '/box-info',
  // The New Sales Report's Export By customer.
  '/newSalesReport/0',
  '/newSalesReport/1',
  ONLINE_USER_PAGE,
] as const;

const required = REQUIRED_MESSAGE;
const rowId = (label: string) =>
  z
    .number(requiredOr(label, `${label} is not a valid number!`))
    .int()
    .positive()
    .max(MAX_ID);
const requiredText = (label: string, max = 200) =>
  z
    .string(requiredOr(label, `${label} must be text`))
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = 200) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish();
const optionalEmail = (label: string) =>
  z
    .email({ error: `${label} is not a valid email!` })
    .max(200)
    .nullish()
    .or(z.literal(''));

/** True when a notice can be sent to the address (spec 02 §5: validated by pattern before sending). */
export function isValidEmail(address: string | null | undefined): address is string {
  return typeof address === 'string' && z.email().safeParse(address.trim()).success;
}

const addressNote = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? ADDRESS_NOTE_MESSAGE : `${label} must be text`) })
    .trim()
    .min(1, ADDRESS_NOTE_MESSAGE)
    .max(TEXTAREA_MAX, `${label} must be at most ${TEXTAREA_MAX} characters`);

/** A customer's credit is an amount of money, never below zero (issue 20: −50 was taken). */
export const CUSTOMER_CREDIT_MESSAGE = 'Customer Credit must be an amount of 0 or more, e.g. 5000 or 2500.50';

const customerFields = {
  company: requiredText('Company'),
  customerCode: requiredText('Trading Name'),
  salutation: optionalText('First Name', 100),
  contactPerson: optionalText('Last Name', 100),
  cityId: rowId('City').nullish(),
  address1: optionalText('Address 1'),
  address2: optionalText('Address 2'),
  postalCode: optionalText('Postal Code', 20),
  phone: optionalText('Phone', 50),
  mobile: requiredText('Mobile', 50),
  email: z
    .email({ error: (issue) => (issue.input == null ? required('Email') : 'Email is not a valid email!') })
    .max(200),
  customerCredit: optionalText('Customer Credit', 100).refine(
    (credit) => !credit || /^\d{1,12}(\.\d{1,2})?$/.test(credit),
    CUSTOMER_CREDIT_MESSAGE,
  ),
  group1: rowId('Group 1'),
  group2: rowId('Group 2'),
  group3: rowId('Group 3').nullish(),
  group4: rowId('Group 4').nullish(),
  group5: rowId('Group 5').nullish(),
  leadRating: z
    .number(requiredOr('Rating', 'Rating is not a valid number!'))
    .int('Rating must be a whole number')
    .min(0, 'Rating must be greater than 0')
    .max(LEAD_RATING_MAX, RATING_MESSAGE)
    .default(LEAD_RATING_DEFAULT),
  paymentCycleId: rowId('Payment Term'),
  statusId: z
    .number(requiredOr('Status', 'Status is not a valid number!'))
    .refine((v) => v in CUSTOMER_STATUS_NAMES, 'Status must be one of 1, 2, 3'),
  employeeId: rowId('Sales'),
  brandId: rowId('Brand'),
  sourceId: rowId('Source'),
  deliveryMethodId: rowId('Delivery Method').nullish(),
  deliveryFeeFlag: z
    .number('Delivery Fee is not a valid number!')
    .refine((v) => DELIVERY_FEE_FLAGS.some((f) => f.flagId === v), 'Delivery Fee must be one of 0, 1, 2')
    .default(0),
  notes: optionalText('Notes', TEXTAREA_MAX),
  showPriceOnPackingSlip: z.boolean('Show Price On Packing Slip must be yes or no').default(false),
};

/** AddCustomer: the notes of the Address dialog may be given, but are not required until that dialog saves them. */
export const ZAddCustomer = z.object({
  ...customerFields,
  noteToWarehouse: optionalText('Note To Warehouse', TEXTAREA_MAX),
  noteToProduction: optionalText('Note To Production', TEXTAREA_MAX),
});
export type TAddCustomer = z.infer<typeof ZAddCustomer>;

/**
 * UpdateCustomer: the whole customer. The Address dialog sends the two notes, which it requires
 * (spec 02 §5 'You need to input'); a body without them (the main form) leaves them as they are.
 */
export const ZUpdateCustomer = z.object({
  ...customerFields,
  customerId: rowId('customerId'),
  noteToWarehouse: addressNote('Note To Warehouse').optional(),
  noteToProduction: addressNote('Note To Production').optional(),
});
export type TUpdateCustomer = z.infer<typeof ZUpdateCustomer>;

const queryNumber = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z
      .number(requiredOr(name, `${name} must be a number`))
      .int()
      .positive()
      .max(MAX_ID),
  );

/** PUT Customer/UpdateCustomerStatus?id&statusId&note: the prompt's note is required ('Required!'). */
export const ZUpdateCustomerStatusQuery = z.object({
  id: queryNumber('id'),
  statusId: queryNumber('statusId').refine((v) => v in CUSTOMER_STATUS_NAMES, 'statusId must be one of 1, 2, 3'),
  note: z.string({ error: PROMPT_REQUIRED }).trim().min(1, PROMPT_REQUIRED).max(TEXTAREA_MAX),
});
export type TUpdateCustomerStatusQuery = z.infer<typeof ZUpdateCustomerStatusQuery>;

export const ZCustomerIdQuery = z.object({ customerId: queryNumber('customerId') });

/** The columns Customer Management sorts by (Customer Info by company, Contact Info by contact person, …). */
export const CUSTOMER_SORT_FIELDS = [
  'company',
  'customerCode',
  'contactPerson',
  'address1',
  'createdAt',
  'lastOrderDate',
  'statusId',
] as const;
export type TCustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/**
 * GET Customer/GetAllCustomer: the list contract (page, sort, search) and the screen's filters: `statusId` (0 or none:
 * every status) or `statusIds`, and the created-at range, both days included. Without any of them, every customer in scope.
 */
export const ZCustomerListQuery = listQueryOf(CUSTOMER_SORT_FIELDS).extend({
  statusId: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
        error: 'statusId must be one of 0, 1, 2, 3',
      }),
    )
    .optional(),
  /** Several statuses at once, e.g. `1,3` (Active and New: what a salesperson sees by default). */
  statusIds: z
    .string()
    .regex(/^[123](,[123])*$/, 'statusIds must be a comma-separated list of 1, 2, 3')
    .transform((text) => text.split(',').map(Number))
    .optional(),
  createdFrom: ZDateText.optional(),
  createdTo: ZDateText.optional(),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

/** GET Customer/GetAllSimpleCustomer: the whole list, or the picker's `?search&limit&selectedId`. */
export const ZSimpleCustomerQuery = ZPickerQuery;

export const ZAddAttachment = z.object({
  customerId: rowId('Customer'),
  urls: z.array(z.string().min(1).max(2000), 'Files must be a list of links').max(20).default([]),
  attachmentName: requiredText('Attachment Name', 100),
  attachmentDesc: optionalText('Description', TEXTAREA_MAX),
});
export type TAddAttachment = z.infer<typeof ZAddAttachment>;

const contactFields = {
  customerId: rowId('Customer'),
  firstName: requiredText('Name', 100),
  phone: optionalText('Phone', 50),
  mobile: optionalText('Mobile', 50),
  email: optionalEmail('Email'),
  notes: optionalText('Notes', TEXTAREA_MAX),
};
export const ZAddContact = z.object(contactFields);
export type TAddContact = z.infer<typeof ZAddContact>;
export const ZUpdateContact = z.object({ ...contactFields, contactId: rowId('contactId') });
export type TUpdateContact = z.infer<typeof ZUpdateContact>;

const extraAddressFields = {
  customerId: rowId('Customer'),
  address: requiredText('Address', 300),
  deliveryName: optionalText('Delivery Name', 100),
  postalCode: optionalText('Postal Code', 20),
  notes: optionalText('Notes', TEXTAREA_MAX),
  deliveryMethodId: rowId('Delivery Method').nullish(),
};
export const ZAddExtraAddress = z.object(extraAddressFields);
export type TAddExtraAddress = z.infer<typeof ZAddExtraAddress>;
export const ZUpdateExtraAddress = z.object({ ...extraAddressFields, addressId: rowId('addressId') });
export type TUpdateExtraAddress = z.infer<typeof ZUpdateExtraAddress>;

const userName = requiredText('User Name', 100);
const password = (label: string) =>
  z
    .string(requiredOr(label, `${label} must be text`))
    .min(1, required(label))
    .max(200);
export const ZAddOnlineUser = z.object({ userName, password: password('Password'), customerId: rowId('Customer') });
export type TAddOnlineUser = z.infer<typeof ZAddOnlineUser>;
/** The password is set on add only (spec 02 §3); it changes through ChangeOnlineUserPassword. */
export const ZUpdateOnlineUser = z.object({ userId: rowId('userId'), userName, customerId: rowId('Customer') });
export type TUpdateOnlineUser = z.infer<typeof ZUpdateOnlineUser>;
export const ZChangeOnlineUserPassword = z.object({ userId: rowId('userId'), newPassword: password('New Password') });
export type TChangeOnlineUserPassword = z.infer<typeof ZChangeOnlineUserPassword>;

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

const nullableText = z.string().nullable();
const nullableId = z.number().int().nullable();

/** A row of GetAllCustomer / GetCustomerById (and every customer write): the customer's fields with the names of what it points at. */
export const ZCustomer = z.object({
  customerId: z.number().int(),
  customerNumber: nullableText,
  company: z.string(),
  customerCode: z.string(),
  salutation: nullableText,
  contactPerson: nullableText,
  cityId: nullableId,
  cityName: nullableText,
  address1: nullableText,
  address2: nullableText,
  postalCode: nullableText,
  phone: nullableText,
  mobile: nullableText,
  email: nullableText,
  customerCredit: nullableText,
  group1: nullableId,
  group1Name: nullableText,
  group2: nullableId,
  group2Name: nullableText,
  group3: nullableId,
  group3Name: nullableText,
  group4: nullableId,
  group4Name: nullableText,
  group5: nullableId,
  group5Name: nullableText,
  leadRating: z.number().int(),
  paymentCycleId: nullableId,
  paymentCycleName: nullableText,
  statusId: z.number().int(),
  statusName: z.string(),
  employeeId: nullableId,
  salesName: nullableText,
  brandId: nullableId,
  brandName: nullableText,
  sourceId: nullableId,
  sourceName: nullableText,
  deliveryMethodId: nullableId,
  deliveryMethodName: nullableText,
  deliveryFeeFlag: z.number().int(),
  notes: nullableText,
  noteToWarehouse: nullableText,
  noteToProduction: nullableText,
  showPriceOnPackingSlip: z.boolean(),
  createdAt: ZTimestamp,
  lastOrderDate: ZTimestamp.nullable(),
});
export type TCustomer = z.infer<typeof ZCustomer>;
export const ZCustomerList = z.array(ZCustomer);

/** GetAllSimpleCustomer: what a customer picker on another screen needs. */
export const ZSimpleCustomer = z.object({
  customerId: z.number().int(),
  company: z.string(),
  customerCode: z.string(),
  statusId: z.number().int(),
});
export type TSimpleCustomer = z.infer<typeof ZSimpleCustomer>;
export const ZSimpleCustomerList = z.array(ZSimpleCustomer);

export const ZCustomerAttachment = z.object({
  attachmentId: z.number().int(),
  customerId: z.number().int(),
  attachmentName: z.string(),
  attachmentDesc: nullableText,
  urls: z.array(z.string()),
  employeeId: nullableId,
  employeeName: nullableText,
  createdAt: ZTimestamp,
});
export type TCustomerAttachment = z.infer<typeof ZCustomerAttachment>;
export const ZCustomerAttachmentList = z.array(ZCustomerAttachment);

export const ZContact = z.object({
  contactId: z.number().int(),
  customerId: z.number().int(),
  firstName: z.string(),
  phone: nullableText,
  mobile: nullableText,
  email: nullableText,
  notes: nullableText,
});
export type TContact = z.infer<typeof ZContact>;
export const ZContactList = z.array(ZContact);

export const ZExtraAddress = z.object({
  addressId: z.number().int(),
  customerId: z.number().int(),
  address: z.string(),
  deliveryName: nullableText,
  postalCode: nullableText,
  notes: nullableText,
  deliveryMethodId: nullableId,
  deliveryMethodName: nullableText,
});
export type TExtraAddress = z.infer<typeof ZExtraAddress>;
export const ZExtraAddressList = z.array(ZExtraAddress);

/** An online user (a customer's login) as Online user management shows it; never its password. */
export const ZOnlineUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  customerId: z.number().int(),
  company: z.string(),
  createdAt: ZTimestamp,
});
export type TOnlineUser = z.infer<typeof ZOnlineUser>;
export const ZOnlineUserList = z.array(ZOnlineUser);

/** UpdateCustomerStatus: the customer after the change and what happened to the notice e-mail. */
export const ZCustomerStatusChange = z.object({
  customerId: z.number().int(),
  statusId: z.number().int(),
  statusName: z.string(),
  /** 'queued' (sent or held in the outbox) or 'skipped' when the customer has no valid e-mail address. */
  notice: z.enum(['queued', 'skipped']),
  message: z.string(),
});
export type TCustomerStatusChange = z.infer<typeof ZCustomerStatusChange>;
