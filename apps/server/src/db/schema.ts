// Every table, for Drizzle's typed queries; drizzle-kit reads the *.table.ts files directly.
export * from '../organisation/organisation.table.ts';
export * from '../platform/access/access.table.ts';
export * from '../platform/auth/auth.table.ts';
export * from '../platform/adapters/sms/sms-outbox.table.ts';
export * from '../modules/preset-filter/preset-filter.table.ts';
export * from '../modules/analytic/analytic.table.ts';
