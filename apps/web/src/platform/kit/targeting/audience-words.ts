import { SEGMENTS, type BranchAsset, type TargetingFilter } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';
import { chosenSummary } from '../form/chosen-values.ts';
import { fetchTargetAsset, type TargetingScope } from './targeting-assets.ts';
import {
  COACHING_TYPE_OPTIONS,
  COED_OPTIONS,
  GENDER_OPTIONS,
  HOSTEL_CAMPUS_OPTIONS,
  HOSTEL_OPTIONS,
  LEVEL_LABELS,
  TRANSPORT_OPTIONS,
  USER_TYPE_OPTIONS,
} from './targeting-options.ts';

// Who a targeting filter reaches, in words (issue 25: the send dialog gave counts and never
// named the branch): the audience and where, by name ("Parents in 3 branches: A, B, C"), and
// each refinement by name, from the same lists the pickers offer. Also the branches the
// audience spans, which decides whether a send to everyone is confirmed by typing.

type Named = { id: number; name: string };

/** The lists the words are looked up in; a list left out shows its choices as a count. */
export interface AudienceLists {
  states?: readonly Named[];
  districts?: readonly Named[];
  branches?: readonly BranchAsset[];
  courses?: readonly Named[];
  batches?: readonly Named[];
  sections?: readonly Named[];
  designations?: readonly Named[];
  departments?: readonly Named[];
  subCategories?: readonly Named[];
}

export interface AudienceLine {
  label: string;
  value: string;
}

export interface AudienceWords {
  /** "Parents in Kukatpally (KKP01)", "Staff in every branch you reach (12)". */
  headline: string;
  refinements: AudienceLine[];
  /** The branches the audience can be in; null when the branch list is not known. */
  branchCount: number | null;
}

/** A branch as the Branches picker names it. */
export const branchLabel = (branch: Pick<BranchAsset, 'name' | 'code'>) =>
  `${branch.name} (${branch.code})`;

const LOCATION_DEPTH = { all: 0, state: 1, district: 2, branch: 3 } as const;

/**
 * The branches of `all` (the sender's, for the module) a filter can reach, as the server
 * narrows them: every location list at or above the method's level, and the school levels.
 * Co-ed and campus narrow on the server too; the list does not say them, so this is at most.
 */
export function spannedBranches(
  filter: TargetingFilter,
  all: readonly BranchAsset[],
): BranchAsset[] {
  const depth = LOCATION_DEPTH[filter.target_method];
  const within = (ids: readonly number[] | undefined, level: number, id: number) =>
    depth < level || !ids?.length || ids.includes(id);
  return all.filter(
    (branch) =>
      within(filter.state_ids, 1, branch.state_id) &&
      within(filter.district_ids, 2, branch.district_id) &&
      within(filter.branch_ids, 3, branch.id) &&
      (!filter.levels?.length || (filter.levels as readonly number[]).includes(branch.level)),
  );
}

const optionLabel = (options: { value: number; label: string }[], value: number | undefined) =>
  value ? options.find((option) => option.value === value)?.label : undefined;

/** Chosen ids by name where the list is known ("2 courses: A, B"), else as a count. */
function chosen(
  ids: readonly number[] | undefined,
  list: readonly Named[] | undefined,
  one: string,
  many: string,
): string | undefined {
  if (!ids?.length) return undefined;
  if (!list) return `${ids.length} ${ids.length === 1 ? one : many}`;
  const names = ids.map((id) => list.find((entry) => entry.id === id)?.name ?? `${one} ${id}`);
  return chosenSummary(names, many);
}

