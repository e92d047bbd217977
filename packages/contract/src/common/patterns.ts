// 000 §5 patterns.
/** A 7 to 9 digit employee number. */
export const EMPLOYEE_NUMBER_PATTERN = /^\d{7,9}$/;
/** A 10-character uppercase alphanumeric code with at least one letter and one digit. */
export const ALPHANUMERIC_CODE_PATTERN = /^(?=.*[A-Z])(?=.*\d)[A-Z0-9]{10}$/;
export const MOBILE_PATTERN = /^\d{10}$/;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const OTP_CODE_PATTERN = /^\d{6}$/;
