import { sql } from 'drizzle-orm';
import {
  GlobalModule,
  STAFF_APP_VERSIONS,
  UserStatus,
  UserType,
  type Permission,
} from '@console/contract';
import { staff } from '../../organisation/organisation.table.ts';
import {
  permissionRoles,
  permittedAssets,
  serverSettings,
  users,
} from '../../platform/core/access/access.table.ts';
import { hashPassword } from '../../platform/core/auth/passwords.ts';
import type { Executor } from './bulk-insert.ts';
import { DEMO_TOTP_SECRET, DemoAccounts } from './demo-accounts.ts';
import {
  DEMO_EMPLOYEE_NUMBERS,
  DEMO_GLOBAL_EMPLOYEE_IDS,
  DEMO_STAFF,
  type DemoStaffKey,
} from './demo-staff.ts';
import { designation } from './generate-staff.ts';
import type { Identities } from './identities.ts';
import type { OrganisationPlan } from './plan-organisation.ts';
import { EMAIL_DOMAIN } from './reference-data.ts';
import { required, type ReferenceIds } from './seed-reference.ts';
import type { SeededOrganisation } from './seed-organisation.ts';

const principalPermissions: Permission[] = [
  'announcement_read',
  'announcement_create',
  'announcement_update',
  'gatepass_read',
  'gatepass_update',
  'eventsgallery_read',
  'eventsgallery_create',
  'concern',
  'meeting',
  'user_read',
  'user_student_read',
  'user_staff_read',
  'fee_reminder',
  'wellness',
  'opinionpoll',
  'feedback',
  'staff_attendance',
];

export const DEMO_ROLES: Record<string, Permission[]> = {
  Principal: principalPermissions,
  'Zonal Coordinator': [
    ...principalPermissions,
    'event_gallery_image_rating',
    'adoptioncall_read',
    'renewalcall_read',
    'analytical_report_read',
    'sms',
    'notification',
    'marketing',
  ],
  'Branch Staff': [
    'announcement_read',
    'eventsgallery_read',
    'gatepass_read',
    'feedback',
    'user_read',
    'user_student_read',
  ],
};

/** Server settings whose value is a list of user ids; the seed fills them. */
export const SEEDED_SETTING_KEYS = [
  'cctv_allowed_user_ids',
  'parent_feedback_allowed_user_ids',
  'staff_attendance_allowed_user_ids',
  'messaging_hidden_user_ids',
] as const;

export type DemoPasswordHashes = Record<'superuser' | DemoStaffKey, string>;

/** argon2 is slow on purpose: hash the five demo passwords together, outside any transaction. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const keys = ['superuser', 'principal', 'zonal', 'staff', 'newJoiner'] as const;
  const hashes = await Promise.all(keys.map((k) => hashPassword(DemoAccounts[k].password)));
  return Object.fromEntries(keys.map((k, i) => [k, hashes[i]!])) as DemoPasswordHashes;
}

/** Which branches the demo accounts sit at and are granted: positions in the plan. */
export interface DemoPlacement {
  principalBranch: number;
  zonalBranch: number;
  staffBranch: number;
  newJoinerBranch: number;
  /** Zonal: year 20, all modules: the whole first state and this branch of the second. */
  zonalSecondStateBranch: number;
  /** Zonal: year 20, announcements only: three branches of the first state. */
  zonalAnnouncementBranches: number[];
  /** Zonal: year 19, all modules. */
  zonalPreviousYearBranches: number[];
}

export function placeDemoAccounts(plan: OrganisationPlan): DemoPlacement {
  const campuses = (stateIndex: number) =>
    plan.branches.flatMap((b, i) =>
      b.stateIndex === stateIndex && b.courses.length > 0 ? [i] : [],
    );
  const first = campuses(0);
  const second = campuses(1);
  const zonalOffice = plan.branches.findIndex((b) => b.kind === 'zonal' && b.stateIndex === 0);
  if (first.length < 3 || second.length < 2 || zonalOffice < 0) {
    throw new Error(
      'The demo accounts need three campuses in the first state and two in the second.',
    );
  }
  return {
    principalBranch: first[0]!,
    staffBranch: first[1]!,
    newJoinerBranch: first[2]!,
    zonalBranch: zonalOffice,
    zonalSecondStateBranch: second[0]!,
    zonalAnnouncementBranches: first.slice(0, 3),
    zonalPreviousYearBranches: [first[1]!, second[1]!],
  };
}

/**
 * The sign-in accounts of demo-accounts.ts, the permission roles, and the server settings
 * that name users. Runs inside the organisation's transaction.
 */
