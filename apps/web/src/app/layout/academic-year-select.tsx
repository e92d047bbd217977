import { ACADEMIC_YEARS, SELECTABLE_ACADEMIC_YEAR_IDS } from '@console/contract';
import { Select } from 'antd';
import { useAcademicYear } from '../../platform/academic-year/use-academic-year.ts';

const OPTIONS = ACADEMIC_YEARS.filter((year) =>
  (SELECTABLE_ACADEMIC_YEAR_IDS as readonly number[]).includes(year.id),
).map((year) => ({ value: year.id, label: `AY ${year.name}` }));

/** The global academic year (000 §1, §9): years 19 and 20, 20 by default. */
export function AcademicYearSelect({ mobile }: { mobile?: boolean }) {
  const [academicYearId, setAcademicYearId] = useAcademicYear();
  return (
    <Select
      aria-label="Academic year"
      value={academicYearId}
      options={OPTIONS}
      onChange={setAcademicYearId}
      placeholder={mobile ? 'Select AY' : 'Academic year'}
      style={{ width: mobile ? 120 : 140 }}
    />
  );
}
