import { z } from 'zod';
import { int4, int4Id, queryInt4Id } from '../common/numbers.ts';
import {
  GlobalModule,
  STAFF_APP_VERSIONS,
  PARENT_APP_VERSIONS,
  TARGET_METHODS,
  TARGET_USER_TYPES,
} from '../enums.ts';
import { queryIdList } from '../common/list.ts';
import { Messages } from '../messages.ts';

// Targeting (000 §3 "Fixed option lists", §6 "Targeting scope", §7 "Targeting assets"): the
// filter every sending module embeds, its reach count, and the asset lists its pickers load.

const ids = z.array(int4Id).max(10000);
const optionCode = <T extends number>(...values: [T, ...T[]]) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]]);

/**
 * The targeting filter: who a message reaches. Only `user_type` and `target_method` are required;
 * an absent or empty list means "no restriction by this field", 0 means "all" for the coded options.
 * Location lists apply at and above `target_method`'s level: `state` uses `state_ids`, `district`
 * also `district_ids`, `branch` all three (a state chosen with nothing narrower still narrows).
 */
export const targetingFilter = z.strictObject({
  user_type: z.enum(TARGET_USER_TYPES),
  target_method: z.enum(TARGET_METHODS),
  /** School levels: College 1, School 2, Other 3. */
  levels: z
    .array(optionCode(1, 2, 3))
    .max(3)
    .optional(),
  state_ids: ids.optional(),
  district_ids: ids.optional(),
  branch_ids: ids.optional(),
  /** 0 is "All Segments" (000 §3): a selection containing it does not narrow. */
  segment_ids: z.array(int4.min(0)).max(10000).optional(),
  course_ids: ids.optional(),
  batch_ids: ids.optional(),
  section_ids: ids.optional(),
  /** 0 all, 1 coaching only, 2 exclude coaching. */
  coaching_type: optionCode(0, 1, 2).optional(),
  /** 0 all, 1 male, 2 female. */
  gender: optionCode(0, 1, 2).optional(),
  /** 0 all, 1 enabled, 2 non-transport. */
  transport: optionCode(0, 1, 2).optional(),
  /** The branch's kind: 0 all, 1 boys, 2 girls, 3 co-ed. */
  coed: optionCode(0, 1, 2, 3).optional(),
  /** Student hostel: 0 all, 1 hostel only, 2 non hostel only. */
  hostel: optionCode(0, 1, 2).optional(),
  /** The branch's campus: 0 all, 1 day, 2 hostel, 3 day and hostel. */
  hostel_campus: optionCode(0, 1, 2, 3).optional(),
  /** Only recipients whose app is one of these versions (parent or staff app by user type). */
  app_versions: z
    .array(
      z.enum([...new Set([...PARENT_APP_VERSIONS, ...STAFF_APP_VERSIONS])] as [
        string,
        ...string[],
      ]),
    )
    .max(10)
    .optional(),
  designation_ids: ids.optional(),
  department_ids: ids.optional(),
  sub_category_ids: ids.optional(),
  admission_numbers: z.array(z.string().trim().min(1).max(40)).max(10000).optional(),
  employee_numbers: z.array(int4Id).max(10000).optional(),
  /**
   * Only recipients without the app, reached by phone alone: the SMS that follows a push message
   * to those it could not reach (the send confirmation offers it). Not in the documents.
   */
  phone_only_recipients: z.boolean().optional(),
});
export type TargetingFilter = z.infer<typeof targetingFilter>;

/**
 * Which module's scope and which academic year a shared call answers for (000 §6: "per current
 * academic year and active module"). Query parameters on every asset call and on /user_filter.
 */
const GLOBAL_MODULE_IDS: ReadonlySet<number> = new Set(Object.values(GlobalModule));

