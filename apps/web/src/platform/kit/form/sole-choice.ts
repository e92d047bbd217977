import { isValidElement, type ReactElement } from 'react';

// A single choice with one option is no choice (issue 25: a principal with one branch had to
// pick the "Organising branch" from a one-item list). A control that offers its choices as
// `options` (antd's Select, Radio.Group) and takes one value, offering exactly one, answers it.

type Option = { value: unknown } | string | number;

/** The one option a single-choice control offers, or undefined (none, several, or multiple). */
export function soleChoice(control: ReactElement): { value: unknown } | undefined {
  if (!isValidElement<{ options?: unknown; mode?: unknown; disabled?: boolean }>(control))
    return undefined;
  const { options, mode, disabled } = control.props;
  if (mode !== undefined || disabled || !Array.isArray(options) || options.length !== 1)
    return undefined;
  const [option] = options as Option[];
  if (typeof option === 'string' || typeof option === 'number') return { value: option };
  return option && typeof option === 'object' && 'value' in option
    ? { value: option.value }
    : undefined;
}
