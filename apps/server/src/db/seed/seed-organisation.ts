import { sql } from 'drizzle-orm';
import {
  branches,
  branchGroups,
  districts,
  states,
} from '../../organisation/organisation.table.ts';
import { ColumnBuffer, type Executor } from './bulk-insert.ts';
import { sectionName, type OrganisationPlan } from './plan-organisation.ts';
import { required, type ReferenceIds } from './seed-reference.ts';

/** The organisation as written: the plan's positions mapped to database ids. */
export interface SeededOrganisation {
  /** By plan state index. */
  stateIds: number[];
  /** By plan state index, then district index. */
  districtIds: number[][];
  /** By plan branch index. */
  branchIds: number[];
  /** Section ids of a branch's course in a year, in name order (A, B, …). */
  sectionIds: Map<string, number[]>;
  sectionCount: number;
}

export function sectionKey(
  branchIndex: number,
  courseIndex: number,
  academicYearId: number,
): string {
  return `${branchIndex}|${courseIndex}|${academicYearId}`;
}

/** States, districts, branch groups, branches and their sections. */
export async function seedOrganisation(
  tx: Executor,
  plan: OrganisationPlan,
  reference: ReferenceIds,
): Promise<SeededOrganisation> {
  const stateRows = await tx
    .insert(states)
    .values(plan.states.map((s) => ({ name: s.name, code: s.code })))
    .returning({ id: states.id, code: states.code });
  const stateByCode = new Map(stateRows.map((r) => [r.code, r.id]));
  const stateIds = plan.states.map((s) => required(stateByCode, s.code));

  const districtRows = await tx
    .insert(districts)
    .values(
      plan.states.flatMap((s, i) =>
        s.districts.map((d) => ({ stateId: stateIds[i]!, name: d.name })),
      ),
    )
    .returning({ id: districts.id, stateId: districts.stateId, name: districts.name });
  const districtByKey = new Map(districtRows.map((r) => [`${r.stateId}|${r.name}`, r.id]));
  const districtIds = plan.states.map((s, i) =>
    s.districts.map((d) => required(districtByKey, `${stateIds[i]}|${d.name}`)),
  );

  const groupRows = await tx
    .insert(branchGroups)
    .values(
      plan.groups.map((g) => ({ kind: g.kind, name: g.name, stateId: stateIds[g.stateIndex]! })),
    )
    .returning({ id: branchGroups.id, kind: branchGroups.kind, name: branchGroups.name });
  const groupByKey = new Map(groupRows.map((r) => [`${r.kind}|${r.name}`, r.id]));
  const groupId = (kind: string, stateIndex: number, position: number) => {
    const group = plan.groups.find(
      (g) => g.kind === kind && g.stateIndex === stateIndex && g.position === position,
    );
    if (!group) throw new Error(`No ${kind} group ${position} in state ${stateIndex}`);
    return required(groupByKey, `${kind}|${group.name}`);
  };

  const branchRows = await tx
    .insert(branches)
    .values(
      plan.branches.map((b) => ({
        code: b.code,
        name: b.name,
        level: b.level,
        stateId: stateIds[b.stateIndex]!,
        districtId: districtIds[b.stateIndex]![b.districtIndex]!,
        masterBranchId: groupId('master', b.stateIndex, b.groups.master),
        admissionBranchId: groupId('admission', b.stateIndex, b.groups.admission),
        payrollBranchId: groupId('payroll', b.stateIndex, b.groups.payroll),
        accountingBranchId: groupId('accounting', b.stateIndex, b.groups.accounting),
        officeTypeId: required(reference.officeTypeIds, b.officeType),
        coed: b.coed,
        hostelCampus: b.hostelCampus,
        isCbse: b.isCbse,
        apexId: b.apexId,
      })),
    )
    .returning({ id: branches.id, code: branches.code });
  const branchByCode = new Map(branchRows.map((r) => [r.code, r.id]));
  const branchIds = plan.branches.map((b) => required(branchByCode, b.code));

  // Sections can run to thousands of rows: one unnest() statement.
  interface SectionRow {
    branchId: number;
    courseId: number;
    academicYearId: number;
    name: string;
  }
  const sections = new ColumnBuffer<SectionRow>([
    { name: 'branch_id', type: 'int4', value: (r) => r.branchId },
    { name: 'course_id', type: 'int4', value: (r) => r.courseId },
    { name: 'academic_year_id', type: 'int4', value: (r) => r.academicYearId },
    { name: 'name', type: 'text', value: (r) => r.name },
  ]);
  plan.branches.forEach((b, branchIndex) => {
    for (const course of b.courses) {
      for (const year of course.years) {
        for (let s = 0; s < year.sections; s++) {
          sections.push({
            branchId: branchIds[branchIndex]!,
            courseId: reference.courseIds[course.course]!,
            academicYearId: year.academicYearId,
            name: sectionName(s),
          });
        }
      }
    }
  });
  const inserted = await tx.execute<{
    id: number;
    branch_id: number;
    course_id: number;
    academic_year_id: number;
    name: string;
  }>(
    sql`${sections.toInsert('sections')} RETURNING id, branch_id, course_id, academic_year_id, name`,
  );
  const byKey = new Map<string, { id: number; name: string }[]>();
  for (const row of inserted.rows) {
    const key = `${row.branch_id}|${row.course_id}|${row.academic_year_id}`;
    const list = byKey.get(key) ?? [];
    list.push({ id: row.id, name: row.name });
    byKey.set(key, list);
  }
  const sectionIds = new Map<string, number[]>();
  plan.branches.forEach((b, branchIndex) => {
    for (const course of b.courses) {
      for (const year of course.years) {
        const key = `${branchIds[branchIndex]}|${reference.courseIds[course.course]}|${year.academicYearId}`;
        const list = (byKey.get(key) ?? []).sort((x, y) => x.name.localeCompare(y.name));
        sectionIds.set(
          sectionKey(branchIndex, course.course, year.academicYearId),
          list.map((s) => s.id),
        );
      }
    }
  });

  return { stateIds, districtIds, branchIds, sectionIds, sectionCount: sections.length };
}
