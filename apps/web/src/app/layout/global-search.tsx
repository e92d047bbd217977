import { SearchOutlined } from '@ant-design/icons';
import { isSearchable, SearchMessages, type SearchAnswer } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { tourTarget } from '../tour/tour-store.ts';
import { CONSOLE_SHORTCUTS } from '../../platform/kit/layout/keyboard-shortcuts.ts';
import { isSearchShortcut } from './search-shortcut.ts';
import { useDebounced } from './use-debounced.ts';
import './global-search.css';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

type Group = SearchAnswer['groups'][number];
type Hit = Group['hits'][number];

/** A full group's last option: its module's list filtered by the text ("See all"). */
const seeAllOf = (group: Group): Hit | null =>
  group.see_all
    ? { id: -1, title: `See all ${group.label.toLowerCase()}`, secondary: '', path: group.see_all }
    : null;

/** A group's options: its hits, then "See all" when the server offers it. */
const optionsOf = (group: Group): Hit[] => {
  const seeAll = seeAllOf(group);
  return seeAll ? [...group.hits, seeAll] : group.hits;
};

/**
 * The header's search (issue 13): people and items the user may read, by name, number or id.
 * "/" focuses it (outside fields); the results are a listbox grouped by kind: arrows move,
 * Enter opens, Escape closes. A plain input rather than antd's, and the call loaded with the
 * first search: the header is on every page, sign-in's neighbour home included.
 */
export function GlobalSearch({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const [academicYearId] = useAcademicYear();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-hit-${index}`;

  const typed = text.trim();
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(settled);
  const results = useQuery({
    queryKey: ['search', academicYearId, settled],
    queryFn: async ({ signal }) =>
      (await import('./search-api.ts')).searchConsole(settled, academicYearId, signal),
    enabled: open && searchable,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const answer = searchable ? results.data : undefined;
  const hits: Hit[] = useMemo(() => answer?.groups.flatMap(optionsOf) ?? [], [answer]);
  const waiting = typed !== settled || (searchable && (results.isFetching || !answer));

  useEffect(() => setActive(0), [answer]);
  // The active result stays in sight as the arrows move past the panel's edge.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  // "/" from anywhere outside a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setActive(0);
  };
  const openHit = (hit: Hit | undefined) => {
    if (!hit) return;
    close();
    setText('');
    input.current?.blur();
    void navigate(hit.path);
  };

  const showPanel = open && typed !== '';
  const status = !isSearchable(typed)
    ? SearchMessages.tooShort
    : waiting && hits.length === 0
      ? 'Searching…'
      : results.isError
        ? 'The search failed. Try again.'
        : hits.length === 0
          ? `No matches for “${typed}”.`
          : null;

  let index = -1;
  return (
    <div
      ref={box}
      id={tourTarget('home', 'search')}
      className={compact ? 'global-search global-search-compact' : 'global-search'}
      onBlur={(event) => {
        // The window losing focus (another window, a dialog of the browser's) leaves the
        // field focused within the page: the results stay for the user's return.
        if (event.relatedTarget === null && document.activeElement === input.current) return;
        if (!box.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label className="global-search-field">
        <SearchOutlined aria-hidden="true" className="global-search-icon" />
        <span className="visually-hidden">Search</span>
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showPanel && hits.length > 0 ? optionId(active) : undefined}
          aria-keyshortcuts={CONSOLE_SHORTCUTS.search.aria}
          aria-describedby={`${ids}-status`}
          autoComplete="off"
          spellCheck={false}
          placeholder={compact ? 'Search' : 'Search people, passes, messages…'}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((at) => Math.min(at + 1, Math.max(hits.length - 1, 0)));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((at) => Math.max(at - 1, 0));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              if (showPanel) openHit(hits[active]);
            } else if (event.key === 'Escape') {
              if (showPanel) {
                event.preventDefault();
                close();
              } else {
                input.current?.blur();
              }
            }
          }}
        />
        {!compact && (
          <kbd className="global-search-kbd" aria-hidden="true">
            /
          </kbd>
        )}
      </label>
      {/* Focusable: a long answer scrolls, and a keyboard must be able to scroll it too. */}
      <div
        className="global-search-panel"
        hidden={!showPanel}
        tabIndex={showPanel ? 0 : -1}
        aria-label="Search results panel"
        role="region"
      >
        <div id={`${ids}-status`} role="status" className="global-search-status">
          {showPanel ? status : null}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          aria-busy={waiting}
          className="global-search-list"
        >
          {showPanel &&
            answer?.groups.map((group) => (
              <div
                key={group.kind}
                role="group"
                aria-labelledby={`${ids}-group-${group.kind}`}
                className="global-search-group"
              >
                <div
                  id={`${ids}-group-${group.kind}`}
                  role="presentation"
                  className="global-search-group-label"
                >
                  {group.label}
                </div>
                {optionsOf(group).map((hit) => {
                  index += 1;
                  const at = index;
                  const seeAll = hit.id === -1;
                  return (
                    <div
                      key={`${group.kind}-${hit.id}`}
                      data-see-all={seeAll || undefined}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === active}
                      className={
                        at === active
                          ? 'global-search-hit global-search-active'
                          : 'global-search-hit'
                      }
                      // Keep the field focused: the click opens, the blur would close first.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(at)}
                      onClick={() => openHit(hit)}
                    >
                      <span className="global-search-title">{hit.title}</span>
                      {!seeAll && <span className="global-search-secondary">{hit.secondary}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
