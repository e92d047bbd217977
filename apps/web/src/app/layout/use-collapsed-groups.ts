import { useState } from 'react';

const KEY = 'console.menu_collapsed_groups';

function read(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The menu groups the user folded, kept in this browser (a preference, not a user's data). */
export function useCollapsedGroups(): [string[], (keys: string[]) => void] {
  const [collapsed, setCollapsed] = useState(read);
  return [
    collapsed,
    (keys) => {
      setCollapsed(keys);
      localStorage.setItem(KEY, JSON.stringify(keys));
    },
  ];
}
