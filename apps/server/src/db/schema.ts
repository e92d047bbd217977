// The core's tables, for Drizzle's typed client; drizzle-kit reads every *.table.ts file itself
// (drizzle.config.ts), modules' included.
export * from '../organisation/organisation.table.ts';
export * from '../platform/core/access/access.table.ts';
export * from '../platform/core/auth/auth.table.ts';
export * from '../platform/core/sms/sms-outbox.table.ts';
