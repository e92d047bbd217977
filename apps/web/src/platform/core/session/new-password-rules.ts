// The server's rules for a new password (8–128 characters, a letter, a digit), in the order
// they are told, shared by the antd password fields and the sign-in's plain forced reset.

export const NEW_PASSWORD_RULES: readonly {
  test: (password: string) => boolean;
  message: string;
}[] = [
  { test: (password) => password !== '', message: 'Enter a new password' },
  { test: (password) => password.length >= 8, message: 'The password needs at least 8 characters' },
  {
    test: (password) => password.length <= 128,
    message: 'The password can have at most 128 characters',
  },
  { test: (password) => /[A-Za-z]/.test(password), message: 'The password needs a letter' },
  { test: (password) => /\d/.test(password), message: 'The password needs a digit' },
];

/** The first rule a new password breaks, or null. */
export const newPasswordProblem = (password: string): string | null =>
  NEW_PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;

export const CONFIRM_PASSWORD_MESSAGES = {
  missing: 'Confirm the new password',
  mismatch: 'The two passwords do not match',
} as const;
