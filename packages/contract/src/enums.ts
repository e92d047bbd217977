import { defineCodes } from './common/codes.ts';

// Shared enumerations of 000 §3 "Fixed option lists" and 002 §3.

export const UserType = { Student: 1, Employee: 2, AdminOnly: 3 } as const;
export const UserLevel = { College: 1, School: 2, Other: 3 } as const;
/**
 * A user account's status (the account page's tag); the documents give the codes only. Any
 * status but Active cannot sign in, so it reads as Disabled.
 */
export const USER_STATUSES = defineCodes(
  {
    Disabled: { code: 0, label: 'Disabled', colour: 'grey' },
    Active: { code: 1, label: 'Active', colour: 'green' },
  },
  { fallback: 'Disabled' },
);
export const UserStatus = USER_STATUSES.code;

export const TARGET_METHODS = ['all', 'state', 'district', 'branch'] as const;
export const TARGET_USER_TYPES = ['student', 'staff'] as const;

export const CoachingType = { All: 0, CoachingOnly: 1, ExcludeCoaching: 2 } as const;
export const Gender = { All: 0, Male: 1, Female: 2 } as const;
export const Transport = { All: 0, Enabled: 1, NonTransport: 2 } as const;
export const Coed = { All: 0, Boys: 1, Girls: 2, CoEd: 3 } as const;
export const HostelCampus = { All: 0, Day: 1, Hostel: 2, DayAndHostel: 3 } as const;

export const Application = {
  Admin: 1,
  ParentMobileApp: 2,
  StaffMobileApp: 3,
  Server: 4,
  ReachDishaWebApp: 5,
} as const;
export const Platform = { Web: 1, Android: 2, iOS: 3 } as const;
export const FeedbackType = { Bug: 1, Feedback: 2, Praise: 3 } as const;
export const BranchAssetType = { Admission: 1, Payroll: 2 } as const;
export const LocationAssetType = { State: 1, District: 2 } as const;

export const PARENT_APP_VERSIONS = ['1.0.0', '1.0.3'] as const;
export const STAFF_APP_VERSIONS = ['1.0.0', '1.0.3', '1.0.5'] as const;

/** 000 §3 segments; 0 "All Segments" is a filter value, not a stored segment. */
export const SEGMENTS = [
  { id: 1, name: 'Others', colour: 'grey' },
  { id: 2, name: 'College', colour: 'blue' },
  { id: 3, name: 'High School', colour: 'red' },
  { id: 4, name: 'E-Champs', colour: 'purple' },
  { id: 5, name: 'E-Kidz', colour: 'yellow' },
  { id: 6, name: 'Coaching Center', colour: 'skyblue' },
] as const;
export const ALL_SEGMENTS = 0;

export const ApexEntity = { NES: 1, NET: 15, RNET: 17, Nspira: 18, NELT: 19 } as const;

/** Designations the documents name by number (000 §3, 001 §6, 002 §3). */
export const Designation = {
  Principal: 30,
  AssistantGeneralManager: 525,
  ZonalCoordinator: 970,
  ZonalCoordinatorSouth: 979,
  ZonalCoordinatorNorth: 980,
  ClusterPrincipal: 1056,
  RAndDHead: 1068,
  ZonalCoordinatorCoaching: 1089,
} as const;

/**
 * Global module numbers (000 §3: system_wide 0 up to masters 39). The documents fix
 * announcement 2, events 9, gate_pass 13, adoption_calling 14, feedback 23, service_desk 24,
 * cctv 28 and masters 39; the rest are ours (DECISIONS.md "Global module numbers"), as are
 * tpt 40 and financial_performance 41, which the documents list in the menu but do not number.
 */
export const GlobalModule = {
  system_wide: 0,
  user_management: 1,
  announcement: 2,
  opinion_poll: 3,
  concern: 4,
  push_notification: 5,
  sms: 6,
  marketing: 7,
  content_management: 8,
  events: 9,
  activity_dashboard: 10,
  fee_payment: 11,
  bus_tracking: 12,
  gate_pass: 13,
  adoption_calling: 14,
  meeting: 15,
  staff_attendance: 16,
  parent_feedback: 17,
  cdf_drill: 18,
  self_service_portal: 19,
  digital_library: 20,
  wellness: 21,
  dc_sos: 22,
  feedback: 23,
  service_desk: 24,
  reach_disha: 25,
  sports: 26,
  learning_and_development: 27,
  cctv: 28,
  co_training: 29,
  analytical_reports: 30,
  fee_reminder: 31,
  micro_schedule: 32,
  marketplace: 33,
  student_attendance: 34,
  nscribe_ai: 35,
  hks: 36,
  feedback_forms: 37,
  branch_ip_mapping: 38,
  masters: 39,
  tpt: 40,
  financial_performance: 41,
} as const;
export type GlobalModuleId = (typeof GlobalModule)[keyof typeof GlobalModule];
