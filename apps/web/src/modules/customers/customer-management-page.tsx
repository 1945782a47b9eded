import {
  API_DATE_FORMAT,
  CUSTOMER_STATUS,
  CUSTOMER_STATUS_NAMES,
  DATE_FORMAT,
  DELIVERY_FEE_FLAGS,
  formatDate,
  LEAD_RATING_MAX,
  type TCustomer,
} from '@packline/domain';
import { Alert, Button, Checkbox, Select, Spin, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { ListDialog, useRowDialog } from '../../ui/list-dialog.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { AttachmentManagement, ContactManagement, CustomerAddress, StatusChangeDialog } from './customer-dialogs.tsx';
import {
  CustomerFormFields,
  customerAddValues,
  toCustomerBody,
  toCustomerFormValues,
} from './customer-form-fields.tsx';
import { useCustomerRowDialogs } from './customer-row-dialogs.tsx';
import { useCustomerPage, useCustomers, useSalesOptions } from './customers.api.ts';

/**
 * spec 02 §2 Customer Management in three views: every customer ('all'); only the salesperson's own ('own');
 * the read-only sales view titled Customer ('readOnly': no add, edit, delete; only Address; Other Info hidden;
 * status read-only). The server enforces the same scope.
 */
export type TCustomerView = 'all' | 'own' | 'readOnly';

const TITLES: Record<TCustomerView, string> = {
  all: 'Customer Management',
  own: 'Customer Management',
  readOnly: 'Customer',
};
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'red', 3: 'blue' };
/**
 * The list defaults to Active (spec 02 §4); 0 shows every status. A salesperson's own list defaults to Active + New,
 * so a customer they have just created (New until someone activates it) stays in view.
 */
type TCustomerStatusFilter = 0 | 1 | 2 | 3 | 'activeNew';
const STATUS_FILTER_OPTIONS: { value: TCustomerStatusFilter; label: string }[] = [
  { value: 1, label: 'Active' },
  { value: 'activeNew', label: 'Active + New' },
  { value: 2, label: 'Inactive' },
  { value: 3, label: 'New' },
  { value: 0, label: 'All' },
];
const statusQuery = (filter: TCustomerStatusFilter) =>
  filter === 'activeNew' ? { statusIds: `${CUSTOMER_STATUS.Active},${CUSTOMER_STATUS.New}` } : { statusId: filter };
const showsNew = (filter: TCustomerStatusFilter) =>
  filter === 0 || filter === CUSTOMER_STATUS.New || filter === 'activeNew';

/** After Save: a New customer cannot be ordered for until it is activated; say so, and by whom. */
export const awaitingActivationText = (company: string) =>
  `${company} is saved as New and waits for activation: orders can be placed once it is Active. ` +
  'Staff with Customer Management activate it with Activate in the Status Change column.';

/** The row dialogs of this module; the Quotes and Orders dialogs are plugged in (customer-row-dialogs.tsx). */
type TOwnDialog = 'attachment' | 'address' | 'contacts';
const DIALOG_TITLES: Record<TOwnDialog, string> = {
  attachment: 'Attachment',
  address: 'Address',
  contacts: 'Contacts',
};
// A row dialog: one of ours (TOwnDialog) or the key of a plugged-in one.
type TDialog = string;

// Plain markup in the cells: a list of a hundred customers renders many of them at once.
const lines = (...items: (ReactNode | null | undefined | false)[]) => (
  <div style={{ display: 'flex', flexDirection: 'column' }}>
    {items.filter((item) => item !== null && item !== undefined && item !== false && item !== '')}
  </div>
);
const stars = (rating: number) => (
  <span key="rating" style={{ color: '#fadb14', letterSpacing: 1 }} title={`Rating ${rating} of ${LEAD_RATING_MAX}`}>
    {'★'.repeat(rating)}
    <span style={{ color: '#d9d9d9' }}>{'★'.repeat(Math.max(0, LEAD_RATING_MAX - rating))}</span>
  </span>
);
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const labelled = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : (
    <span key={label}>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {value}
    </span>
  );

const flagName = (id: number) => DELIVERY_FEE_FLAGS.find((flag) => flag.flagId === id)?.flagName ?? '';

