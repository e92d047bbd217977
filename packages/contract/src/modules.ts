import { GlobalModule, type GlobalModuleId } from './enums.ts';
import type { Permission } from './permissions.ts';

/**
 * One entry of the module menu (000 §2, in the documents' order). The server answers from this
 * registry which modules a user sees; the console builds its menu, routes and gates from it.
 */
export interface ModuleEntry {
  /** Stable key; for most modules the route's first segment. */
  id: string;
  /** Where the menu entry leads (with a query for the calling campaign entries). */
  path: string;
  title: string;
  globalModule: GlobalModuleId;
  /** Read-type permission that shows the entry; null when another rule decides. */
  readPermission: Permission | null;
  /** Shown to users without any branch grant (000 §6). */
  displayableWithoutBranchPermission?: boolean;
  superuserOnly?: boolean;
  /** Server-setting key holding the only user ids who may see the entry. */
  allowedUsersSetting?: string;
  /** Server-setting key holding user ids for whom the entry is hidden. */
  hiddenForUsersSetting?: string;
  /** Opened by asking the server for a redirect address. */
  embedded?: boolean;
  /**
   * The module's other addresses in the documents (000 §2, 001 §2, 002 §2), in React Router's
   * syntax (`:id?` an optional segment): forms, fixed and parameterised routes under its path.
   * Until the module is built each shows its "coming soon" page; anything else under it is 404.
   */
  addresses?: readonly string[];
}

/** Server settings (content management's) that hold user-id lists. */
export const ServerSettingKey = {
  parentFeedbackAllowedUserIds: 'parent_feedback_allowed_user_ids',
  cctvAllowedUserIds: 'cctv_allowed_user_ids',
  staffAttendanceAllowedUserIds: 'staff_attendance_allowed_user_ids',
  messagingHiddenUserIds: 'messaging_hidden_user_ids',
} as const;

const G = GlobalModule;
const hidden = ServerSettingKey.messagingHiddenUserIds;

