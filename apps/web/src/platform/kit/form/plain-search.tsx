import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useRef, type CSSProperties } from 'react';
import './plain-search.css';

/**
 * A search field drawn as antd's Input with a search icon before the text and the clear button
 * after it (`allowClear`), for the filters every page shows: home's module search, the module
 * menu's. antd's Input brings rc-input with its text area and counters and the input styles
 * (about 9 kB gzip) for a field that filters a list already on screen.
 */
export function PlainSearch({
  value,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  size,
  className,
  style,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  'aria-label': string;
  size?: 'small';
  className?: string;
  style?: CSSProperties;
}) {
  const input = useRef<HTMLInputElement>(null);
  const classes = ['plain-search', size === 'small' && 'plain-search-sm', className];
  return (
    <span className={classes.filter(Boolean).join(' ')} style={style}>
      <SearchOutlined className="plain-search-icon" />
      <input
        ref={input}
        type="text"
        value={value}
        placeholder={placeholder}
        aria-label={ariaLabel}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className={value ? 'plain-search-clear' : 'plain-search-clear plain-search-clear-hidden'}
        aria-label="Clear"
        onClick={() => {
          onChange('');
          input.current?.focus();
        }}
      >
        <CloseCircleFilled aria-hidden="true" />
      </button>
    </span>
  );
}
