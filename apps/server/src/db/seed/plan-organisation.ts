import { ApexEntity } from '@console/contract';
import { BRANCH_GROUP_KINDS, type BranchGroupKind } from '../../organisation/organisation.table.ts';
import { apportion, type Random } from './random.ts';
import {
  BRANDS,
  COURSES,
  OfficeType,
  Segment,
  STATES,
  type StateDefinition,
} from './reference-data.ts';
import type { SizeProfile } from './sizes.ts';

// The shape of the demo group, decided before anything is written: which campuses exist
// where, what each teaches, and how many students and staff each has. Indexes here become ids
// once the rows are inserted.

export type BranchKind = 'college' | 'school' | 'coaching' | 'preschool' | 'zonal' | 'head';
export type GroupKind = BranchGroupKind;

export interface PlannedCourse {
  /** Index into COURSES. */
  course: number;
  /** Students and sections per academic year id (20, and 19 for those still on it). */
  years: { academicYearId: number; students: number; sections: number }[];
}

export interface PlannedBranch {
  stateIndex: number;
  /** Index into the state's districts. */
  districtIndex: number;
  kind: BranchKind;
  code: string;
  name: string;
  /** 1 College, 2 School, 3 other. */
  level: 1 | 2 | 3;
  officeType: string;
  coed: 1 | 2 | 3;
  hostelCampus: 1 | 2 | 3;
  isCbse: boolean;
  apexId: number;
  /** Index of the branch's group of each kind among its state's groups of that kind. */
  groups: Record<GroupKind, number>;
  courses: PlannedCourse[];
  students: number;
  staff: number;
}

export interface PlannedGroup {
  kind: GroupKind;
  stateIndex: number;
  /** Position among the state's groups of this kind. */
  position: number;
  name: string;
}

export interface OrganisationPlan {
  states: readonly StateDefinition[];
  groups: PlannedGroup[];
  branches: PlannedBranch[];
}

const CURRENT_YEAR = 20;
const PREVIOUS_YEAR = 19;
const STUDENTS_PER_SECTION = 40;
const SECTION_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Section names of a branch's course: A, B, C… */
export function sectionName(position: number): string {
  return SECTION_LETTERS[position % SECTION_LETTERS.length]!;
}

export function planOrganisation(
  random: Random,
  profile: SizeProfile,
  demoStaffCount: number,
): OrganisationPlan {
  const states = STATES.slice(0, profile.teachingBranchesPerState.length);
  if (states.length < profile.teachingBranchesPerState.length) {
    throw new Error('The size asks for more states than the reference data has.');
  }
  const groups = planGroups(states, profile.branchGroupsPerKind);
  const branches: PlannedBranch[] = [];
  states.forEach((state, stateIndex) => {
    const teaching = profile.teachingBranchesPerState[stateIndex]!;
    branches.push(
      ...planCampuses(random, state, stateIndex, teaching, profile.branchGroupsPerKind),
    );
  });
  // Offices come after every campus, so the first branches of the first state are campuses.
  states.forEach((state, stateIndex) => {
    branches.push(office(state, stateIndex, 'zonal', profile.branchGroupsPerKind));
  });
  branches.push(office(states[0]!, 0, 'head', profile.branchGroupsPerKind));

  planStudents(random, branches, profile);
  planStaff(branches, profile, demoStaffCount);
  return { states, groups, branches };
}

function planGroups(states: readonly StateDefinition[], perKind: number): PlannedGroup[] {
  const groups: PlannedGroup[] = [];
  const zones = ['North', 'South', 'Central', 'East', 'West'];
  states.forEach((state, stateIndex) => {
    for (const kind of BRANCH_GROUP_KINDS) {
      for (let position = 0; position < perKind; position++) {
        const district = state.districts[position % state.districts.length]!.name;
        const name =
          kind === 'master'
            ? `${state.name} ${zones[position % zones.length]} Zone`
            : kind === 'admission'
              ? `${state.name} Admissions – ${district}`
              : kind === 'payroll'
                ? `${state.code} Payroll Unit ${position + 1}`
                : `${state.name} Accounts – ${district}`;
        groups.push({ kind, stateIndex, position, name });
      }
    }
  });
  return groups;
}

function groupsFor(districtIndex: number, perKind: number): Record<GroupKind, number> {
  return {
    master: districtIndex % perKind,
    admission: Math.floor(districtIndex / 2) % perKind,
    payroll: (districtIndex + 1) % perKind,
    accounting: districtIndex % perKind,
  };
}

