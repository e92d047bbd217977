export const SEED_SIZES = ['test', 'demo', 'large'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

export interface SizeProfile {
  /** Teaching branches in each state, in STATES order; its length is the number of states. */
  teachingBranchesPerState: readonly number[];
  students: number;
  /** Every staff row, the demo accounts' included. */
  staff: number;
  staffPerZonalOffice: number;
  staffPerHeadOffice: number;
  /** Master, admission, payroll and accounting groups per state, of each kind. */
  branchGroupsPerKind: number;
  /** Share of students still on academic year 19. */
  previousYearShare: number;
}

// Each state also has one zonal office, and the first state the head office: 193 campuses and
// 7 offices make the demo's 200 branches; the test size has 9 campuses and 4 offices.
const demoOrganisation = [42, 46, 32, 30, 26, 17] as const;

export const SIZE_PROFILES: Record<SeedSize, SizeProfile> = {
  test: {
    teachingBranchesPerState: [3, 3, 3],
    students: 600,
    staff: 120,
    staffPerZonalOffice: 5,
    staffPerHeadOffice: 6,
    branchGroupsPerKind: 2,
    previousYearShare: 0.02,
  },
  demo: {
    teachingBranchesPerState: demoOrganisation,
    students: 50_000,
    staff: 5_000,
    staffPerZonalOffice: 14,
    staffPerHeadOffice: 30,
    branchGroupsPerKind: 3,
    previousYearShare: 0.02,
  },
  large: {
    teachingBranchesPerState: demoOrganisation,
    students: 500_000,
    staff: 20_000,
    staffPerZonalOffice: 30,
    staffPerHeadOffice: 80,
    branchGroupsPerKind: 3,
    previousYearShare: 0.02,
  },
};

export function isSeedSize(value: string): value is SeedSize {
  return (SEED_SIZES as readonly string[]).includes(value);
}
