import { Col, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  loadError,
  multiSelect,
  toOptions,
  type TargetingSectionProps,
} from './targeting-controls.tsx';
import { TargetingField } from './targeting-field.tsx';
import { EMPLOYEE_NUMBER } from './targeting-options.ts';
import type { TargetingAssets } from './use-targeting-assets.ts';

/**
 * The refinements only staff have; columns of the form's "Refine" row. Employee numbers are
 * typed or pasted, not looked up: malformed ones are named in an alert and left out.
 */
export function TargetingStaffRefinements({
  value,
  set,
  id,
  disabled,
  assets: { designations, departments, subCategories },
}: TargetingSectionProps & {
  assets: Pick<TargetingAssets, 'designations' | 'departments' | 'subCategories'>;
}) {
  // Lives here, so switching the audience to parents (which drops the employee numbers) also
  // drops the complaint about them.
  const [employeeError, setEmployeeError] = useState<string | null>(null);

  return (
    <>
      <Col xs={24} sm={12} lg={8}>
        <TargetingField id={id('designations')} label="Designations" hint={loadError(designations)}>
          <Select
            id={id('designations')}
            {...multiSelect(disabled, 'Designations')}
            placeholder="All designations"
            loading={designations.isLoading}
            options={toOptions(designations.data)}
            value={value.designation_ids ?? []}
            onChange={(next: number[]) => set({ designation_ids: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <TargetingField id={id('departments')} label="Departments" hint={loadError(departments)}>
          <Select
            id={id('departments')}
            {...multiSelect(disabled, 'Departments')}
            placeholder="All departments"
            loading={departments.isLoading}
            options={toOptions(departments.data)}
            value={value.department_ids ?? []}
            onChange={(next: number[]) => set({ department_ids: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <TargetingField
          id={id('sub-categories')}
          label="Sub-categories"
          hint={loadError(subCategories)}
        >
          <Select
            id={id('sub-categories')}
            {...multiSelect(disabled, 'Sub-categories')}
            placeholder="All sub-categories"
            loading={subCategories.isLoading}
            options={toOptions(subCategories.data)}
            value={value.sub_category_ids ?? []}
            onChange={(next: number[]) => set({ sub_category_ids: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24}>
        <TargetingField
          id={id('employee-numbers')}
          label="Employee numbers"
          hint={
            employeeError ? (
              <Typography.Text type="danger" role="alert">
                {employeeError}
              </Typography.Text>
            ) : (
              'Paste or type 7 to 9 digit employee numbers, separated by commas.'
            )
          }
        >
          <Select
            id={id('employee-numbers')}
            {...multiSelect(disabled, 'Employee numbers')}
            mode="tags"
            tokenSeparators={[',', ' ', '\n']}
            placeholder="Any staff member"
            status={employeeError ? 'error' : undefined}
            open={false}
            value={(value.employee_numbers ?? []).map(String)}
            onChange={(next: string[]) => {
              const trimmed = next.map((number) => number.trim()).filter(Boolean);
              const invalid = trimmed.filter((number) => !EMPLOYEE_NUMBER.test(number));
              setEmployeeError(
                invalid.length > 0
                  ? `Not an employee number (7 to 9 digits): ${invalid.join(', ')}`
                  : null,
              );
              set({
                employee_numbers: [
                  ...new Set(trimmed.filter((number) => EMPLOYEE_NUMBER.test(number)).map(Number)),
                ],
              });
            }}
          />
        </TargetingField>
      </Col>
    </>
  );
}