export const MODULES: readonly ModuleEntry[] = [
  {
    id: 'announcement',
    path: '/announcement',
    title: 'Announcements',
    globalModule: G.announcement,
    readPermission: 'announcement_read',
    addresses: ['/announcement/form', '/announcement/:id'],
  },
  {
    id: 'opinion-poll',
    path: '/opinion-poll',
    title: 'Opinion Poll',
    globalModule: G.opinion_poll,
    readPermission: 'opinionpoll',
    addresses: ['/opinion-poll/form', '/opinion-poll/:id?'],
  },
  {
    id: 'concern',
    path: '/concern',
    title: 'Concerns',
    globalModule: G.concern,
    readPermission: 'concern',
    addresses: ['/concern/:id'],
  },
  {
    id: 'push-notification',
    path: '/push-notification',
    title: 'Push Notifications',
    globalModule: G.push_notification,
    readPermission: 'notification',
    addresses: ['/push-notification/form', '/push-notification/:id?'],
  },
  {
    id: 'sms',
    path: '/sms',
    title: 'SMS',
    globalModule: G.sms,
    readPermission: 'sms',
    hiddenForUsersSetting: hidden,
    addresses: ['/sms/form', '/sms/:id'],
  },
  {
    id: 'marketing',
    path: '/marketing',
    title: 'Marketing',
    globalModule: G.marketing,
    readPermission: 'marketing',
    hiddenForUsersSetting: hidden,
    addresses: ['/marketing/form', '/marketing/:id'],
  },
  {
    id: 'content-management',
    path: '/content-management',
    title: 'Content Management',
    globalModule: G.content_management,
    readPermission: null,
    superuserOnly: true,
    hiddenForUsersSetting: hidden,
  },
  {
    id: 'user-management',
    path: '/user-management',
    title: 'User Management',
    globalModule: G.user_management,
    readPermission: 'user_read',
    addresses: [
      '/user-management/form',
      '/user-management/app-usage',
      '/user-management/role',
      '/user-management/analytics/session/:id?',
      '/user-management/analytics/:userNumber',
      '/user-management/:id?/permission',
      '/user-management/staff/:id',
      '/user-management/staff/:id/profile',
      '/user-management/student/:id',
      '/user-management/student/:id/calls',
      '/user-management/student/:id/concerns',
      '/user-management/student/:id/fee',
      '/user-management/student/:id/gatepass',
      '/user-management/student/:id/gatepass/:gatepass_id',
      '/user-management/student/:id/profile',
    ],
  },
  {
    id: 'adoption-calling',
    path: '/adoption-calling',
    title: 'Adoption Calling',
    globalModule: G.adoption_calling,
    readPermission: 'adoptioncall_read',
    addresses: ['/adoption-calling/recording/:id'],
  },
  {
    id: 'renewal-calling',
    path: '/adoption-calling?call_type=renewal',
    title: 'Renewal Calling',
    globalModule: G.adoption_calling,
    readPermission: 'renewalcall_read',
  },
  {
    id: 'televerification-calling',
    path: '/adoption-calling?call_type=televerification',
    title: 'Televerification Calling',
    globalModule: G.adoption_calling,
    readPermission: 'televerificationcall_read',
  },
  {
    id: 'internal-calling',
    path: '/adoption-calling?call_type=internal',
    title: 'Internal Calling',
    globalModule: G.adoption_calling,
    readPermission: 'internalcall',
  },
  {
    id: 'dar-calling',
    path: '/adoption-calling?call_type=dar',
    title: 'DAR Calling',
    globalModule: G.adoption_calling,
    readPermission: 'darcall_read',
  },
  {
    id: 'iat-calling',
    path: '/adoption-calling?call_type=iat',
    title: 'IAT Calling',
    globalModule: G.adoption_calling,
    readPermission: 'iatcall_read',
  },
  {
    id: 'event-gallery',
    path: '/event-gallery',
    title: 'Event Gallery',
    globalModule: G.events,
    readPermission: 'eventsgallery_read',
    addresses: [
      '/event-gallery/form',
      '/event-gallery/branch-wise-schedules',
      '/event-gallery/event-schedule',
      '/event-gallery/:id?',
    ],
  },
  {
    id: 'activity-dashboard',
    path: '/activity-dashboard',
    title: 'Activity Dashboard',
    globalModule: G.activity_dashboard,
    readPermission: 'activity_dashboard_read',
  },
  {
    id: 'fee-payment',
    path: '/fee-payment',
    title: 'Fee Payment',
    globalModule: G.fee_payment,
    readPermission: 'feepayment',
  },
  {
    id: 'bus-tracking',
    path: '/bus-tracking',
    title: 'Bus Tracking',
    globalModule: G.bus_tracking,
    readPermission: 'bustracking_read',
    addresses: [
      '/bus-tracking/bus-tracking-users',
      '/bus-tracking/mapping',
      '/bus-tracking/bus/:id',
      '/bus-tracking/mapping/:busNumber',
      '/bus-tracking/mapping/feeds/:busNumber',
      '/bus-tracking/mapping/:busNumber/bus-route/:id',
    ],
  },
  {
    id: 'meeting',
    path: '/meeting',
    title: 'Meetings',
    globalModule: G.meeting,
    readPermission: 'meeting',
    addresses: ['/meeting/form', '/meeting/:itemId'],
  },
  {
    id: 'staff-attendance',
    path: '/staff-attendance',
    title: 'Staff Attendance',
    globalModule: G.staff_attendance,
    readPermission: 'staff_attendance',
    allowedUsersSetting: ServerSettingKey.staffAttendanceAllowedUserIds,
  },
  {
    id: 'parent-feedback-dashboard',
    path: '/parent-feedback-dashboard',
    title: 'Parent Feedback',
    globalModule: G.parent_feedback,
    readPermission: 'parent_feedback_read',
    allowedUsersSetting: ServerSettingKey.parentFeedbackAllowedUserIds,
  },
  {
    id: 'cctv',
    path: '/cctv',
    title: 'CCTV',
    globalModule: G.cctv,
    readPermission: 'cctv_read',
    allowedUsersSetting: ServerSettingKey.cctvAllowedUserIds,
    addresses: ['/cctv/grid', '/cctv/health', '/cctv/:dvrId'],
  },
  {
    id: 'cdf-drill',
    path: '/cdf-drill',
    title: 'CDF Drill',
    globalModule: G.cdf_drill,
    readPermission: 'cdf_drill',
    addresses: ['/cdf-drill/:id?'],
  },
  {
    id: 'service-desk-v2',
    path: '/service-desk-v2',
    title: 'Service Desk',
    globalModule: G.service_desk,
    readPermission: 'service_desk',
    displayableWithoutBranchPermission: true,
    embedded: true,
  },
  {
    id: 'self-service-portal',
    path: '/self-service-portal',
    title: 'Self Service Portal',
    globalModule: G.self_service_portal,
    readPermission: 'self_service_portal',
    displayableWithoutBranchPermission: true,
    embedded: true,
  },
  {
    id: 'digital-library',
    path: '/digital-library',
    title: 'Digital Library',
    globalModule: G.digital_library,
    readPermission: 'digital_library',
    displayableWithoutBranchPermission: true,
    embedded: true,
  },
  {
    id: 'wellness',
    path: '/wellness',
    title: 'Wellness',
    globalModule: G.wellness,
    readPermission: 'wellness',
    addresses: ['/wellness/form', '/wellness/:id'],
  },
  {
    id: 'dc-sos',
    path: '/dc-sos',
    title: 'DC SOS',
    globalModule: G.dc_sos,
    readPermission: 'dc_sos',
  },
  {
    id: 'reach-disha',
    path: '/reach-disha',
    title: 'Reach Program',
    globalModule: G.reach_disha,
    readPermission: 'reach_disha',
  },
  {
    id: 'nsports',
    path: '/nsports',
    title: 'Sports Classes',
    globalModule: G.sports,
    readPermission: 'sport',
  },
  {
    id: 'gatepass',
    path: '/gatepass',
    title: 'Gate Pass',
    globalModule: G.gate_pass,
    readPermission: 'gatepass_read',
    addresses: ['/gatepass/:id'],
  },
  {
    id: 'feedback',
    path: '/feedback',
    title: 'Feedback',
    globalModule: G.feedback,
    readPermission: 'feedback',
    displayableWithoutBranchPermission: true,
    addresses: ['/feedback/:id'],
  },
  {
    id: 'learning-and-development',
    path: '/learning-and-development',
    title: 'Learning and Development',
    globalModule: G.learning_and_development,
    readPermission: 'ld',
    displayableWithoutBranchPermission: true,
    embedded: true,
  },
  {
    id: 'co-training',
    path: '/co-training',
    title: 'Co-Teacher Training',
    globalModule: G.co_training,
    readPermission: 'co_training',
    displayableWithoutBranchPermission: true,
    embedded: true,
  },
  {
    id: 'analytical-reports',
    path: '/analytical-reports',
    title: 'Analytical Reports',
    globalModule: G.analytical_reports,
    readPermission: 'analytical_report_read',
  },
  {
    id: 'fee-reminder',
    path: '/fee-reminder',
    title: 'Fee Reminder',
    globalModule: G.fee_reminder,
    readPermission: 'fee_reminder',
    addresses: ['/fee-reminder/form', '/fee-reminder/:id?'],
  },
  {
    id: 'micro-schedule',
    path: '/micro-schedule',
    title: 'Micro Schedule',
    globalModule: G.micro_schedule,
    readPermission: 'micro_schedule',
    addresses: ['/micro-schedule/:id?'],
  },
  {
    id: 'masters',
    path: '/masters',
    title: 'Masters',
    globalModule: G.masters,
    readPermission: 'master_section',
  },
  {
    id: 'marketplace-wb',
    path: '/marketplace-wb',
    title: 'Marketplace',
    globalModule: G.marketplace,
    readPermission: 'marketplace_wb',
    displayableWithoutBranchPermission: true,
  },
  {
    id: 'student-attendance',
    path: '/student-attendance',
    title: 'Student Attendance',
    globalModule: G.student_attendance,
    readPermission: 'student_attendance',
  },
  {
    id: 'nscribe-ai',
    path: '/nscribe-ai',
    title: 'AI Scribe',
    globalModule: G.nscribe_ai,
    readPermission: 'nscribe_ai_read',
    displayableWithoutBranchPermission: true,
  },
  {
    id: 'hks',
    path: '/hks',
    title: 'Housekeeping and Security',
    globalModule: G.hks,
    readPermission: 'hks',
  },
  {
    id: 'feedback-forms',
    path: '/feedback-forms',
    title: 'Feedback Forms',
    globalModule: G.feedback_forms,
    readPermission: 'feedback_form',
    displayableWithoutBranchPermission: true,
  },
  {
    id: 'branch-ip-mapping',
    path: '/branch-ip-mapping',
    title: 'Branch IP Mapping',
    globalModule: G.branch_ip_mapping,
    readPermission: 'branch_ip_mapping_all',
  },
  {
    id: 'tpt',
    path: '/tpt',
    title: 'Teacher Audit',
    globalModule: G.tpt,
    readPermission: 'tpt_audit',
  },
  {
    id: 'financial-performance',
    path: '/financial-performance',
    title: 'Financial Performance',
    globalModule: G.financial_performance,
    readPermission: 'financial_performance',
  },
];

/** Top-level addresses of 000 §2 that no menu entry leads to ("coming soon" when not built). */
export const ADDRESSES_OUTSIDE_THE_MENU: readonly string[] = [
  '/index-dummy',
  '/notification',
  '/test',
];

export function findModule(id: string): ModuleEntry | undefined {
  return MODULES.find((entry) => entry.id === id);
}
