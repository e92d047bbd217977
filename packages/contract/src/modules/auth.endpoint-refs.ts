import type { EndpointRefs } from '../common/endpoint-ref.ts';
import type { authEndpoints } from './auth.endpoints.ts';

/**
 * The sign-in and session calls as the console calls them (common/endpoint-ref.ts): the sign-in
 * page and the start-up code load no zod. Each must be exactly its endpoint's method and path.
 */
export const authEndpointRefs: EndpointRefs<typeof authEndpoints> = {
  firstLeg: { method: 'POST', path: '/auth/first_leg' },
  secondLeg: { method: 'POST', path: '/auth/second_leg' },
  adminLogin: { method: 'POST', path: '/auth' },
  refresh: { method: 'POST', path: '/auth/refresh' },
  logout: { method: 'POST', path: '/auth/logout' },
  analyticsToken: { method: 'POST', path: '/auth/analytics_token' },
  endUserSessions: { method: 'POST', path: '/user/:id/end_sessions' },
  requestReset: { method: 'GET', path: '/auth/reset' },
  resetPassword: { method: 'PUT', path: '/auth/reset' },
  staffByEmployeeNumber: { method: 'GET', path: '/auth/employee/:n' },
  codeByEmployeeNumber: { method: 'POST', path: '/auth/employee/:n' },
  staffByGlobalEmployeeId: { method: 'GET', path: '/auth/global_employee_id/:id' },
  codeByGlobalEmployeeId: { method: 'POST', path: '/auth/global_employee_id/:id' },
  resendCode: { method: 'POST', path: '/auth/otp' },
  codeSignIn: { method: 'POST', path: '/auth/token' },
  autoLoginKey: { method: 'GET', path: '/auth/get_auto_login_key' },
  portalRedirect: { method: 'GET', path: '/auth/redirect_url' },
  autoLogin: { method: 'POST', path: '/auth/token_auto' },
};
