import { Input, Select, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { SearchKey } from './list-config.ts';

// The search box shared by list screens (000 §5): a key selector and a text input whose value is
// checked with the contract's validator for that key. While the text is invalid its message shows
// under the box and nothing is searched.

export function validateSearch(key: SearchKey, text: string): string | null {
  const value = text.trim();
  if (value === '' || !key.validator) return null;
  const result = key.validator.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

interface SearchBoxProps {
  keys: readonly SearchKey[];
  /** The search currently applied (from the URL). */
  applied: { key: string; value: string } | null;
  /** Called with the validated text, or undefined to clear the search. */
  onSearch: (key: string, value: string | undefined) => void;
}

export function SearchBox({ keys, applied, onSearch }: SearchBoxProps) {
  const [keyName, setKeyName] = useState(applied?.key ?? keys[0]?.key ?? '');
  const [text, setText] = useState(applied?.value ?? '');
  const messageId = useId();

  // Follow the URL when it changes under us (back button, preset applied).
  const appliedKey = applied?.key;
  const appliedValue = applied?.value;
  useEffect(() => {
    if (appliedKey !== undefined) setKeyName(appliedKey);
    setText(appliedValue ?? '');
  }, [appliedKey, appliedValue]);

  const key = keys.find((candidate) => candidate.key === keyName) ?? keys[0];
  if (!key) return null;
  const error = validateSearch(key, text);

  const submit = (value: string) => {
    if (validateSearch(key, value)) return;
    onSearch(key.key, value.trim() === '' ? undefined : value.trim());
  };

  return (
    // Within the screen's width on a phone: the text field gives way, not the page.
    <div style={{ maxWidth: '100%' }}>
      <Space.Compact style={{ maxWidth: '100%' }}>
        {keys.length > 1 && (
          <Select
            aria-label="Search by"
            value={key.key}
            style={{ width: 150, flexShrink: 0 }}
            options={keys.map((candidate) => ({ value: candidate.key, label: candidate.label }))}
            onChange={(next: string) => {
              setKeyName(next);
              // Moving the applied text to another key would search something else silently.
              if (applied) onSearch(applied.key, undefined);
            }}
          />
        )}
        <Input.Search
          aria-label={`Search by ${key.label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          placeholder={key.placeholder ?? `Search by ${key.label}`}
          allowClear
          status={error ? 'error' : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing the box (the clear icon) clears the search at once.
            if (event.target.value === '' && applied) onSearch(applied.key, undefined);
          }}
          onSearch={submit}
          enterButton
          style={{ width: 280, minWidth: 0, flexShrink: 1 }}
        />
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" id={messageId} role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
