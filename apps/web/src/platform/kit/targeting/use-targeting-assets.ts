import type { TargetingFilter } from '@console/contract';
import { useTargetAsset, type TargetingScope } from './targeting-assets.ts';

/**
 * The lists the targeting form's pickers offer. Each is asked only while the value can use it:
 * districts once the method goes below state, the parent lists for parents, the staff lists for
 * staff, sections once branches are chosen, admission numbers once two characters are typed.
 */
export function useTargetingAssets(
  value: TargetingFilter,
  scope: TargetingScope,
  admissionSearch: string,
) {
  const parents = value.user_type === 'student';
  const method = value.target_method;
  return {
    states: useTargetAsset('state', scope),
    districts: useTargetAsset('district', scope, {
      enabled: method !== 'all' && method !== 'state',
    }),
    branches: useTargetAsset('branch', scope),
    segments: useTargetAsset('segment', scope, { enabled: parents }),
    courses: useTargetAsset('student_course', scope, { enabled: parents }),
    batches: useTargetAsset('student_batch', scope, { enabled: parents }),
    sections: useTargetAsset('student_sections', scope, {
      enabled: parents && (value.branch_ids?.length ?? 0) > 0,
      query: { branch_ids: value.branch_ids ?? [], course_ids: value.course_ids ?? [] },
    }),
    designations: useTargetAsset('staff_designation', scope, { enabled: !parents }),
    departments: useTargetAsset('staff_department', scope, { enabled: !parents }),
    subCategories: useTargetAsset('staff_sub_category', scope, { enabled: !parents }),
    admissionNumbers: useTargetAsset('student_admission_numbers', scope, {
      enabled: parents && admissionSearch.trim().length >= 2,
      query: { search: admissionSearch.trim(), branch_ids: value.branch_ids ?? [], limit: 20 },
    }),
  };
}

export type TargetingAssets = ReturnType<typeof useTargetingAssets>;
