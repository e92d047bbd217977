import { defineEndpoint } from '../common/endpoint.ts';
import { messageBody } from '../common/errors.ts';
import {
  adminLoginBody,
  analyticsTokenResponse,
  autoLoginKeyResponse,
  employeeLookupQuery,
  employeeLookupResponse,
  employeeNumberParam,
  firstLegBody,
  firstLegResponse,
  globalEmployeeIdParam,
  loginResponse,
  logoutBody,
  otpRequestBody,
  otpRequestQuery,
  otpRequestResponse,
  otpResendBody,
  otpTokenBody,
  redirectUrlQuery,
  redirectUrlResponse,
  refreshBody,
  resetBody,
  resetRequestQuery,
  resetRequestResponse,
  secondLegBody,
  tokenAutoBody,
} from './auth.ts';
import { endSessionsParams, endSessionsResponse } from './me.ts';

/**
 * The sign-in and session calls of 000 §7 and §9. The console calls them by their references
 * (auth.endpoint-refs.ts), which load no zod: the sign-in page has a weight budget.
 */
export const authEndpoints = {
  // Password sign-in, with the TOTP step for the accounts that have one.
  firstLeg: defineEndpoint({
    method: 'POST',
    path: '/auth/first_leg',
    body: firstLegBody,
    answer: firstLegResponse,
    summary: 'Sign in, step one: the password',
    errors: [401, 403, 422, 429],
  }),
  secondLeg: defineEndpoint({
    method: 'POST',
    path: '/auth/second_leg',
    body: secondLegBody,
    answer: loginResponse,
    summary: 'Sign in, step two: the TOTP code',
    errors: [400, 401, 403, 422, 429],
  }),
  adminLogin: defineEndpoint({
    method: 'POST',
    path: '/auth',
    body: adminLoginBody,
    answer: loginResponse,
    summary: 'Admin API login (accounts without TOTP)',
    errors: [401, 403, 422, 429],
  }),

  // The session once signed in.
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: refreshBody,
    answer: loginResponse,
    summary: 'New token pair for a refresh token (rotation)',
    errors: [401, 422],
  }),
  /** Ends the bearer token's session, else the refresh token's, else the cookie's. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    body: logoutBody.optional(),
    answer: 'no-content',
    summary: 'End this session',
  }),
  analyticsToken: defineEndpoint({
    method: 'POST',
    path: '/auth/analytics_token',
    answer: analyticsTokenResponse,
    summary: 'A token for the usage-analytics calls of this session',
    errors: [401],
  }),
  endUserSessions: defineEndpoint({
    method: 'POST',
    path: '/user/:id/end_sessions',
    params: endSessionsParams,
    answer: endSessionsResponse,
    summary: 'End every live session of a user (signs the user out everywhere at once)',
    errors: [404],
  }),

  // Password reset by an SMS code, and the signed-in change.
  requestReset: defineEndpoint({
    method: 'GET',
    path: '/auth/reset',
    query: resetRequestQuery,
    answer: resetRequestResponse,
    summary: 'Request a password-reset code by SMS',
    errors: [400, 401, 422, 429],
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/auth/reset',
    body: resetBody,
    answer: messageBody,
    summary: 'Change the password (signed in) or set one with a reset code',
    errors: [400, 401, 422, 429],
  }),

  // One-time-code sign-in: the staff member by employee number or global employee id, a code
  // sent to a registered mobile number on the same path, then the code.
  staffByEmployeeNumber: defineEndpoint({
    method: 'GET',
    path: '/auth/employee/:n',
    params: employeeNumberParam,
    query: employeeLookupQuery,
    answer: employeeLookupResponse,
    summary: 'Find the staff account and its (masked) mobile numbers',
    errors: [401, 403, 404, 422, 429],
  }),
  codeByEmployeeNumber: defineEndpoint({
    method: 'POST',
    path: '/auth/employee/:n',
    params: employeeNumberParam,
    query: otpRequestQuery,
    body: otpRequestBody,
    answer: otpRequestResponse,
    summary: 'Send a one-time code to a registered mobile number',
    errors: [401, 403, 404, 422, 429],
  }),
  staffByGlobalEmployeeId: defineEndpoint({
    method: 'GET',
    path: '/auth/global_employee_id/:id',
    params: globalEmployeeIdParam,
    query: employeeLookupQuery,
    answer: employeeLookupResponse,
    summary: 'Find the staff account and its (masked) mobile numbers',
    errors: [401, 403, 404, 422, 429],
  }),
  codeByGlobalEmployeeId: defineEndpoint({
    method: 'POST',
    path: '/auth/global_employee_id/:id',
    params: globalEmployeeIdParam,
    query: otpRequestQuery,
    body: otpRequestBody,
    answer: otpRequestResponse,
    summary: 'Send a one-time code to a registered mobile number',
    errors: [401, 403, 404, 422, 429],
  }),
  resendCode: defineEndpoint({
    method: 'POST',
    path: '/auth/otp',
    body: otpResendBody,
    answer: otpRequestResponse,
    summary: 'Send a fresh code under an open reference',
    errors: [401, 403, 404, 422, 429],
  }),
  codeSignIn: defineEndpoint({
    method: 'POST',
    path: '/auth/token',
    body: otpTokenBody,
    answer: loginResponse,
    summary: 'Sign in with the one-time code',
    errors: [401, 403, 404, 422, 429],
  }),

  // Hand-over to the companion web apps by a short-lived single-use key.
  autoLoginKey: defineEndpoint({
    method: 'GET',
    path: '/auth/get_auto_login_key',
    answer: autoLoginKeyResponse,
    summary: 'A single-use auto-login key',
  }),
  portalRedirect: defineEndpoint({
    method: 'GET',
    path: '/auth/redirect_url',
    query: redirectUrlQuery,
    answer: redirectUrlResponse,
    summary: "The companion portal's address, carrying an auto-login key",
    errors: [404],
  }),
  autoLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/token_auto',
    body: tokenAutoBody,
    answer: loginResponse,
    summary: 'Exchange an auto-login key for a session (app 5)',
    errors: [401, 422, 429],
  }),
};
