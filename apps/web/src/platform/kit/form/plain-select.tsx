import { DownOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import './plain-select.css';

export interface PlainSelectOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A native <select> drawn as antd's single Select (border, radius, arrow, hover and focus), for
 * the controls every page shows: the header's academic year, home's sort. antd's Select brings
 * rc-select and its virtual list (about 22 kB gzip) to a page that offers two or four choices;
 * the native one keeps the name, the keyboard (arrows, type to find, Alt+Down to open) and the
 * phone's own picker. Its open list is the browser's, not antd's.
 */
export function PlainSelect<Value extends string | number>({
  value,
  options,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  style,
  id,
}: {
  value: Value | undefined;
  options: readonly PlainSelectOption<Value>[];
  onChange: (value: Value) => void;
  /** Shown while nothing is chosen; not a choice itself. */
  placeholder?: string;
  'aria-label': string;
  style?: CSSProperties;
  id?: string;
}) {
  const chosen = options.findIndex((option) => option.value === value);
  return (
    <span className="plain-select" style={style}>
      <select
        id={id}
        aria-label={ariaLabel}
        value={chosen < 0 ? '' : String(chosen)}
        className={chosen < 0 ? 'plain-select-empty' : undefined}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          if (option) onChange(option.value);
        }}
      >
        {chosen < 0 && (
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
      <DownOutlined className="plain-select-arrow" aria-hidden="true" />
    </span>
  );
}
