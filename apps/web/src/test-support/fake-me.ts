import type { MeResponse } from '@console/contract';

// A /me answer shaped like the server's, for tests of screens that read who is signed in.

export function fakeMe(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 7,
    username: 'principal',
    user_type: 2,
    first_name: 'Asha',
    last_name: 'Rao',
    staff: null,
    is_superuser: false,
    email: null,
    permissions: [],
    permitted_branch_ids: [1],
    permitted_state_ids: [10],
    permitted_segment_ids: [],
    permitted_assets: [],
    last_password_reset: '2025-01-01T00:00:00Z',
    status: 1,
    created_at: '2024-01-01T00:00:00Z',
    mobile_primary: null,
    mobile_secondary: null,
    level: null,
    permission_role_id: null,
    permission_role_name: null,
    staff_category_name: null,
    staff_sub_category_name: null,
    has_branch_level_permissions: true,
    must_reset_password: false,
    visible_modules: ['announcement', 'wellness', 'sms', 'push-notification', 'marketing'],
    ...overrides,
  };
}