/** The refinements of a filter as label and words, leaving out what does not narrow. */
export function audienceRefinements(
  filter: TargetingFilter,
  lists: AudienceLists = {},
): AudienceLine[] {
  const segments = (filter.segment_ids ?? []).flatMap((id) => {
    const name = SEGMENTS.find((segment) => segment.id === id)?.name;
    return name ? [name] : [];
  });
  const rows: [string, string | undefined][] = [
    ['Levels', filter.levels?.map((level) => LEVEL_LABELS[level] ?? String(level)).join(', ')],
    ['Segments', segments.length > 0 ? segments.join(', ') : undefined],
    ['Courses', chosen(filter.course_ids, lists.courses, 'course', 'courses')],
    ['Batches', chosen(filter.batch_ids, lists.batches, 'batch', 'batches')],
    ['Sections', chosen(filter.section_ids, lists.sections, 'section', 'sections')],
    ['Coaching type', optionLabel(COACHING_TYPE_OPTIONS, filter.coaching_type)],
    ['Gender', optionLabel(GENDER_OPTIONS, filter.gender)],
    ['Transport', optionLabel(TRANSPORT_OPTIONS, filter.transport)],
    ['Co-ed', optionLabel(COED_OPTIONS, filter.coed)],
    ['Hostel', optionLabel(HOSTEL_OPTIONS, filter.hostel)],
    ['Campus', optionLabel(HOSTEL_CAMPUS_OPTIONS, filter.hostel_campus)],
    ['App versions', filter.app_versions?.join(', ')],
    [
      'Designations',
      chosen(filter.designation_ids, lists.designations, 'designation', 'designations'),
    ],
    ['Departments', chosen(filter.department_ids, lists.departments, 'department', 'departments')],
    [
      'Sub-categories',
      chosen(filter.sub_category_ids, lists.subCategories, 'sub-category', 'sub-categories'),
    ],
    ['Admission numbers', filter.admission_numbers?.join(', ')],
    ['Employee numbers', filter.employee_numbers?.join(', ')],
    ['Recipients', filter.phone_only_recipients ? 'Only those without the app' : undefined],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/** Where the audience is, by name. */
function whereWords(filter: TargetingFilter, lists: AudienceLists, spanned: BranchAsset[] | null) {
  switch (filter.target_method) {
    case 'all':
      if (!spanned) return 'every branch you reach';
      if (spanned.length === 1) return branchLabel(spanned[0]!);
      return `every branch you reach (${spanned.length.toLocaleString('en-IN')})`;
    case 'state':
      return chosen(filter.state_ids, lists.states, 'state', 'states') ?? 'the chosen states';
    case 'district':
      return (
        chosen(filter.district_ids, lists.districts, 'district', 'districts') ??
        'the chosen districts'
      );
    case 'branch': {
      const ids = filter.branch_ids ?? [];
      if (ids.length === 0) return 'the chosen branches';
      if (!lists.branches) return `${ids.length} ${ids.length === 1 ? 'branch' : 'branches'}`;
      const labels = ids.map((id) => {
        const branch = lists.branches!.find((entry) => entry.id === id);
        return branch ? branchLabel(branch) : `branch ${id}`;
      });
      return chosenSummary(labels, 'branches');
    }
  }
}

/** Who a filter reaches, where, and how it is narrowed, in words. */
export function audienceWords(filter: TargetingFilter, lists: AudienceLists): AudienceWords {
  const who = USER_TYPE_OPTIONS.find((option) => option.value === filter.user_type)?.label;
  const spanned = lists.branches ? spannedBranches(filter, lists.branches) : null;
  return {
    headline: `${who ?? 'Recipients'} in ${whereWords(filter, lists, spanned)}`,
    refinements: audienceRefinements(filter, lists),
    branchCount: spanned ? spanned.length : null,
  };
}

/**
 * The lists a filter's words need, from the pickers' cache (asked again only when stale); a list
 * that cannot be had is left out, and its choices are counted instead of named.
 */
export async function loadAudienceLists(
  client: QueryClient,
  filter: TargetingFilter,
  scope: TargetingScope,
): Promise<AudienceLists> {
  const wanted = (ids: readonly unknown[] | undefined) => (ids?.length ?? 0) > 0;
  const get = async <T>(load: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await load();
    } catch {
      return undefined;
    }
  };
  const [states, districts, branches, courses, batches, sections, designations, departments] =
    await Promise.all([
      wanted(filter.state_ids) ? get(() => fetchTargetAsset(client, 'state', scope)) : undefined,
      wanted(filter.district_ids)
        ? get(() => fetchTargetAsset(client, 'district', scope))
        : undefined,
      // Always: the branches say where "all" is, and how many it spans.
      get(() => fetchTargetAsset(client, 'branch', scope)),
      wanted(filter.course_ids)
        ? get(() => fetchTargetAsset(client, 'student_course', scope))
        : undefined,
      wanted(filter.batch_ids)
        ? get(() => fetchTargetAsset(client, 'student_batch', scope))
        : undefined,
      wanted(filter.section_ids)
        ? get(() =>
            fetchTargetAsset(client, 'student_sections', scope, {
              branch_ids: filter.branch_ids ?? [],
              course_ids: filter.course_ids ?? [],
            }),
          )
        : undefined,
      wanted(filter.designation_ids)
        ? get(() => fetchTargetAsset(client, 'staff_designation', scope))
        : undefined,
      wanted(filter.department_ids)
        ? get(() => fetchTargetAsset(client, 'staff_department', scope))
        : undefined,
    ]);
  const subCategories = wanted(filter.sub_category_ids)
    ? await get(() => fetchTargetAsset(client, 'staff_sub_category', scope))
    : undefined;
  return {
    states,
    districts,
    branches,
    courses,
    batches,
    sections,
    designations,
    departments,
    subCategories,
  };
}