function useColumns(
  view: TCustomerView,
  showDates: boolean,
  onStatusChange: (customer: TCustomer) => void,
): TCrudColumn<TCustomer>[] {
  return useMemo(() => {
    const columns: TCrudColumn<TCustomer>[] = [
      {
        key: 'customerInfo',
        title: 'Customer Info',
        sortField: 'company',
        render: (_value, c) =>
          lines(
            <Typography.Text strong key="company">
              {c.company}
            </Typography.Text>,
            <span key="code">{c.customerCode}</span>,
            <Typography.Text type="secondary" key="number">
              {c.customerNumber}
            </Typography.Text>,
            stars(c.leadRating),
          ),
      },
      {
        key: 'contactInfo',
        title: 'Contact Info',
        sortField: 'contactPerson',
        render: (_value, c) =>
          lines(
            join(c.salutation, c.contactPerson) && <span key="name">{join(c.salutation, c.contactPerson)}</span>,
            labelled('Phone', c.phone),
            labelled('Mobile', c.mobile),
            c.email && <span key="email">{c.email}</span>,
          ),
      },
      {
        key: 'addressInfo',
        title: 'Address Info',
        sortField: 'address1',
        render: (_value, c) =>
          lines(
            c.address1 && <span key="a1">{c.address1}</span>,
            c.address2 && <span key="a2">{c.address2}</span>,
            join(c.cityName, c.postalCode) && <span key="city">{join(c.cityName, c.postalCode)}</span>,
          ),
      },
      {
        key: 'groups',
        title: 'Group Classification',
        render: (_value, c) =>
          lines(
            labelled('Group 1', c.group1Name),
            labelled('Group 2', c.group2Name),
            labelled('Group 3', c.group3Name),
            labelled('Group 4', c.group4Name),
            labelled('Group 5', c.group5Name),
          ),
      },
    ];
    if (view !== 'readOnly') {
      columns.push({
        key: 'otherInfo',
        title: 'Other Info',
        render: (_value, c) =>
          lines(
            labelled('Payment Term', c.paymentCycleName),
            labelled('Sales', c.salesName),
            labelled('Brand', c.brandName),
            labelled('Source', c.sourceName),
            labelled('Delivery', c.deliveryMethodName),
            labelled('Delivery Fee', flagName(c.deliveryFeeFlag)),
            labelled('Credit', c.customerCredit),
            c.showPriceOnPackingSlip && <span key="price">Price on packing slip</span>,
            labelled('Notes', c.notes),
          ),
      });
    }
    if (showDates) {
      columns.push(
        {
          key: 'createdAt',
          title: 'Created At',
          render: (_value, c) => formatDate(c.createdAt),
          sortField: 'createdAt',
        },
        {
          key: 'lastOrderDate',
          title: 'Last Order',
          render: (_value, c) => formatDate(c.lastOrderDate),
          sortField: 'lastOrderDate',
        },
      );
    }
    columns.push({
      key: 'status',
      title: view === 'readOnly' ? 'Status' : 'Status Change',
      sortField: 'statusId',
      render: (_value, c) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Tag color={STATUS_COLORS[c.statusId]} data-testid="customer-status">
            {CUSTOMER_STATUS_NAMES[c.statusId] ?? c.statusName}
          </Tag>
          {view !== 'readOnly' && (
            <Button
              size="small"
              danger={c.statusId === CUSTOMER_STATUS.Active}
              type={c.statusId === CUSTOMER_STATUS.Active ? 'default' : 'primary'}
              onClick={() => onStatusChange(c)}
              data-testid="status-change"
            >
              {c.statusId === CUSTOMER_STATUS.Active ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </div>
      ),
    });
    return columns;
  }, [view, showDates, onStatusChange]);
}

export function CustomerManagementPage({ view }: { view: TCustomerView }) {
  const session = useSession();
  const me = session?.kind === 'staff' ? session.employeeId : null;
  const { employees } = useSalesOptions();
  const iSell = employees.find((employee) => employee.employeeId === me)?.isSales === 1;
  const customers = useCustomers({ add: view !== 'readOnly', edit: view !== 'readOnly', delete: view === 'all' });
  const [statusFilter, setStatusFilter] = useState<TCustomerStatusFilter>(view === 'own' ? 'activeNew' : 1);
  const [awaitingActivation, setAwaitingActivation] = useState<TCustomer | null>(null);
  const [createdRange, setCreatedRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  // The server filters, sorts, searches and pages; the screen asks for one page (issue 13 §2).
  const page = useCustomerPage({
    ...statusQuery(statusFilter),
    createdFrom: createdRange?.[0]?.format(API_DATE_FORMAT),
    createdTo: createdRange?.[1]?.format(API_DATE_FORMAT),
  });
  const [showDates, setShowDates] = useState(false);
  const [statusFor, setStatusFor] = useState<TCustomer | null>(null);
  const columns = useColumns(view, showDates, setStatusFor);
  const dialog = useRowDialog<{ customer: TCustomer; kind: TDialog }>();
  const plugged = useCustomerRowDialogs();
  const titleOf = (kind: TDialog) =>
    DIALOG_TITLES[kind as TOwnDialog] ?? plugged.find((row) => row.key === kind)?.title ?? kind;

  const dialogButton = (customer: TCustomer, kind: TDialog) => (
    <Typography.Link
      key={kind}
      onClick={() => dialog.openFor({ customer, kind })}
      style={{ padding: '0 7px', whiteSpace: 'nowrap' }}
      data-testid={`customer-${kind}`}
    >
      {titleOf(kind)}
    </Typography.Link>
  );
  const rowKinds: TDialog[] =
    view === 'readOnly' ? ['address'] : ['attachment', ...plugged.map((row) => row.key), 'address', 'contacts'];
  const open = dialog.row;
  // The customer as the list has it now (the Address dialog's notes change it while it is open).
  const addCustomer = async (body: Parameters<typeof customers.add>[0]) => {
    const created = await customers.add(body);
    if (created.statusId !== CUSTOMER_STATUS.New) return created;
    setAwaitingActivation(created);
    if (!showsNew(statusFilter)) setStatusFilter('activeNew');
    return created;
  };
  const openCustomer = open
    ? (page.rows?.find((c) => c.customerId === open.customer.customerId) ?? open.customer)
    : null;

  return (
    <>
      <PageTitle>{TITLES[view]}</PageTitle>
      {awaitingActivation && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setAwaitingActivation(null)}
          title={awaitingActivationText(awaitingActivation.company)}
          style={{ marginBottom: 12 }}
          data-testid="awaiting-activation"
        />
      )}
      <CrudTable<TCustomer>
        {...customers.tableProps}
        onAdd={customers.tableProps.onAdd && addCustomer}
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        entityName="Customer"
        formWidth={1000}
        addValues={customerAddValues(view === 'own' && iSell && me !== null ? me : null)}
        toFormValues={toCustomerFormValues}
        toBody={toCustomerBody}
        renderForm={({ mode, row }) => (
          <CustomerFormFields mode={mode} row={row} salesFixed={view === 'own' && iSell} salesLocked={view === 'own'} />
        )}
        rowActions={(customer) => <>{rowKinds.map((kind) => dialogButton(customer, kind))}</>}
        toolbar={
          <>
            <Select
              value={statusFilter}
              onChange={setStatusFilter}
              options={STATUS_FILTER_OPTIONS}
              style={{ width: 120 }}
              data-testid="status-filter"
            />
            <DatePicker.RangePicker
              value={createdRange}
              onChange={(range) => setCreatedRange(range)}
              format={DATE_FORMAT}
              placeholder={['Created from', 'Created to']}
              allowEmpty={[true, true]}
              data-testid="created-range"
            />
            <Checkbox checked={showDates} onChange={(event) => setShowDates(event.target.checked)}>
              Created At / Last Order
            </Checkbox>
          </>
        }
        testId="customer-table"
      />
      <ListDialog
        {...dialog.dialogProps}
        title={open && openCustomer ? `${titleOf(open.kind)}: ${openCustomer.company}` : ''}
      >
        {open && openCustomer && open.kind === 'attachment' && (
          <AttachmentManagement customer={openCustomer} canAdd={view !== 'readOnly'} />
        )}
        {open &&
          openCustomer &&
          plugged
            .filter((row) => row.key === open.kind)
            .map(({ key, Dialog }) => (
              <Suspense key={key} fallback={<Spin />}>
                <Dialog customerId={openCustomer.customerId} canWrite={view !== 'readOnly'} />
              </Suspense>
            ))}
        {open && openCustomer && open.kind === 'address' && (
          <CustomerAddress customer={openCustomer} readOnly={view === 'readOnly'} />
        )}
        {open && openCustomer && open.kind === 'contacts' && (
          <ContactManagement customer={openCustomer} canChange={view !== 'readOnly'} />
        )}
      </ListDialog>
      <StatusChangeDialog customer={statusFor} onClose={() => setStatusFor(null)} />
    </>
  );
}

export function AllCustomersPage() {
  return <CustomerManagementPage view="all" />;
}

export function OwnCustomersPage() {
  return <CustomerManagementPage view="own" />;
}

export function CustomerInfosPage() {
  return <CustomerManagementPage view="readOnly" />;
}
