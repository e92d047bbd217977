import type { TargetingFilter } from '@console/contract';
import { Col, Radio, Row } from 'antd';
import type { TargetingSectionProps } from './targeting-controls.tsx';
import { TargetingField } from './targeting-field.tsx';
import {
  TARGET_METHOD_OPTIONS,
  USER_TYPE_OPTIONS,
  type TargetUserType,
} from './targeting-options.ts';
import { withTargetMethod, withUserType } from './targeting-rules.ts';

/** Who (parents or staff) and how they are located (all, or by state, district or branch). */
export function TargetingAudienceRow({
  value,
  onChange,
  id,
  disabled,
  userTypes,
}: Omit<TargetingSectionProps, 'set'> & {
  onChange: (next: TargetingFilter) => void;
  /** The audiences offered (a meeting's attendees are staff only); both by default. */
  userTypes?: readonly TargetUserType[] | undefined;
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={10}>
        <TargetingField id={id('user-type')} label="User type">
          <Radio.Group
            id={id('user-type')}
            aria-label="User type"
            optionType="button"
            buttonStyle="solid"
            disabled={disabled}
            value={value.user_type}
            options={USER_TYPE_OPTIONS.filter(
              (option) => !userTypes || userTypes.includes(option.value),
            )}
            onChange={(event) => onChange(withUserType(value, event.target.value))}
          />
        </TargetingField>
      </Col>
      <Col xs={24} md={14}>
        <TargetingField id={id('method')} label="Target method">
          <Radio.Group
            id={id('method')}
            aria-label="Target method"
            optionType="button"
            disabled={disabled}
            value={value.target_method}
            options={TARGET_METHOD_OPTIONS}
            onChange={(event) => onChange(withTargetMethod(value, event.target.value))}
          />
        </TargetingField>
      </Col>
    </Row>
  );
}