function planCampuses(
  random: Random,
  state: StateDefinition,
  stateIndex: number,
  count: number,
  groupsPerKind: number,
): PlannedBranch[] {
  // Every locality can hold one campus of each brand; larger districts are likelier.
  const used = new Set<string>();
  const branches: PlannedBranch[] = [];
  for (let i = 0; i < count; i++) {
    // The first campus of each state is a college, the second a school: the demo accounts
    // and small sizes then see both.
    const kind: BranchKind =
      i === 0
        ? 'college'
        : i === 1
          ? 'school'
          : random.weighted<BranchKind>([
              ['college', 45],
              ['school', 45],
              ['coaching', 6],
              ['preschool', 4],
            ]);
    const brand = BRANDS[kind as keyof typeof BRANDS];
    const slots = state.districts.flatMap((district, districtIndex) =>
      district.localities
        .filter((locality) => !used.has(`${brand}|${locality}`))
        .map(
          (locality) =>
            [[districtIndex, locality] as const, 1 / (districtIndex + 1) ** 0.6] as const,
        ),
    );
    let districtIndex: number;
    let name: string;
    if (slots.length > 0) {
      const [chosenDistrict, locality] = random.weighted(slots);
      used.add(`${brand}|${locality}`);
      districtIndex = chosenDistrict;
      name = `${brand} ${locality} Campus`;
    } else {
      districtIndex = random.int(0, state.districts.length - 1);
      name = `${brand} ${state.districts[districtIndex]!.name} Campus ${i + 1}`;
    }
    branches.push({
      stateIndex,
      districtIndex,
      kind,
      code: `${state.code}${String(i + 1).padStart(3, '0')}`,
      name,
      level: kind === 'college' ? 1 : kind === 'school' ? 2 : 3,
      officeType: OfficeType.Branch,
      ...campusTraits(random, kind),
      groups: groupsFor(districtIndex, groupsPerKind),
      courses: offeredCourses(random, kind).map((course) => ({ course, years: [] })),
      students: 0,
      staff: 0,
    });
  }
  return branches;
}

function campusTraits(
  random: Random,
  kind: BranchKind,
): Pick<PlannedBranch, 'coed' | 'hostelCampus' | 'isCbse' | 'apexId'> {
  switch (kind) {
    case 'college': {
      const hostelCampus = random.weighted<1 | 2 | 3>([
        [1, 3],
        [2, 3],
        [3, 4],
      ]);
      return {
        coed: random.weighted<1 | 2 | 3>([
          [1, 2],
          [2, 3],
          [3, 5],
        ]),
        hostelCampus,
        isCbse: random.chance(0.1),
        apexId: hostelCampus === 2 && random.chance(0.6) ? ApexEntity.RNET : ApexEntity.NET,
      };
    }
    case 'school':
      return {
        coed: random.weighted<1 | 2 | 3>([
          [1, 1],
          [2, 1],
          [3, 18],
        ]),
        hostelCampus: random.weighted<1 | 2 | 3>([
          [1, 7],
          [3, 3],
        ]),
        isCbse: random.chance(0.45),
        apexId: ApexEntity.NES,
      };
    case 'coaching':
      return {
        coed: random.weighted<1 | 2 | 3>([
          [1, 1],
          [3, 9],
        ]),
        hostelCampus: random.weighted<1 | 2 | 3>([
          [1, 7],
          [3, 3],
        ]),
        isCbse: false,
        apexId: ApexEntity.NELT,
      };
    default:
      return { coed: 3, hostelCampus: 1, isCbse: random.chance(0.3), apexId: ApexEntity.NES };
  }
}

function courseIndexes(segmentId: number, names?: readonly string[]): number[] {
  return COURSES.flatMap((course, index) =>
    course.segmentId === segmentId && (!names || names.includes(course.name)) ? [index] : [],
  );
}

