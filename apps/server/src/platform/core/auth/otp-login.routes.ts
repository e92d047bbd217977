import {
  employeeLookupQuery,
  employeeLookupResponse,
  employeeNumberParam,
  errorBody,
  globalEmployeeIdParam,
  loginResponse,
  otpRequestBody,
  otpRequestQuery,
  otpRequestResponse,
  otpResendBody,
  otpTokenBody,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '../http/zod-schemas.ts';
import { signInContext } from './sign-in.service.ts';
import {
  describeStaffAccount,
  exchangeOtp,
  requestOtp,
  resendOtp,
  type StaffKey,
} from './otp-login.service.ts';
import { setSessionCookie } from './session-cookie.ts';

const failures = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

/** Sign-in by a one-time code sent by SMS to a staff member's registered number (000 §7). */
export const otpLoginRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => signInContext(app.services, request);
  const lookups: {
    path: string;
    params: typeof employeeNumberParam | typeof globalEmployeeIdParam;
    key: (p: { n?: string; id?: string }) => StaffKey;
  }[] = [
    {
      path: '/auth/employee/:n',
      params: employeeNumberParam,
      key: (p) => ({ employeeNumber: Number(p.n) }),
    },
    {
      path: '/auth/global_employee_id/:id',
      params: globalEmployeeIdParam,
      key: (p) => ({ globalEmployeeId: String(p.id) }),
    },
  ];

  for (const lookup of lookups) {
    app.get(
      lookup.path,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Find the staff account and its (masked) mobile numbers',
          params: lookup.params,
          querystring: employeeLookupQuery,
          response: { 200: employeeLookupResponse, ...failures },
        },
      },
      async (request) => describeStaffAccount(ctx(request), lookup.key(request.params as never)),
    );
    app.post(
      lookup.path,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Send a one-time code to a registered mobile number',
          params: lookup.params,
          querystring: otpRequestQuery,
          body: otpRequestBody,
          response: { 200: otpRequestResponse, ...failures },
        },
      },
      async (request) =>
        requestOtp(
          ctx(request),
          app.services.sms,
          lookup.key(request.params as never),
          request.body.mobile,
          request.query.app,
        ),
    );
  }

  app.post(
    '/auth/otp',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send a fresh code under an open reference',
        body: otpResendBody,
        response: { 200: otpRequestResponse, ...failures },
      },
    },
    async (request) =>
      resendOtp(ctx(request), app.services.sms, request.body.mobile, request.body.reference_number),
  );

  app.post(
    '/auth/token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with the one-time code',
        body: otpTokenBody,
        response: { 200: loginResponse, ...failures },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await exchangeOtp(ctx(request), {
        otp: body.otp.otp,
        referenceNumber: body.otp.reference_number,
        deviceId: body.device_id,
        globalEmployeeIds: body.global_employee_ids,
        userNumbers: body.user_numbers,
      });
      setSessionCookie(reply, app.services.config, result.auth_token);
      return result;
    },
  );
};
