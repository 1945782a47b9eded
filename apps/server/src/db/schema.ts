// Every table, for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../modules/access/access.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/catalogue/catalogue.tables.ts';
export * from '../modules/common/email-template.tables.ts';
export * from '../modules/customers/customers.tables.ts';
export * from '../modules/dispatch/dispatch.tables.ts';
export * from '../modules/employees/department.tables.ts';
export * from '../modules/employees/employees.tables.ts';
export * from '../modules/invoices/invoices.tables.ts';
export * from '../modules/lookups/lookups.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/quotations/quotations.tables.ts';
export * from '../modules/sales-orders/sales-orders.tables.ts';
export * from '../modules/settings/settings.tables.ts';
export * from '../modules/tickets/tickets.tables.ts';
export * from '../modules/warehouse/warehouse.tables.ts';
