import { GlobalModule, MODULES, PERMISSIONS, ServerSettingKey } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { visibleModules, type VisibilityInput } from './module-visibility.ts';

const USER = 42;
const OTHER = 7;
const ALL_IDS = MODULES.map((entry) => entry.id);
const LIMITED_TO_USERS = ['staff-attendance', 'parent-feedback-dashboard', 'cctv'];
const HIDDEN_FOR_USERS = ['sms', 'marketing', 'content-management'];

const settingsWith = (entries: Record<string, number[]> = {}): Map<string, number[]> =>
  new Map(Object.entries(entries));

const everyoneAllowed = {
  [ServerSettingKey.staffAttendanceAllowedUserIds]: [OTHER, USER],
  [ServerSettingKey.parentFeedbackAllowedUserIds]: [USER],
  [ServerSettingKey.cctvAllowedUserIds]: [USER],
};

interface Case {
  name: string;
  input: Partial<VisibilityInput>;
  expected: string[];
}

const cases: Case[] = [
  {
    name: 'superuser: everything except the entries limited to listed users',
    input: {
      isSuperuser: true,
      settings: settingsWith({ [ServerSettingKey.cctvAllowedUserIds]: [OTHER] }),
    },
    expected: ALL_IDS.filter((id) => !LIMITED_TO_USERS.includes(id)),
  },
  {
    name: 'superuser listed for one limited entry sees that one',
    input: {
      isSuperuser: true,
      settings: settingsWith({ [ServerSettingKey.parentFeedbackAllowedUserIds]: [OTHER, USER] }),
    },
    expected: ALL_IDS.filter((id) => id !== 'staff-attendance' && id !== 'cctv'),
  },
  {
    name: 'superuser listed in every allowed list sees all entries',
    input: { isSuperuser: true, settings: settingsWith(everyoneAllowed) },
    expected: ALL_IDS,
  },
  {
    name: 'superuser in the hidden list loses SMS, Marketing and Content Management',
    input: {
      isSuperuser: true,
      settings: settingsWith({
        ...everyoneAllowed,
        [ServerSettingKey.messagingHiddenUserIds]: [USER],
      }),
    },
    expected: ALL_IDS.filter((id) => !HIDDEN_FOR_USERS.includes(id)),
  },
  {
    name: 'the hidden list hides nothing from users it does not name',
    input: {
      isSuperuser: true,
      settings: settingsWith({
        ...everyoneAllowed,
        [ServerSettingKey.messagingHiddenUserIds]: [OTHER],
      }),
    },
    expected: ALL_IDS,
  },
  {
    name: 'content management needs the superuser flag, even with every permission and module 0',
    input: {
      permissions: new Set(PERMISSIONS),
      grants: [{ moduleId: 0 }],
      settings: settingsWith(everyoneAllowed),
    },
    expected: ALL_IDS.filter((id) => id !== 'content-management'),
  },
  {
    name: 'no grants: only the flagged entries the user holds the permission for',
    input: {
      permissions: new Set([
        'announcement_read',
        'sms',
        'service_desk',
        'feedback',
        'ld',
        'user_read',
      ]),
      grants: [],
    },
    expected: ['service-desk-v2', 'feedback', 'learning-and-development'],
  },
  {
    name: 'no grants and no permissions: nothing, flagged or not',
    input: { permissions: new Set(), grants: [] },
    expected: [],
  },
  {
    name: 'module 0 grant: every entry with its permission',
    input: {
      permissions: new Set([
        'announcement_read',
        'sms',
        'user_read',
        'service_desk',
        'hks',
        'create_only',
      ]),
      grants: [{ moduleId: GlobalModule.system_wide }],
    },
    expected: ['announcement', 'sms', 'user-management', 'service-desk-v2', 'hks'],
  },
  {
    name: 'module-specific grants: those modules plus the flagged ones, each with its permission',
    input: {
      permissions: new Set(['announcement_read', 'sms', 'feedback', 'digital_library', 'meeting']),
      grants: [{ moduleId: GlobalModule.announcement }, { moduleId: GlobalModule.meeting }],
    },
    expected: ['announcement', 'meeting', 'digital-library', 'feedback'],
  },
  {
    name: 'a module grant without the permission shows nothing',
    input: { permissions: new Set(['sms']), grants: [{ moduleId: GlobalModule.announcement }] },
    expected: [],
  },
  {
    name: 'the calling entries share a module and each needs its own permission',
    input: {
      permissions: new Set(['adoptioncall_read', 'darcall_read', 'iatcall_read']),
      grants: [{ moduleId: GlobalModule.adoption_calling }],
    },
    expected: ['adoption-calling', 'dar-calling', 'iat-calling'],
  },
  {
    name: 'every calling entry with every calling permission',
    input: {
      permissions: new Set([
        'adoptioncall_read',
        'renewalcall_read',
        'televerificationcall_read',
        'internalcall',
        'darcall_read',
        'iatcall_read',
      ]),
      grants: [{ moduleId: GlobalModule.system_wide }],
    },
    expected: [
      'adoption-calling',
      'renewal-calling',
      'televerification-calling',
      'internal-calling',
      'dar-calling',
      'iat-calling',
    ],
  },
  {
    name: 'limited entries need the user listed, for everyone',
    input: {
      permissions: new Set(['cctv_read', 'staff_attendance', 'parent_feedback_read']),
      grants: [{ moduleId: 0 }],
      settings: settingsWith({ [ServerSettingKey.cctvAllowedUserIds]: [USER] }),
    },
    expected: ['cctv'],
  },
  {
    name: 'the hidden list binds users with the permission too',
    input: {
      permissions: new Set(['sms', 'marketing', 'announcement_read']),
      grants: [{ moduleId: 0 }],
      settings: settingsWith({ [ServerSettingKey.messagingHiddenUserIds]: [USER] }),
    },
    expected: ['announcement'],
  },
];

describe('visibleModules', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    const visible = visibleModules({
      userId: USER,
      isSuperuser: false,
      permissions: new Set(),
      grants: [],
      settings: settingsWith(),
      ...input,
    });
    expect(visible).toEqual(expected);
  });

  it('the registry has the limited and hidden entries these cases assume', () => {
    expect(MODULES.filter((m) => m.allowedUsersSetting).map((m) => m.id)).toEqual(LIMITED_TO_USERS);
    expect(MODULES.filter((m) => m.hiddenForUsersSetting).map((m) => m.id)).toEqual(
      HIDDEN_FOR_USERS,
    );
  });
});
