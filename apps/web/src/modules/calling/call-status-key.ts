/** The calling list's last known call status per user number (001 §3): gone at logout. */
export const CALL_STATUSES_KEY = 'console.call_statuses';