export const scopeQueryFields = {
  /** One of the global modules (0: system-wide); another number is refused, not ignored. */
  global_module_id: z.coerce
    .number()
    .int()
    .min(0)
    .max(99)
    .refine((id) => GLOBAL_MODULE_IDS.has(id), Messages.unknownModule)
    .default(0),
  academic_year_id: queryInt4Id.optional(),
};
export const scopeQuery = z.strictObject(scopeQueryFields);

/** POST /user_filter answer: the reach count and the breakdown the console shows. */
export const reachCount = z.object({
  /** Distinct recipients: parents of siblings and shared phone numbers count once. */
  count: z.number().int(),
  /** Students or staff matching the filter, before removing duplicates. */
  matched: z.number().int(),
  /** Recipients with the parent or staff app installed (reachable by push). */
  with_app: z.number().int(),
  /** Recipients reachable only by phone (SMS). */
  phone_only: z.number().int(),
});
export type ReachCount = z.infer<typeof reachCount>;

// Asset lists (000 §3 "Targeting store lists").
export const namedAsset = z.object({ id: z.number().int(), name: z.string() });
export type NamedAsset = z.infer<typeof namedAsset>;

export const branchAsset = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  state_id: z.number().int(),
  district_id: z.number().int(),
  level: z.number().int(),
  segment_ids: z.array(z.number().int()),
  master_branch_id: z.number().int().nullable(),
  admission_branch_id: z.number().int().nullable(),
  payroll_branch_id: z.number().int().nullable(),
  accounting_branch_id: z.number().int().nullable(),
});
export type BranchAsset = z.infer<typeof branchAsset>;

export const districtAsset = namedAsset.extend({ state_id: z.number().int() });
export const courseAsset = namedAsset.extend({ segment_id: z.number().int() });
export const batchAsset = namedAsset.extend({ course_id: z.number().int() });
export const segmentAsset = namedAsset.extend({ colour: z.string() });
export const branchGroupAsset = namedAsset.extend({ state_id: z.number().int().nullable() });
export const accountingBranchAsset = branchGroupAsset.extend({
  accounting_branch_id: z.number().int(),
});
export const sectionAsset = namedAsset.extend({
  branch_id: z.number().int(),
  course_id: z.number().int(),
});
export const academicYearAsset = namedAsset.extend({
  start_year: z.number().int(),
  is_current: z.boolean(),
  is_selectable: z.boolean(),
});
export const programAsset = namedAsset.extend({ group_id: z.number().int() });

/** GET /asset/target_info/branch: optional narrowing, `all_branches=true` ignores the scope's
 * module (every branch the user reaches in any module; all for a superuser). */
export const branchAssetQuery = z.strictObject({
  ...scopeQueryFields,
  state_ids: queryIdList.optional(),
  district_ids: queryIdList.optional(),
  segment_ids: queryIdList.optional(),
  levels: queryIdList.optional(),
  all_branches: z.enum(['true', 'false']).optional(),
});
/** GET /asset/target_info/branch_ids_by_location: branch ids in the given states or districts. */
export const branchIdsByLocationQuery = z.strictObject({
  ...scopeQueryFields,
  state_ids: queryIdList.optional(),
  district_ids: queryIdList.optional(),
});
export const studentSectionsQuery = z.strictObject({
  ...scopeQueryFields,
  branch_ids: queryIdList.optional(),
  course_ids: queryIdList.optional(),
});
export const studentAdmissionNumbersQuery = z.strictObject({
  ...scopeQueryFields,
  branch_ids: queryIdList.optional(),
  /** Prefix search; answers at most `limit` numbers. */
  search: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/**
 * The organisation's vocabularies (designations, departments, staff sub-categories, subjects,
 * office types, groups) are the same in every module, year and branch: they take no query, and
 * a module or year sent to them is refused rather than silently ignored.
 */
export const organisationListQuery = z.strictObject({});
export const programAssetQuery = z.strictObject({
  academic_year_id: queryInt4Id.optional(),
  group_ids: queryIdList.optional(),
});
