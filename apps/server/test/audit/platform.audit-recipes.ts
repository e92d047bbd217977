import type { Exemptions } from './audit-walk-kit.ts';

// The platform's own write routes, none of which changes an audited record (see
// audit-walk-kit.ts). Content categories are walked with the messaging modules that serve them.

const SIGN_IN = 'sign-in: sessions and login failures, recorded as auth events';
const OTP_SENT = 'OTP sign-in: a one-time code sent, recorded as an auth event';

export const exempt: Exemptions = {
  'POST /api/auth': SIGN_IN,
  'POST /api/auth/first_leg': SIGN_IN,
  'POST /api/auth/second_leg': SIGN_IN,
  'POST /api/auth/employee/:n': OTP_SENT,
  'POST /api/auth/global_employee_id/:id': OTP_SENT,
  'POST /api/auth/otp': 'OTP sign-in: a one-time code sent again, recorded as an auth event',
  'POST /api/auth/token': 'OTP sign-in: a session, recorded as an auth event',
  'POST /api/auth/token_auto': 'auto-login: a session, recorded as an auth event',
  'POST /api/auth/refresh': 'a session refreshed, recorded as an auth event',
  'POST /api/auth/logout': 'a session ended, recorded as an auth event',
  'PUT /api/auth/reset':
    'the password (a secret, never in a history) and sessions, recorded as auth events',
  'POST /api/auth/analytics_token': 'signs a token for the analytics calls; writes nothing',
  'POST /api/user/:id/end_sessions': 'sessions ended, recorded as an auth event',
  'POST /api/import/:kind':
    'keeps a sheet and starts its check: the import is its uploader’s bookkeeping, no record changes',
  'PUT /api/import/:id/rows': 'fixed cells of a sheet, checked again: no record changes yet',
  'POST /api/import/:id/commit':
    'queues the commit; its job writes the records with the uploader as their actor (cctv-import.test.ts holds it)',
};
