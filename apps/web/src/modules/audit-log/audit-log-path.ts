/**
 * The audit log's page. Its own file: the manifest (index.ts) is start-up code of every page,
 * sign-in included, so it must not import the list and, through it, antd.
 */
export const AUDIT_LOG_PATH = '/audit-log';
