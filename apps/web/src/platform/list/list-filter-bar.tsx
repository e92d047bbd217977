import { Button, Flex } from 'antd';
import { useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { PresetFilters } from '../preset-filters/preset-filters.tsx';
import { FilterControl } from './list-filters.tsx';
import { SearchBox } from './search-box.tsx';
import type { ListController } from './use-list-controller.ts';

// The row of filters over any view: one control per configured filter, the search box, "Clear
// filters" and the saved presets; every change goes through the controller to the URL.

interface ListFilterBarProps<Row> {
  controller: ListController<Row>;
  /** The region's name; "<title> filters" by default. */
  label?: string;
  /** Filters the page shows in controls of its own (tabs, segmented choices). */
  hidden?: ReadonlySet<string>;
  /** Offer saved presets (default true). */
  presets?: boolean;
  /** At the row's right end (e.g. an export). */
  children?: ReactNode;
}

export function ListFilterBar<Row>({
  controller,
  label,
  hidden,
  presets = true,
  children,
}: ListFilterBarProps<Row>) {
  const { pathname } = useLocation();
  const { config, state } = controller;
  const searchKeys = config.search ?? [];
  const appliedSearch = searchKeys
    .map((key) => ({ key: key.key, value: state.values[key.key] }))
    .find((entry): entry is { key: string; value: string } => typeof entry.value === 'string');

  return (
    <Flex
      gap={12}
      wrap
      align="flex-start"
      role="search"
      aria-label={label ?? `${config.title} filters`}
    >
      {(config.filters ?? [])
        .filter((filter) => !hidden?.has(filter.key))
        .map((filter) => (
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
      {controller.filtered && (
        <Button type="link" onClick={controller.clearFilters}>
          Clear filters
        </Button>
      )}
      {(presets || children) && (
        <Flex gap={8} wrap align="center" style={{ marginLeft: 'auto' }}>
          {children}
          {presets && (
            <PresetFilters
              page={config.presetPage ?? pathname}
              current={state.values}
              onApply={controller.applyPreset}
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
