import { STAFF_APP_VERSIONS } from '@console/contract';
import type { Identities } from './identities.ts';
import { familyName, givenName } from './names.ts';
import type { BranchKind, OrganisationPlan, PlannedBranch } from './plan-organisation.ts';
import type { Random } from './random.ts';
import {
  COURSES,
  DESIGNATIONS,
  Designations as D,
  Segment,
  type DesignationDefinition,
} from './reference-data.ts';
import { required, type ReferenceIds } from './seed-reference.ts';

export interface StaffRow {
  employeeNumber: number;
  globalEmployeeId: string;
  firstName: string;
  lastName: string;
  branchId: number;
  designationId: number;
  departmentId: number;
  subCategoryId: number;
  gender: 1 | 2;
  mobile: string;
  email: string | null;
  staffAppVersion: string | null;
}

const designationById = new Map(DESIGNATIONS.map((d) => [d.id, d]));

export function designation(id: number): DesignationDefinition {
  const found = designationById.get(id);
  if (!found) throw new Error(`Unknown designation ${id}`);
  return found;
}

/** The people a branch of this kind employs beyond its leaders, by relative number. */
function staffMix(branch: PlannedBranch): (readonly [number, number])[] {
  const hostel = branch.hostelCampus !== 1;
  const segments = new Set(branch.courses.map((c) => COURSES[c.course]!.segmentId));
  const common: (readonly [number, number])[] = [
    [D.Accountant, 3],
    [D.Cashier, 1],
    [D.OfficeAssistant, 4],
    [D.Receptionist, 1.5],
    [D.AdmissionsOfficer, 1],
    [D.Counsellor, 1],
    [D.Attender, 3],
    [D.SecurityGuard, 3],
    [D.Housekeeping, 4],
  ];
  if (hostel) common.push([D.Warden, 4], [D.Nurse, 1]);
  switch (branch.kind) {
    case 'college':
      return [
        ...common,
        [D.Lecturer, 40],
        [D.JuniorLecturer, 12],
        [D.LabAssistant, 4],
        [D.Librarian, 1.5],
        [D.PhysicalEducationTeacher, 1.5],
        [D.Driver, 4],
        ...(segments.has(Segment.CoachingCenter) ? [[D.CoachingFaculty, 6] as const] : []),
      ];
    case 'school':
      return [
        ...common,
        [D.Teacher, 35],
        ...(segments.has(Segment.EChamps) ? [[D.PrimaryTeacher, 14] as const] : []),
        ...(segments.has(Segment.EKidz) ? [[D.PrePrimaryTeacher, 6] as const] : []),
        [D.LabAssistant, 2],
        [D.Librarian, 1.5],
        [D.PhysicalEducationTeacher, 2],
        [D.Driver, 6],
      ];
    case 'coaching':
      return [...common, [D.CoachingFaculty, 45]];
    case 'preschool':
      return [
        ...common,
        [D.PrePrimaryTeacher, 40],
        ...(segments.has(Segment.EChamps) ? [[D.PrimaryTeacher, 6] as const] : []),
        [D.Driver, 3],
      ];
    default:
      return [
        [D.AdmissionsOfficer, 3],
        [D.Accountant, 3],
        [D.HrExecutive, 2],
        [D.ItAdministrator, 2],
        [D.OfficeAssistant, 4],
        [D.Receptionist, 1],
        [D.Driver, 2],
      ];
  }
}

const zonalVariants = [
  D.ZonalCoordinatorSouth,
  D.ZonalCoordinatorNorth,
  D.ZonalCoordinatorCoaching,
];

/** Designations of a branch's staff: its leaders first, then a mix that suits the branch. */
export function staffDesignations(
  random: Random,
  branch: PlannedBranch,
  options: { hasDemoPrincipal: boolean },
): number[] {
  const leaders: number[] = [];
  const kind: BranchKind = branch.kind;
  if (kind === 'zonal') {
    leaders.push(
      D.AssistantGeneralManager,
      D.ZonalCoordinator,
      zonalVariants[branch.stateIndex % zonalVariants.length]!,
      D.ClusterPrincipal,
      D.ZonalCoordinator,
      D.ClusterPrincipal,
    );
  } else if (kind === 'head') {
    leaders.push(
      D.RAndDHead,
      D.AssistantGeneralManager,
      D.RAndDHead,
      D.ZonalCoordinatorCoaching,
      D.HrExecutive,
      D.AssistantGeneralManager,
      D.RAndDHead,
    );
  } else {
    if (!options.hasDemoPrincipal) leaders.push(D.Principal);
    if (branch.staff >= 15) leaders.push(D.VicePrincipal);
    if (kind === 'college' && branch.staff >= 30) leaders.push(D.Dean);
  }
  const chosen = leaders.slice(0, branch.staff);
  const mix = staffMix(branch);
  while (chosen.length < branch.staff) chosen.push(random.weighted(mix));
  return chosen;
}

const teachingSubCategories = new Set([
  'Leadership',
  'Lecturers',
  'School Teachers',
  'Pre-Primary Teachers',
  'Coaching Faculty',
]);

/** Every generated staff member, branch by branch. */
export function* generateStaff(
  random: Random,
  identities: Identities,
  plan: OrganisationPlan,
  branchIds: readonly number[],
  reference: ReferenceIds,
  demoPrincipalBranch: number,
): Generator<StaffRow> {
  for (const [index, branch] of plan.branches.entries()) {
    const stateCode = plan.states[branch.stateIndex]!.code;
    const designations = staffDesignations(random, branch, {
      hasDemoPrincipal: index === demoPrincipalBranch,
    });
    for (const designationId of designations) {
      const role = designation(designationId);
      const gender: 1 | 2 = random.chance(role.female) ? 2 : 1;
      const firstName = givenName(random, gender);
      const lastName = familyName(random, stateCode);
      const hasApp = random.chance(teachingSubCategories.has(role.subCategory) ? 0.8 : 0.45);
      yield {
        employeeNumber: identities.employeeNumber(),
        globalEmployeeId: identities.globalEmployeeId(),
        firstName,
        lastName,
        branchId: branchIds[index]!,
        designationId,
        departmentId: required(reference.departmentIds, role.department),
        subCategoryId: required(reference.subCategoryIds, role.subCategory),
        gender,
        mobile: identities.mobile(),
        email: role.email || random.chance(0.2) ? identities.email(firstName, lastName) : null,
        staffAppVersion: hasApp
          ? random.weighted([
              [STAFF_APP_VERSIONS[2], 5],
              [STAFF_APP_VERSIONS[1], 3],
              [STAFF_APP_VERSIONS[0], 2],
            ])
          : null,
      };
    }
  }
}