function offeredCourses(random: Random, kind: BranchKind): number[] {
  const offered: number[] = [];
  const maybe = (probability: number, indexes: number[]) => {
    if (random.chance(probability)) offered.push(...indexes);
  };
  switch (kind) {
    case 'college':
      offered.push(...courseIndexes(Segment.College, ['MPC', 'BiPC']));
      maybe(0.55, courseIndexes(Segment.College, ['CEC']));
      maybe(0.45, courseIndexes(Segment.College, ['MEC']));
      maybe(0.2, courseIndexes(Segment.CoachingCenter, ['JEE Long Term']));
      maybe(0.2, courseIndexes(Segment.CoachingCenter, ['NEET Long Term']));
      break;
    case 'school':
      offered.push(...courseIndexes(Segment.HighSchool));
      maybe(0.85, courseIndexes(Segment.EChamps));
      maybe(0.45, courseIndexes(Segment.EKidz));
      break;
    case 'coaching':
      offered.push(...courseIndexes(Segment.CoachingCenter, ['JEE Long Term', 'NEET Long Term']));
      maybe(0.7, courseIndexes(Segment.CoachingCenter, ['EAMCET Crash Course']));
      maybe(0.4, courseIndexes(Segment.CoachingCenter, ['JEE Advanced Crash Course']));
      maybe(0.5, courseIndexes(Segment.CoachingCenter, ['NEET Crash Course']));
      maybe(0.3, courseIndexes(Segment.Others, ['Bridge Course']));
      break;
    case 'preschool':
      offered.push(...courseIndexes(Segment.EKidz));
      maybe(0.3, courseIndexes(Segment.EChamps, ['Class 1', 'Class 2']));
      maybe(0.3, courseIndexes(Segment.Others, ['Spoken English']));
      break;
    default:
      break;
  }
  return offered;
}

function office(
  state: StateDefinition,
  stateIndex: number,
  kind: 'zonal' | 'head',
  groupsPerKind: number,
): PlannedBranch {
  const district = state.districts[0]!;
  return {
    stateIndex,
    districtIndex: 0,
    kind,
    code: `${state.code}${kind === 'zonal' ? '901' : '990'}`,
    name:
      kind === 'zonal'
        ? `Vidyanjali Group Zonal Office, ${district.localities[0]}`
        : `Vidyanjali Group Head Office, ${district.localities[0]}`,
    level: 3,
    officeType: kind === 'zonal' ? OfficeType.ZonalOffice : OfficeType.HeadOffice,
    coed: 3,
    hostelCampus: 1,
    isCbse: false,
    apexId: ApexEntity.Nspira,
    groups: groupsFor(0, groupsPerKind),
    courses: [],
    students: 0,
    staff: 0,
  };
}

const campusSize: Record<BranchKind, number> = {
  college: 1.3,
  school: 1.1,
  coaching: 0.5,
  preschool: 0.25,
  zonal: 0,
  head: 0,
};

function planStudents(random: Random, branches: PlannedBranch[], profile: SizeProfile): void {
  const weights = branches.map((b) => campusSize[b.kind] * random.between(0.6, 1.4));
  const campuses = branches.filter((b) => b.courses.length > 0).length;
  const perBranch = apportion(
    profile.students,
    weights,
    profile.students >= campuses * 20 ? 1 : 0,
  ).map((n, i) => (branches[i]!.courses.length > 0 ? n : 0));
  // Offices have no weight, so their share is always 0; re-check the total anyway.
  const lost = profile.students - perBranch.reduce((a, b) => a + b, 0);
  if (lost !== 0) perBranch[0]! += lost;

  branches.forEach((branch, i) => {
    branch.students = perBranch[i]!;
    const perCourse = apportion(
      branch.students,
      branch.courses.map((c) => COURSES[c.course]!.weight * random.between(0.8, 1.2)),
    );
    branch.courses.forEach((course, c) => {
      const total = perCourse[c]!;
      const exact = total * profile.previousYearShare;
      const previous = Math.floor(exact) + (random.chance(exact - Math.floor(exact)) ? 1 : 0);
      const current = total - previous;
      course.years = [
        { academicYearId: CURRENT_YEAR, students: current, sections: sectionsFor(current) },
      ];
      if (previous > 0) {
        course.years.push({
          academicYearId: PREVIOUS_YEAR,
          students: previous,
          sections: sectionsFor(previous),
        });
      }
    });
  });
}

function sectionsFor(students: number): number {
  return Math.min(SECTION_LETTERS.length, Math.max(1, Math.ceil(students / STUDENTS_PER_SECTION)));
}

function planStaff(branches: PlannedBranch[], profile: SizeProfile, demoStaffCount: number): void {
  let offices = 0;
  for (const branch of branches) {
    if (branch.kind === 'zonal') branch.staff = profile.staffPerZonalOffice;
    if (branch.kind === 'head') branch.staff = profile.staffPerHeadOffice;
    offices += branch.staff;
  }
  const campuses = branches.filter((b) => b.kind !== 'zonal' && b.kind !== 'head');
  const generated = profile.staff - demoStaffCount - offices;
  if (generated < campuses.length * 3) {
    throw new Error('The size has too few staff for its branches.');
  }
  // Staff follow students, with a floor: even a small campus has a principal, an office and
  // a few teachers.
  const perCampus = apportion(
    generated,
    campuses.map((b) => b.students + 20),
    3,
  );
  campuses.forEach((branch, i) => {
    branch.staff = perCampus[i]!;
  });
}
