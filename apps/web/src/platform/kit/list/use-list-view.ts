import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_QUERY, useMediaQuery } from '../layout/use-media-query.ts';
import { useSession } from '../../core/session/use-session.ts';
import { tokenUser } from '../../core/session/token-expiry.ts';
import type { ListColumn, ListConfig } from './list-config.ts';
import {
  isCustomised,
  isHideable,
  isShown,
  listViewKey,
  NO_CHOICE,
  readListViewChoice,
  writeListViewChoice,
  type Density,
  type ListViewChoice,
} from './list-view.ts';

/** One entry of the column chooser. */
export interface ColumnChoice {
  key: string;
  title: string;
  shown: boolean;
  hideable: boolean;
}

/** The table's columns and density as the signed-in user keeps them for this list. */
export interface ListView<Row> {
  /** The configured columns the table shows, in their order. */
  columns: readonly ListColumn<Row>[];
  /** Every column with whether it shows and whether it may be hidden. */
  choices: readonly ColumnChoice[];
  setShown: (key: string, shown: boolean) => void;
  density: Density;
  setDensity: (density: Density) => void;
  /** Back to the screen's default columns and density, forgetting the kept choice. */
  reset: () => void;
  /** Something differs from the default. */
  customised: boolean;
}

/**
 * The list's name in the kept view: its preset page (the calling entries and a student's calls
 * name theirs apart) or the route's path.
 */
function useListKey(config: ListConfig<unknown>): string {
  const { pathname } = useLocation();
  return config.presetPage ?? pathname;
}

export function useListView<Row>(config: ListConfig<Row>): ListView<Row> {
  const session = useSession();
  const userId = session ? tokenUser(session.accessToken) : null;
  const listKey = useListKey(config as ListConfig<unknown>);
  // Without a user id nothing is kept: the choice lasts for the page's life.
  const storageKey = userId ? listViewKey(userId, listKey) : null;
  const narrow = useMediaQuery(MOBILE_QUERY);

  const [kept, setKept] = useState(() => ({
    storageKey,
    choice: storageKey ? readListViewChoice(storageKey) : NO_CHOICE,
  }));
  // Another user or list in the same component: read theirs (during render, not in an effect,
  // so the table never draws one user's columns for another).
  let current = kept;
  if (kept.storageKey !== storageKey) {
    current = { storageKey, choice: storageKey ? readListViewChoice(storageKey) : NO_CHOICE };
    setKept(current);
  }
  const choice = current.choice;

  const choose = useCallback(
    (next: ListViewChoice) => {
      if (storageKey) writeListViewChoice(storageKey, next);
      setKept({ storageKey, choice: next });
    },
    [storageKey],
  );

  const { columns: configured, rowKey } = config;
  const choices = useMemo(
    () =>
      configured.map((column) => ({
        key: column.key,
        title: column.title,
        shown: isShown(column, rowKey, choice, narrow),
        hideable: isHideable(column, rowKey),
      })),
    [configured, rowKey, choice, narrow],
  );
  const columns = useMemo(
    () => configured.filter((column) => isShown(column, rowKey, choice, narrow)),
    [configured, rowKey, choice, narrow],
  );

  return {
    columns,
    choices,
    setShown: (key, shown) => choose({ ...choice, columns: { ...choice.columns, [key]: shown } }),
    density: choice.density,
    setDensity: (density) => choose({ ...choice, density }),
    reset: () => choose(NO_CHOICE),
    customised: isCustomised(choice),
  };
}
