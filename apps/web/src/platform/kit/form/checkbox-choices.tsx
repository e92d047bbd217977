import { Checkbox } from 'antd';
import type { ComponentProps } from 'react';

type CheckboxGroupProps = ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * antd's Checkbox.Group for a form field. Form.Item hands its control `aria-required` for a
 * required rule; on the group's plain div that is axe's critical `aria-allowed-attr` (the push
 * form's Platforms and Applications). The group is a `group` (its boxes announced together)
 * and the required state is left to the label's mark and the rule's message: ARIA allows
 * `aria-required` on no checkbox role.
 */
export function CheckboxChoices({ 'aria-required': _required, ...props }: CheckboxGroupProps) {
  return <Checkbox.Group role="group" {...props} />;
}
