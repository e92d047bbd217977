import {
  CoachingType,
  Coed,
  Gender,
  HostelCampus,
  PARENT_APP_VERSIONS,
  STAFF_APP_VERSIONS,
  Transport,
  type TargetingFilter,
} from '@console/contract';

// The fixed option lists of 000 §3 as the targeting form offers them, and which filter fields
// apply to which audience.

export type TargetUserType = TargetingFilter['user_type'];
export type TargetMethod = TargetingFilter['target_method'];

export const USER_TYPE_OPTIONS: { value: TargetUserType; label: string }[] = [
  { value: 'student', label: 'Parents' },
  { value: 'staff', label: 'Staff' },
];

export const TARGET_METHOD_OPTIONS: { value: TargetMethod; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'state', label: 'State' },
  { value: 'district', label: 'District' },
  { value: 'branch', label: 'Branch' },
];

export const LEVEL_LABELS: Record<number, string> = { 1: 'College', 2: 'School', 3: 'Other' };

export const COACHING_TYPE_OPTIONS = [
  { value: CoachingType.All, label: 'All' },
  { value: CoachingType.CoachingOnly, label: 'Coaching only' },
  { value: CoachingType.ExcludeCoaching, label: 'Exclude coaching' },
];
export const GENDER_OPTIONS = [
  { value: Gender.All, label: 'All' },
  { value: Gender.Male, label: 'Male' },
  { value: Gender.Female, label: 'Female' },
];
export const TRANSPORT_OPTIONS = [
  { value: Transport.All, label: 'All' },
  { value: Transport.Enabled, label: 'Transport enabled' },
  { value: Transport.NonTransport, label: 'Non-transport' },
];
export const COED_OPTIONS = [
  { value: Coed.All, label: 'All' },
  { value: Coed.Boys, label: 'Boys' },
  { value: Coed.Girls, label: 'Girls' },
  { value: Coed.CoEd, label: 'Co-ed' },
];
/** The branch's campus (000 §3 "hostel campus"): all, day, hostel, day and hostel. */
export const HOSTEL_CAMPUS_OPTIONS = [
  { value: HostelCampus.All, label: 'All' },
  { value: HostelCampus.Day, label: 'Day' },
  { value: HostelCampus.Hostel, label: 'Hostel' },
  { value: HostelCampus.DayAndHostel, label: 'Day and hostel' },
];
/** Student hostel (000 §3): all, hostel only, non hostel only. */
export const HOSTEL_OPTIONS = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Hostel only' },
  { value: 2, label: 'Non hostel only' },
];

const PARENT_APP_FEATURES: Record<string, string> = {
  '1.0.3': 'gate pass, events, gallery, video notifications',
};
const STAFF_APP_FEATURES: Record<string, string> = {
  '1.0.3': 'renewal calling, announcements',
  '1.0.5': 'gate pass, events and gallery, video notifications',
};

/** The app versions of the chosen audience's app, with what each version brought. */
export function appVersionOptions(userType: TargetUserType) {
  const [versions, features] =
    userType === 'staff'
      ? [STAFF_APP_VERSIONS, STAFF_APP_FEATURES]
      : [PARENT_APP_VERSIONS, PARENT_APP_FEATURES];
  return versions.map((version) => ({
    value: version,
    label: features[version] ? `${version} (${features[version]})` : version,
  }));
}

type FilterField = Exclude<keyof TargetingFilter, 'user_type' | 'target_method'>;

const COMMON_FIELDS: FilterField[] = [
  'state_ids',
  'district_ids',
  'branch_ids',
  'levels',
  'gender',
  'app_versions',
  'phone_only_recipients',
];

/**
 * Which refinements apply to parents (students' families) and which to staff. Segments,
 * coaching, co-ed and campus describe students and their branches: parents only.
 */
export const FIELDS_BY_USER_TYPE: Record<TargetUserType, ReadonlySet<FilterField>> = {
  student: new Set<FilterField>([
    ...COMMON_FIELDS,
    'segment_ids',
    'coaching_type',
    'coed',
    'hostel_campus',
    'course_ids',
    'batch_ids',
    'section_ids',
    'transport',
    'hostel',
    'admission_numbers',
  ]),
  staff: new Set<FilterField>([
    ...COMMON_FIELDS,
    'designation_ids',
    'department_ids',
    'sub_category_ids',
    'employee_numbers',
  ]),
};

/** 000 §5: an employee number is a 7 to 9 digit number. */
export const EMPLOYEE_NUMBER = /^\d{7,9}$/;
