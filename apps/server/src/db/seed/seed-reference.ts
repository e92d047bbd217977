import {
  ACADEMIC_YEARS,
  CURRENT_ACADEMIC_YEAR_ID,
  SEGMENTS,
  SELECTABLE_ACADEMIC_YEAR_IDS,
} from '@console/contract';
import {
  academicYears,
  batches,
  courses,
  departments,
  designations,
  groups,
  officeTypes,
  programs,
  segments,
  staffCategories,
  subCategories,
  subjects,
} from '../../organisation/organisation.table.ts';
import type { Executor } from './bulk-insert.ts';
import {
  COURSES,
  DEPARTMENTS,
  DESIGNATIONS,
  GROUPS,
  OFFICE_TYPES,
  PROGRAM_YEARS,
  STAFF_CATEGORIES,
  SUBJECTS,
} from './reference-data.ts';

/** Ids of the reference rows, by position in the reference lists (or by name). */
export interface ReferenceIds {
  /** By COURSES index. */
  courseIds: number[];
  /** By COURSES index, then the course's batch index. */
  batchIds: number[][];
  officeTypeIds: Map<string, number>;
  departmentIds: Map<string, number>;
  subCategoryIds: Map<string, number>;
}

/** The fixed lists: segments, academic years, courses and batches, subjects, programs, … */
export async function seedReference(tx: Executor): Promise<ReferenceIds> {
  await tx.insert(segments).values(SEGMENTS.map((s) => ({ ...s })));
  await tx.insert(academicYears).values(
    ACADEMIC_YEARS.map((y) => ({
      id: y.id,
      name: y.name,
      startYear: y.start_year,
      isCurrent: y.id === CURRENT_ACADEMIC_YEAR_ID,
      isSelectable: (SELECTABLE_ACADEMIC_YEAR_IDS as readonly number[]).includes(y.id),
    })),
  );

  // Rows are matched back to the lists by their natural keys, not by RETURNING's order.
  const courseRows = await tx
    .insert(courses)
    .values(COURSES.map((c) => ({ name: c.name, segmentId: c.segmentId })))
    .returning({ id: courses.id, name: courses.name, segmentId: courses.segmentId });
  const courseByKey = new Map(courseRows.map((r) => [`${r.segmentId}|${r.name}`, r.id]));
  const courseIds = COURSES.map((c) => required(courseByKey, `${c.segmentId}|${c.name}`));
  const batchRows = await tx
    .insert(batches)
    .values(
      COURSES.flatMap((c, i) => c.batches.map((b) => ({ courseId: courseIds[i]!, name: b.name }))),
    )
    .returning({ id: batches.id, courseId: batches.courseId, name: batches.name });
  const batchByKey = new Map(batchRows.map((r) => [`${r.courseId}|${r.name}`, r.id]));
  const batchIds = COURSES.map((c, i) =>
    c.batches.map((b) => required(batchByKey, `${courseIds[i]}|${b.name}`)),
  );

  await tx.insert(subjects).values([...SUBJECTS]);
  const groupRows = await tx
    .insert(groups)
    .values(GROUPS.map((g) => ({ name: g.name })))
    .returning({ id: groups.id, name: groups.name });
  const groupIds = new Map(groupRows.map((r) => [r.name, r.id]));
  await tx
    .insert(programs)
    .values(
      PROGRAM_YEARS.flatMap((academicYearId) =>
        GROUPS.flatMap((g) =>
          g.programs.map((name) => ({ groupId: required(groupIds, g.name), academicYearId, name })),
        ),
      ),
    );

  const officeRows = await tx
    .insert(officeTypes)
    .values(OFFICE_TYPES.map((name) => ({ name })))
    .returning({ id: officeTypes.id, name: officeTypes.name });
  await tx.insert(designations).values(DESIGNATIONS.map(({ id, name }) => ({ id, name })));
  const departmentRows = await tx
    .insert(departments)
    .values(DEPARTMENTS.map((name) => ({ name })))
    .returning({ id: departments.id, name: departments.name });

  const subCategoryIds = new Map<string, number>();
  for (const [category, subs] of Object.entries(STAFF_CATEGORIES)) {
    const [row] = await tx
      .insert(staffCategories)
      .values({ name: category })
      .returning({ id: staffCategories.id });
    const subRows = await tx
      .insert(subCategories)
      .values(subs.map((name) => ({ categoryId: row!.id, name })))
      .returning({ id: subCategories.id, name: subCategories.name });
    for (const sub of subRows) subCategoryIds.set(sub.name, sub.id);
  }

  return {
    courseIds,
    batchIds,
    officeTypeIds: new Map(officeRows.map((r) => [r.name, r.id])),
    departmentIds: new Map(departmentRows.map((r) => [r.name, r.id])),
    subCategoryIds,
  };
}

export function required<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed reference missing: ${String(key)}`);
  return value;
}
