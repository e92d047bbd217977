import { authEndpoints, importEndpoints } from '@console/contract';
import { routeOf } from '../support/endpoint-client.ts';
import type { Exemptions } from './audit-walk-kit.ts';

// The platform's own write routes, none of which changes an audited record (see
// audit-walk-kit.ts). Content categories are walked with the messaging modules that serve them.

const SIGN_IN = 'sign-in: sessions and login failures, recorded as auth events';
const OTP_SENT = 'OTP sign-in: a one-time code sent, recorded as an auth event';

export const exempt: Exemptions = {
  [routeOf(authEndpoints.adminLogin)]: SIGN_IN,
  [routeOf(authEndpoints.firstLeg)]: SIGN_IN,
  [routeOf(authEndpoints.secondLeg)]: SIGN_IN,
  [routeOf(authEndpoints.codeByEmployeeNumber)]: OTP_SENT,
  [routeOf(authEndpoints.codeByGlobalEmployeeId)]: OTP_SENT,
  [routeOf(authEndpoints.resendCode)]:
    'OTP sign-in: a one-time code sent again, recorded as an auth event',
  [routeOf(authEndpoints.codeSignIn)]: 'OTP sign-in: a session, recorded as an auth event',
  [routeOf(authEndpoints.autoLogin)]: 'auto-login: a session, recorded as an auth event',
  [routeOf(authEndpoints.refresh)]: 'a session refreshed, recorded as an auth event',
  [routeOf(authEndpoints.logout)]: 'a session ended, recorded as an auth event',
  [routeOf(authEndpoints.resetPassword)]:
    'the password (a secret, never in a history) and sessions, recorded as auth events',
  [routeOf(authEndpoints.analyticsToken)]: 'signs a token for the analytics calls; writes nothing',
  [routeOf(authEndpoints.endUserSessions)]: 'sessions ended, recorded as an auth event',
  [routeOf(importEndpoints.start)]:
    'keeps a sheet and starts its check: the import is its uploader’s bookkeeping, no record changes',
  [routeOf(importEndpoints.fix)]: 'fixed cells of a sheet, checked again: no record changes yet',
  [routeOf(importEndpoints.commit)]:
    'queues the commit; its job writes the records with the uploader as their actor (cctv-import.test.ts holds it)',
};