export async function seedAccounts(
  tx: Executor,
  context: {
    plan: OrganisationPlan;
    organisation: SeededOrganisation;
    reference: ReferenceIds;
    identities: Identities;
    hashes: DemoPasswordHashes;
    placement: DemoPlacement;
  },
): Promise<{ users: number; staff: number }> {
  const { plan, organisation, reference, identities, hashes, placement } = context;
  const branchId = (index: number) => organisation.branchIds[index]!;

  const roleRows = await tx
    .insert(permissionRoles)
    .values(Object.entries(DEMO_ROLES).map(([name, permissions]) => ({ name, permissions })))
    .returning({ id: permissionRoles.id, name: permissionRoles.name });
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  const [admin] = await tx
    .insert(users)
    .values({
      username: DemoAccounts.superuser.username,
      passwordHash: hashes.superuser,
      firstName: 'System',
      lastName: 'Administrator',
      email: `admin@${EMAIL_DOMAIN}`,
      userType: UserType.AdminOnly,
      isSuperuser: true,
      status: UserStatus.Active,
      totpSecret: DEMO_TOTP_SECRET,
      lastPasswordReset: sql`now()`,
    })
    .returning({ id: users.id });

  const accounts: {
    key: DemoStaffKey;
    branch: number;
    role: string | null;
    permissions: Permission[];
    passwordReset: boolean;
  }[] = [
    {
      key: 'principal',
      branch: placement.principalBranch,
      role: 'Principal',
      permissions: [],
      passwordReset: true,
    },
    {
      key: 'zonal',
      branch: placement.zonalBranch,
      role: 'Zonal Coordinator',
      permissions: [],
      passwordReset: true,
    },
    {
      key: 'staff',
      branch: placement.staffBranch,
      role: null,
      permissions: ['announcement_read', 'gatepass_read', 'feedback', 'eventsgallery_read'],
      passwordReset: true,
    },
    {
      key: 'newJoiner',
      branch: placement.newJoinerBranch,
      role: null,
      permissions: ['feedback'],
      passwordReset: false,
    },
  ];
  const userIds = new Map<DemoStaffKey, number>();
  for (const account of accounts) {
    const person = DEMO_STAFF[account.key];
    const role = designation(person.designationId);
    const mobile = DemoAccounts[account.key].mobile;
    const email = identities.email(person.firstName, person.lastName);
    identities.reserveMobile(mobile);
    identities.reserveEmployeeNumber(DEMO_EMPLOYEE_NUMBERS[account.key]);
    identities.reserveGlobalEmployeeId(DEMO_GLOBAL_EMPLOYEE_IDS[account.key]);
    const [staffRow] = await tx
      .insert(staff)
      .values({
        employeeNumber: DEMO_EMPLOYEE_NUMBERS[account.key],
        globalEmployeeId: DEMO_GLOBAL_EMPLOYEE_IDS[account.key],
        firstName: person.firstName,
        lastName: person.lastName,
        branchId: branchId(account.branch),
        designationId: person.designationId,
        departmentId: required(reference.departmentIds, role.department),
        subCategoryId: required(reference.subCategoryIds, role.subCategory),
        gender: person.gender,
        mobile,
        email,
        staffAppVersion: STAFF_APP_VERSIONS[STAFF_APP_VERSIONS.length - 1],
      })
      .returning({ id: staff.id });
    const [user] = await tx
      .insert(users)
      .values({
        username: DemoAccounts[account.key].username,
        passwordHash: hashes[account.key],
        firstName: person.firstName,
        lastName: person.lastName,
        email,
        mobilePrimary: mobile,
        userType: UserType.Employee,
        staffId: staffRow!.id,
        status: UserStatus.Active,
        level: plan.branches[account.branch]!.level,
        permissionRoleId: account.role ? required(roleId, account.role) : null,
        permissions: account.permissions,
        lastPasswordReset: account.passwordReset ? sql`now()` : null,
      })
      .returning({ id: users.id });
    userIds.set(account.key, user!.id);
  }

  const principal = required(userIds, 'principal');
  const zonal = required(userIds, 'zonal');
  await tx.insert(permittedAssets).values([
    {
      userId: principal,
      academicYearId: 20,
      moduleId: GlobalModule.system_wide,
      branchIds: [branchId(placement.principalBranch)],
    },
    {
      userId: zonal,
      academicYearId: 20,
      moduleId: GlobalModule.system_wide,
      stateIds: [organisation.stateIds[0]!],
      branchIds: [branchId(placement.zonalSecondStateBranch)],
    },
    {
      userId: zonal,
      academicYearId: 20,
      moduleId: GlobalModule.announcement,
      branchIds: placement.zonalAnnouncementBranches.map(branchId),
    },
    {
      userId: zonal,
      academicYearId: 19,
      moduleId: GlobalModule.system_wide,
      branchIds: placement.zonalPreviousYearBranches.map(branchId),
    },
  ]);

  const settings: Record<(typeof SEEDED_SETTING_KEYS)[number], number[]> = {
    cctv_allowed_user_ids: [admin!.id],
    parent_feedback_allowed_user_ids: [admin!.id],
    staff_attendance_allowed_user_ids: [admin!.id],
    messaging_hidden_user_ids: [],
  };
  for (const [key, value] of Object.entries(settings)) {
    await tx
      .insert(serverSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value, updatedAt: sql`now()` } });
  }
  return { users: 1 + accounts.length, staff: accounts.length };
}
