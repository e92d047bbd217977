import type { TargetingFilter } from '@console/contract';
import { Col, Row, Select } from 'antd';
import {
  loadError,
  multiSelect,
  toOptions,
  type TargetingSectionProps,
} from './targeting-controls.tsx';
import { TargetingField } from './targeting-field.tsx';
import { branchChoices, districtChoices, withDistricts, withStates } from './targeting-rules.ts';
import type { TargetingAssets } from './use-targeting-assets.ts';

/**
 * Where, when the method is not "all": states, then districts, then branches, down to the
 * method's level. A higher level narrows the lists below it.
 */
export function TargetingLocationPickers({
  value,
  onChange,
  set,
  id,
  disabled,
  assets: { states, districts, branches },
}: TargetingSectionProps & {
  onChange: (next: TargetingFilter) => void;
  assets: Pick<TargetingAssets, 'states' | 'districts' | 'branches'>;
}) {
  const method = value.target_method;
  const allBranches = branches.data ?? [];
  const allDistricts = districts.data ?? [];
  const districtOptions = toOptions(districtChoices(allDistricts, value));
  const branchOptions = branchChoices(allBranches, value).map((branch) => ({
    value: branch.id,
    label: `${branch.name} (${branch.code})`,
  }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <TargetingField
          id={id('states')}
          label="States"
          hint={
            method === 'state' ? undefined : (loadError(states) ?? 'Narrows the lists to the right')
          }
        >
          <Select
            id={id('states')}
            {...multiSelect(disabled, 'States')}
            placeholder={method === 'state' ? 'Choose states' : 'Any state'}
            loading={states.isLoading}
            options={toOptions(states.data)}
            value={value.state_ids ?? []}
            onChange={(next: number[]) =>
              onChange(withStates(value, next, allDistricts, allBranches))
            }
          />
        </TargetingField>
      </Col>
      {method !== 'state' && (
        <Col xs={24} md={8}>
          <TargetingField id={id('districts')} label="Districts" hint={loadError(districts)}>
            <Select
              id={id('districts')}
              {...multiSelect(disabled, 'Districts')}
              placeholder={method === 'district' ? 'Choose districts' : 'Any district'}
              loading={districts.isLoading}
              options={districtOptions}
              value={value.district_ids ?? []}
              onChange={(next: number[]) => onChange(withDistricts(value, next, allBranches))}
            />
          </TargetingField>
        </Col>
      )}
      {method === 'branch' && (
        <Col xs={24} md={8}>
          <TargetingField id={id('branches')} label="Branches" hint={loadError(branches)}>
            <Select
              id={id('branches')}
              {...multiSelect(disabled, 'Branches')}
              placeholder="Choose branches"
              loading={branches.isLoading}
              options={branchOptions}
              value={value.branch_ids ?? []}
              onChange={(next: number[]) => set({ branch_ids: next })}
            />
          </TargetingField>
        </Col>
      )}
    </Row>
  );
}
