import { authEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routeEndpoint } from '../http/endpoint-route.ts';
import { signInContext } from './sign-in.service.ts';
import {
  describeStaffAccount,
  exchangeOtp,
  requestOtp,
  resendOtp,
  type StaffKey,
} from './otp-login.service.ts';
import { setSessionCookie } from './session-cookie.ts';

/** Sign-in by a one-time code sent by SMS to a staff member's registered number (000 §7). */
export const otpLoginRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => signInContext(app.services, request);

  // The staff member by employee number, then the code on the same path; the same by global
  // employee id.
  routeEndpoint(app, endpoints.staffByEmployeeNumber, {
    access: 'public',
    handler: (request) =>
      describeStaffAccount(ctx(request), { employeeNumber: Number(request.params.n) }),
  });
  routeEndpoint(app, endpoints.codeByEmployeeNumber, {
    access: 'public',
    handler: (request) => {
      const key: StaffKey = { employeeNumber: Number(request.params.n) };
      return requestOtp(
        ctx(request),
        app.services.sms,
        key,
        request.body.mobile,
        request.query.app,
      );
    },
  });
  routeEndpoint(app, endpoints.staffByGlobalEmployeeId, {
    access: 'public',
    handler: (request) =>
      describeStaffAccount(ctx(request), { globalEmployeeId: request.params.id }),
  });
  routeEndpoint(app, endpoints.codeByGlobalEmployeeId, {
    access: 'public',
    handler: (request) => {
      const key: StaffKey = { globalEmployeeId: request.params.id };
      return requestOtp(
        ctx(request),
        app.services.sms,
        key,
        request.body.mobile,
        request.query.app,
      );
    },
  });

  routeEndpoint(app, endpoints.resendCode, {
    access: 'public',
    handler: (request) =>
      resendOtp(ctx(request), app.services.sms, request.body.mobile, request.body.reference_number),
  });

  routeEndpoint(app, endpoints.codeSignIn, {
    access: 'public',
    handler: async (request, reply) => {
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
  });
};
