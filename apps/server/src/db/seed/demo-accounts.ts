/**
 * The demo group's sign-in accounts, printed by the README. Fixed so the README, the tests and
 * the end-to-end journeys can use them; a real deployment creates its own with `npm run admin`.
 */
export const DEMO_TOTP_SECRET = 'DEMOTOTPSECRETFORADMINACCOUNT234';

export const DemoAccounts = {
  /** Superuser: password, then TOTP (DEMO_TOTP_SECRET). */
  superuser: { username: 'admin', password: 'Admin@2025' },
  /** Principal (designation 30) limited to one branch. */
  principal: { username: 'principal', password: 'Principal@2025', mobile: '9000000001' },
  /** Zonal coordinator (designation 970) over several branches. */
  zonal: { username: 'zonal', password: 'Zonal@2025', mobile: '9000000002' },
  /** Staff member with a few module permissions and no grants (falls back to the staff branch). */
  staff: { username: 'staff', password: 'Staff@2025', mobile: '9000000003' },
  /** Has never reset the password: must change it after signing in. */
  newJoiner: { username: 'newjoiner', password: 'Welcome@2025', mobile: '9000000004' },
} as const;
