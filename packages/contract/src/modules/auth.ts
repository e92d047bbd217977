import { z } from 'zod';
import { int4Id } from '../common/numbers.ts';
import {
  ALPHANUMERIC_CODE_PATTERN,
  EMPLOYEE_NUMBER_PATTERN,
  MOBILE_PATTERN,
  OTP_CODE_PATTERN,
  TOTP_CODE_PATTERN,
} from '../common/patterns.ts';
import { Application } from '../enums.ts';

/** 000 §9: lifetimes, read back from each token's `exp`. */
export const ACCESS_TOKEN_SECONDS = 14400;
export const REFRESH_TOKEN_SECONDS = 49200;
/** One-time codes (OTP and password reset) expire within 10 minutes and allow a few guesses. */
export const ONE_TIME_CODE_SECONDS = 600;
export const ONE_TIME_CODE_MAX_GUESSES = 5;
export const AUTO_LOGIN_KEY_SECONDS = 120;

const username = z.string().trim().min(1, 'Username is required').max(150);
const password = z.string().min(1, 'Password is required').max(256);

export const firstLegBody = z.strictObject({ username, password });
export const secondLegBody = z.strictObject({
  username,
  password,
  totp_code: z.string().regex(TOTP_CODE_PATTERN, 'The code has 6 digits'),
});
export const adminLoginBody = z.strictObject({ username, password });

/** 000 §3 "Login response". */
export const loginResponse = z.object({
  auth_token: z.string(),
  refresh_token: z.object({ token_string: z.string(), expires_at: z.string() }),
  analytics_token: z.string(),
  is_totp_required: z.boolean(),
  is_superuser: z.boolean(),
  /** The account signed in by password and never reset it: the console sends it to reset. */
  must_reset_password: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const totpRequiredResponse = z.object({
  is_totp_required: z.literal(true),
  is_superuser: z.boolean(),
});
export const firstLegResponse = z.union([totpRequiredResponse, loginResponse]);

export const refreshBody = z.strictObject({ refresh_token: z.string().min(1).max(4096) });
export const logoutBody = z.strictObject({ refresh_token: z.string().max(4096).optional() });

/** A new password: long enough, not only letters or only digits. */
export const newPassword = z
  .string()
  .min(8, 'The password needs at least 8 characters')
  .max(128, 'The password can have at most 128 characters')
  .regex(/[A-Za-z]/, 'The password needs a letter')
  .regex(/\d/, 'The password needs a digit');

/** GET /auth/reset: request a reset code by SMS. */
export const resetRequestQuery = z.strictObject({ username });
export const resetRequestResponse = z.object({ message: z.string(), reference_number: z.string() });

/**
 * PUT /auth/reset: either a signed-in user changes the password (`password` + `new_password`),
 * or someone holding a reset code sets one (`username` + `reference_number` + `otp` +
 * `new_password`). One object rather than a union, so a mistake gets a message about its field.
 */
export const resetBody = z
  .strictObject({
    new_password: newPassword,
    password: password.optional(),
    username: username.optional(),
    reference_number: z.string().min(1).max(64).optional(),
    otp: z.string().regex(OTP_CODE_PATTERN, 'The code has 6 digits').optional(),
  })
  .superRefine((body, context) => {
    const withCode =
      body.username !== undefined || body.reference_number !== undefined || body.otp !== undefined;
    if (withCode && body.password !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Send either the current password or a reset code, not both',
      });
    }
    if (withCode) {
      for (const field of ['username', 'reference_number', 'otp'] as const) {
        if (body[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is required with a reset code`,
          });
        }
      }
    } else if (body.password === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'The current password is required',
      });
    }
  });
export type ResetBody = z.infer<typeof resetBody>;

// OTP sign-in (000 §7).
export const employeeNumberParam = z.strictObject({
  n: z.string().regex(EMPLOYEE_NUMBER_PATTERN, 'An employee number has 7 to 9 digits'),
});
export const globalEmployeeIdParam = z.strictObject({
  id: z.string().regex(ALPHANUMERIC_CODE_PATTERN, 'Not a valid global employee id'),
});
export const employeeLookupQuery = z.strictObject({
  is_staff_app: z.enum(['true', 'false']).optional(),
});
/** What the public lookup tells anyone who types a number: where a code can go, masked. */
export const employeeLookupResponse = z.object({
  /** Masked: only the last four digits show. */
  mobile_numbers: z.array(z.string()),
});
export type EmployeeLookupResponse = z.infer<typeof employeeLookupResponse>;
export const otpRequestQuery = z.strictObject({ app: z.coerce.number().int().min(1).max(5) });
export const mobileNumber = z
  .string()
  .regex(MOBILE_PATTERN, 'Enter a valid 10-digit mobile number.');
export const otpRequestBody = z.strictObject({ mobile: mobileNumber });
export const otpRequestResponse = z.object({ message: z.string(), reference_number: z.string() });
/** POST /auth/otp: send a fresh code for an open reference (resend). */
export const otpResendBody = z.strictObject({
  mobile: mobileNumber,
  reference_number: z.string().min(1).max(64),
});
export const otpTokenBody = z.strictObject({
  otp: z.strictObject({
    otp: z.string().regex(OTP_CODE_PATTERN, 'The code has 6 digits'),
    reference_number: z.string().min(1).max(64),
  }),
  device_id: z.string().min(1).max(200),
  global_employee_ids: z.array(z.string().max(20)).max(20).optional(),
  user_numbers: z.array(int4Id).max(20).optional(),
});

export const analyticsTokenResponse = z.object({ analytics_token: z.string() });
export const redirectUrlQuery = z.strictObject({
  for_dc_admin: z.enum(['true', 'false']).optional(),
});
export const redirectUrlResponse = z.object({ redirect_url: z.string() });
export const autoLoginKeyResponse = z.object({
  auto_login_guid: z.string(),
  expires_at: z.string(),
});
export const tokenAutoBody = z.strictObject({
  auto_login_guid: z.uuid('Not a valid auto-login key'),
  device_id: z.string().min(1).max(200),
  app: z.literal(Application.ReachDishaWebApp),
});
