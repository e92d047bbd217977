import { PARENT_APP_VERSIONS } from '@console/contract';
import type { Identities } from './identities.ts';
import { familyName, givenName } from './names.ts';
import type { OrganisationPlan } from './plan-organisation.ts';
import type { Random } from './random.ts';
import { COURSES, Segment } from './reference-data.ts';
import type { ReferenceIds } from './seed-reference.ts';
import { sectionKey, type SeededOrganisation } from './seed-organisation.ts';

export interface StudentRow {
  admissionNumber: string;
  firstName: string;
  lastName: string;
  branchId: number;
  academicYearId: number;
  segmentId: number;
  courseId: number;
  batchId: number;
  sectionId: number;
  gender: 1 | 2;
  isHostel: boolean;
  hasTransport: boolean;
  isCoaching: boolean;
  fatherMobile: string | null;
  motherMobile: string | null;
  parentAppVersion: string | null;
}

/** Parents: siblings share them, so a household's numbers reach several students. */
interface Household {
  lastName: string;
  fatherMobile: string | null;
  motherMobile: string | null;
  parentAppVersion: string | null;
  children: number;
}

/**
 * Chance that a student is a younger sibling of a student already seeded in the same
 * district. Each such pair puts two students in a shared household, so about twice this
 * share of students (~10%) have a parent number in common with another student.
 */
const SIBLING_CHANCE = 0.055;
const HOUSEHOLDS_KEPT_PER_DISTRICT = 400;
const PARENT_APP_SHARE = 0.6;
const youngChildren: ReadonlySet<number> = new Set([Segment.EKidz, Segment.EChamps]);

function newHousehold(random: Random, identities: Identities, stateCode: string): Household {
  // A few parents gave no father's or no mother's number; never both.
  const noFather = random.chance(0.03);
  const noMother = !noFather && random.chance(0.12);
  return {
    lastName: familyName(random, stateCode),
    fatherMobile: noFather ? null : identities.mobile(),
    motherMobile: noMother ? null : identities.mobile(),
    parentAppVersion: random.chance(PARENT_APP_SHARE)
      ? random.weighted([
          [PARENT_APP_VERSIONS[1], 7],
          [PARENT_APP_VERSIONS[0], 3],
        ])
      : null,
    children: 1,
  };
}

/** Every student, branch by branch; admission numbers are the branch code and a sequence. */
export function* generateStudents(
  random: Random,
  identities: Identities,
  plan: OrganisationPlan,
  organisation: SeededOrganisation,
  reference: ReferenceIds,
): Generator<StudentRow> {
  const households = new Map<string, Household[]>();
  for (const [branchIndex, branch] of plan.branches.entries()) {
    if (branch.courses.length === 0) continue;
    const stateCode = plan.states[branch.stateIndex]!.code;
    const districtKey = `${branch.stateIndex}|${branch.districtIndex}`;
    const nearby = households.get(districtKey) ?? [];
    households.set(districtKey, nearby);
    let sequence = random.int(1, 40);
    // Last year's students were admitted first.
    const entries = branch.courses
      .flatMap((course) => course.years.map((year) => ({ course, year })))
      .sort((a, b) => a.year.academicYearId - b.year.academicYearId);
    for (const { course, year } of entries) {
      const definition = COURSES[course.course]!;
      const sections = organisation.sectionIds.get(
        sectionKey(branchIndex, course.course, year.academicYearId),
      );
      if (!sections || sections.length === 0) throw new Error(`No sections for ${branch.code}`);
      const batchIds = reference.batchIds[course.course]!;
      const batchChoices = definition.batches.map((b, i) => [i, b.weight] as const);
      const young = youngChildren.has(definition.segmentId);
      for (let i = 0; i < year.students; i++) {
        let household: Household | undefined;
        if (nearby.length > 0 && random.chance(SIBLING_CHANCE)) {
          const candidate = random.pick(nearby);
          if (candidate.children < 3) {
            household = candidate;
            household.children++;
          }
        }
        if (!household) {
          household = newHousehold(random, identities, stateCode);
          if (nearby.length < HOUSEHOLDS_KEPT_PER_DISTRICT) nearby.push(household);
          else nearby[random.int(0, nearby.length - 1)] = household;
        }
        const gender: 1 | 2 =
          branch.coed === 1 ? 1 : branch.coed === 2 ? 2 : random.chance(0.52) ? 1 : 2;
        const batch = random.weighted(batchChoices);
        const isHostel =
          !young &&
          (branch.hostelCampus === 2 || (branch.hostelCampus === 3 && random.chance(0.4)));
        yield {
          admissionNumber: `${branch.code}${String(sequence++).padStart(5, '0')}`,
          firstName: givenName(random, gender),
          lastName: household.lastName,
          branchId: organisation.branchIds[branchIndex]!,
          academicYearId: year.academicYearId,
          segmentId: definition.segmentId,
          courseId: reference.courseIds[course.course]!,
          batchId: batchIds[batch]!,
          sectionId: sections[Math.floor((i * sections.length) / year.students)]!,
          gender,
          isHostel,
          hasTransport: !isHostel && random.chance(young ? 0.6 : 0.4),
          isCoaching: definition.batches[batch]!.coaching,
          fatherMobile: household.fatherMobile,
          motherMobile: household.motherMobile,
          parentAppVersion: household.parentAppVersion,
        };
      }
    }
  }
}
