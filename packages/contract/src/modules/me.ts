import { z } from 'zod';
import { queryInt4Id } from '../common/numbers.ts';

/** One module grant of permitted_assets (000 §3). module_id 0 means all modules. */
export const permittedModule = z.object({
  module_id: z.number().int(),
  permitted_branch_ids: z.array(z.number().int()),
  permitted_state_ids: z.array(z.number().int()),
  permitted_master_state_ids: z.array(z.number().int()),
  permitted_segment_ids: z.array(z.number().int()),
});
export type PermittedModule = z.infer<typeof permittedModule>;

export const permittedAssets = z.array(
  z.object({ academic_year_id: z.number().int(), permitted_modules: z.array(permittedModule) }),
);
export type PermittedAssets = z.infer<typeof permittedAssets>;

/** The current user (000 §3 "User", 002 §3). */
export const meResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  user_type: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  staff: z
    .object({
      employee_number: z.number().int(),
      global_employee_id: z.string(),
      branch_id: z.number().int(),
      branch_name: z.string(),
      designation_id: z.number().int().nullable(),
      designation_name: z.string().nullable(),
    })
    .nullable(),
  is_superuser: z.boolean(),
  email: z.string().nullable(),
  permissions: z.array(z.string()),
  permitted_branch_ids: z.array(z.number().int()),
  permitted_state_ids: z.array(z.number().int()),
  permitted_segment_ids: z.array(z.number().int()),
  permitted_assets: permittedAssets,
  last_password_reset: z.string().nullable(),
  status: z.number().int(),
  created_at: z.string(),
  mobile_primary: z.string().nullable(),
  mobile_secondary: z.string().nullable(),
  level: z.number().int().nullable(),
  permission_role_id: z.number().int().nullable(),
  permission_role_name: z.string().nullable(),
  staff_category_name: z.string().nullable(),
  staff_sub_category_name: z.string().nullable(),
  has_branch_level_permissions: z.boolean(),
  must_reset_password: z.boolean(),
  /** Menu entries (ids of the module registry) this user sees, in menu order. */
  visible_modules: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponse>;

export const meQuery = z.strictObject({
  academic_year_id: queryInt4Id.optional(),
});

export const endSessionsParams = z.strictObject({ id: queryInt4Id });
export const endSessionsResponse = z.object({ message: z.string(), ended: z.number().int() });

/**
 * The signed-in user's own state of the console kept on the server, so it follows them from
 * browser to browser: the guided tours they have finished or skipped (by page: 'home').
 */
export const uiState = z.strictObject({
  tours_done: z
    .array(
      z
        .string()
        .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Name a page, such as home.')
        .describe('A page whose tour ended: home'),
    )
    .max(50, 'At most 50 tours.'),
});
export type UiState = z.infer<typeof uiState>;
