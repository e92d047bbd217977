import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAccountSearch } from './content-settings-api.ts';

// Picks people by name, username or employee number (GET /user): a list of accounts is chosen
// from who they are, never by typing their numbers.

export interface PickedPerson {
  id: number;
  name: string;
}

interface AccountPickerProps {
  id?: string;
  'aria-label': string;
  value: readonly PickedPerson[];
  onChange: (people: PickedPerson[]) => void;
}

/** The text typed, once typing pauses: one search per pause, not per key. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export function AccountPicker({ id, value, onChange, ...rest }: AccountPickerProps) {
  const [typed, setTyped] = useState('');
  const text = useSettled(typed.trim());
  const found = useAccountSearch(text);
  const options = useMemo(() => {
    const chosen = value.map((person) => ({ value: person.id, label: person.name }));
    const more = (found.data ?? [])
      .filter((account) => !value.some((person) => person.id === account.id))
      .map((account) => ({
        value: account.id,
        label: `${account.name} · ${account.employee_number ?? account.username}${
          account.branch_name ? ` · ${account.branch_name}` : ''
        }`,
      }));
    return [...chosen, ...more];
  }, [found.data, value]);
  const names = new Map(options.map((option) => [option.value, option.label.split(' · ')[0]!]));

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      mode="multiple"
      showSearch
      filterOption={false}
      searchValue={typed}
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      loading={found.isFetching}
      placeholder="Type a name, username or employee number"
      notFoundContent={
        text ? (found.isFetching ? 'Searching…' : 'Nobody matches') : 'Type to find people'
      }
      value={value.map((person) => person.id)}
      options={options}
      onChange={(ids: number[]) => {
        onChange(
          ids.map((chosen) => ({ id: chosen, name: names.get(chosen) ?? `Account ${chosen}` })),
        );
        setTyped('');
      }}
      style={{ width: '100%' }}
    />
  );
}
