import { Button, Flex } from 'antd';
import { useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../layout/use-media-query.ts';
import { PresetFilters } from '../preset-filters/preset-filters.tsx';
import { splitFilters } from './list-filter-split.ts';
import { FilterControl } from './list-filters.tsx';
import { ListViewControls } from './list-view-controls.tsx';
import { MoreFilters } from './more-filters.tsx';
import { SearchBox } from './search-box.tsx';
import type { ListController } from './use-list-controller.ts';

// The row of filters over any view: the primary filters, the search box, "More filters (n)" for
// the rest, "Clear filters", and at the row's right end the saved presets and the table's
// settings (columns, density); every change goes through the controller to the URL.

interface ListFilterBarProps<Row> {
  controller: ListController<Row>;
  /** The region's name; "<title> filters" by default. */
  label?: string;
  /** Filters the page shows in controls of its own (tabs, segmented choices). */
  hidden?: ReadonlySet<string>;
  /** Offer saved presets (default true). */
  presets?: boolean;
  /** Offer the table's columns and density (default true; not over cards or a calendar). */
  tableSettings?: boolean;
  /** At the row's right end (e.g. an export). */
  children?: ReactNode;
}

export function ListFilterBar<Row>({
  controller,
  label,
  hidden,
  presets = true,
  tableSettings = true,
  children,
}: ListFilterBarProps<Row>) {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(MOBILE_QUERY);
  const { config, state } = controller;
  const searchKeys = config.search ?? [];
  const appliedSearch = searchKeys
    .map((key) => ({ key: key.key, value: state.values[key.key] }))
    .find((entry): entry is { key: string; value: string } => typeof entry.value === 'string');
  const shown = (config.filters ?? []).filter((filter) => !hidden?.has(filter.key));
  const { primary, more } = splitFilters(shown, narrow);

  return (
    <Flex
      gap={12}
      wrap
      align="flex-start"
      role="search"
      aria-label={label ?? `${config.title} filters`}
    >
      {primary.map((filter) => (
        <FilterControl
          key={filter.key}
          filter={filter}
          values={state.values}
          onChange={controller.setFilters}
        />
      ))}
      {searchKeys.length > 0 && (
        <SearchBox keys={searchKeys} applied={appliedSearch ?? null} onSearch={controller.search} />
      )}
      <MoreFilters
        filters={more}
        values={state.values}
        onChange={controller.setFilters}
        onClearAll={controller.clearFilters}
        filtered={controller.filtered}
      />
      {controller.filtered && (
        <Button type="link" onClick={controller.clearFilters}>
          Clear filters
        </Button>
      )}
      {(presets || children || tableSettings) && (
        <Flex gap={8} wrap align="center" style={{ marginLeft: 'auto' }}>
          {children}
          {presets && (
            <PresetFilters
              page={config.presetPage ?? pathname}
              current={state.values}
              onApply={controller.applyPreset}
            />
          )}
          {tableSettings && <ListViewControls view={controller.view} />}
        </Flex>
      )}
    </Flex>
  );
}
