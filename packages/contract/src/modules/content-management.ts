import { z } from 'zod';
import { listQueryFields, queryBoolean } from '../common/list.ts';
import { ServerSettingKey } from '../modules.ts';

// Content management's server settings (002 §2, §3 "Content item", §7 GET /content, POST
// /content/server_setting): every setting the product reads at run time, each with its words,
// its kind and the schema its value must meet. The server keeps what a superuser set in the
// server_settings table; a setting never set has its default (for a portal's address, the
// server's environment). A change takes effect with the next request, in every server process.

/** Which app a setting configures: GET /content's filters server_setting, parent_app, ... */
export const CONTENT_SETTING_GROUPS = [
  'server_setting',
  'parent_app',
  'admin_app',
  'staff_app',
] as const;
export type ContentSettingGroup = (typeof CONTENT_SETTING_GROUPS)[number];

export const CONTENT_SETTING_GROUP_LABELS: Record<ContentSettingGroup, string> = {
  server_setting: 'Server setting',
  parent_app: 'Parent app',
  admin_app: 'Admin app',
  staff_app: 'Staff app',
};

/** What a setting holds, which decides how the console edits it. */
export type ContentSettingKind = 'user_ids' | 'url';

export const MAX_SETTING_USERS = 200;

/** The embedded portals' addresses (002 §7 redirect calls), settings of their own. */
export const PortalSettingKey = {
  coTraining: 'co_training_url',
  learningAndDevelopment: 'ld_url',
  selfServicePortal: 'self_service_portal_url',
  serviceDesk: 'service_desk_url',
  serviceDeskV2: 'service_desk_v2_url',
  digitalLibrary: 'digital_library_url',
} as const;
export type PortalSettingKeyName = (typeof PortalSettingKey)[keyof typeof PortalSettingKey];

export const ContentManagementMessages = {
  unknownSetting: 'There is no setting of that name.',
  userIds: 'Choose people from the list.',
  tooManyUsers: `A list holds at most ${MAX_SETTING_USERS} people.`,
  unknownUser: (id: number) => `No account has the number ${id}.`,
  url: 'Enter a web address that starts with https:// or http://.',
  hideSelf:
    'This would hide Content Management from you. Leave yourself out of the list, or ask another superuser.',
  searchText: 'Search with 1 to 100 characters.',
} as const;

const userIdList = z
  .array(
    z
      .number({ error: ContentManagementMessages.userIds })
      .int({ error: ContentManagementMessages.userIds })
      .min(1, ContentManagementMessages.userIds)
      .max(2_147_483_647, ContentManagementMessages.userIds),
    { error: ContentManagementMessages.userIds },
  )
  .max(MAX_SETTING_USERS, ContentManagementMessages.tooManyUsers)
  // One person once, in a steady order, whatever order they were picked in.
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const webAddress = z
  .string({ error: ContentManagementMessages.url })
  .trim()
  .max(2000, ContentManagementMessages.url)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, ContentManagementMessages.url);

export interface ContentSettingDefinition {
  key: string;
  group: ContentSettingGroup;
  title: string;
  /** What the setting does, for the person changing it. */
  description: string;
  kind: ContentSettingKind;
  /** The value as stored and answered (after its transform). */
  schema: z.ZodType;
}

const portal = (key: string, title: string, description: string): ContentSettingDefinition => ({
  key,
  group: 'server_setting',
  title,
  description: `${description} Until set here, the address the server was started with.`,
  kind: 'url',
  schema: webAddress,
});

export const CONTENT_SETTINGS: readonly ContentSettingDefinition[] = [
  {
    key: ServerSettingKey.cctvAllowedUserIds,
    group: 'server_setting',
    title: 'CCTV: who may use it',
    description:
      'Only these people see CCTV in the menu and may open its recorders and cameras, superusers included. Nobody while the list is empty.',
    kind: 'user_ids',
    schema: userIdList,
  },
  {
    key: ServerSettingKey.parentFeedbackAllowedUserIds,
    group: 'server_setting',
    title: 'Parent Feedback: who may use it',
    description:
      'Only these people see the parent feedback dashboard, superusers included. Nobody while the list is empty.',
    kind: 'user_ids',
    schema: userIdList,
  },
  {
    key: ServerSettingKey.staffAttendanceAllowedUserIds,
    group: 'server_setting',
    title: 'Staff Attendance: who may use it',
    description:
      'Only these people see staff attendance, superusers included. Nobody while the list is empty.',
    kind: 'user_ids',
    schema: userIdList,
  },
  {
    key: ServerSettingKey.messagingHiddenUserIds,
    group: 'server_setting',
    title: 'Hidden from SMS, Marketing and Content Management',
    description:
      'These people do not see SMS, Marketing or Content Management, whatever else they hold.',
    kind: 'user_ids',
    schema: userIdList,
  },
  portal(PortalSettingKey.coTraining, 'Co-teacher training address', 'Where Co-Training opens.'),
  portal(
    PortalSettingKey.learningAndDevelopment,
    'Learning and development address',
    'Where Learning & Development opens.',
  ),
  portal(
    PortalSettingKey.selfServicePortal,
    'Self service portal address',
    'Where the self service portal opens.',
  ),
  portal(PortalSettingKey.serviceDesk, 'Service desk address', 'Where the service desk opens.'),
  portal(
    PortalSettingKey.serviceDeskV2,
    'Service desk (new) address',
    'Where the new service desk opens.',
  ),
  portal(
    PortalSettingKey.digitalLibrary,
    'Digital library address',
    'Where the digital library opens.',
  ),
];

export const contentSettingOf = (key: string): ContentSettingDefinition | undefined =>
  CONTENT_SETTINGS.find((setting) => setting.key === key);

export const contentSettingsQuery = z.strictObject({
  ...listQueryFields,
  /** Each of these set to true keeps that group's settings; none set keeps every group. */
  server_setting: queryBoolean.optional(),
  parent_app: queryBoolean.optional(),
  admin_app: queryBoolean.optional(),
  staff_app: queryBoolean.optional(),
  /** Part of a setting's title, description or name, any case. */
  search: z
    .string()
    .trim()
    .min(1, ContentManagementMessages.searchText)
    .max(100, ContentManagementMessages.searchText)
    .optional(),
});
export type ContentSettingsQuery = z.infer<typeof contentSettingsQuery>;

const contentSettingValue = z.union([z.array(z.number().int()), z.string()]).nullable();

const person = z.object({ id: z.number().int(), name: z.string() });

export const contentSettingItem = z.object({
  key: z.string(),
  group: z.enum(CONTENT_SETTING_GROUPS),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['user_ids', 'url']),
  /** What the product uses now: what was set here, else the default. */
  value: contentSettingValue,
  /** The value when nothing is set here (a portal's address from the environment). */
  default_value: contentSettingValue,
  is_default: z.boolean(),
  /** For a list of people: each one's name, in the value's order (a number no longer an account: "Account 12"). */
  people: z.array(person),
  updated_at: z.string().nullable(),
  updated_by: person.nullable(),
});
export type ContentSettingItem = z.infer<typeof contentSettingItem>;

/** POST /content/server_setting: one setting's new value; null returns it to its default. */
export const contentSettingBody = z.strictObject({
  key: z.string().trim().min(1).max(100),
  value: z.unknown(),
});
export type ContentSettingBody = z.infer<typeof contentSettingBody>;
