import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ExportButton } from './export-button.tsx';
import type { ListConfig } from './list-config.ts';
import { ListFilterBar } from './list-filter-bar.tsx';
import { TableView } from './table-view.tsx';
import { useListController } from './use-list-controller.ts';
import { PageHeading } from '../layout/page-heading.tsx';

// The list screen most modules use, composed of the kit's parts: the controller, the filter
// bar, the table (with bulk actions when configured) and the export. Screens that need another
// arrangement or view build it from the same parts.

interface ListPageProps<Row> {
  config: ListConfig<Row>;
  /** Buttons of the module shown at the right of the title (e.g. "Create"). */
  actions?: ReactNode;
  /**
   * A summary of the filtered rows between the filters and the table (a chart, collapsed so
   * the table still comes first).
   */
  summary?: ReactNode;
}

export function ListPage<Row extends object>({ config, actions, summary }: ListPageProps<Row>) {
  const controller = useListController(config);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading>{config.title}</PageHeading>
        <Flex gap={8} wrap align="center">
          {actions}
          {config.exportFileName && (
            <ExportButton
              endpoint={config.endpoint}
              query={controller.query}
              fileName={config.exportFileName}
              disabled={controller.error !== null || (controller.loaded && controller.total === 0)}
            />
          )}
        </Flex>
      </Flex>
      <ListFilterBar controller={controller} />
      <InvalidValuesNote invalid={controller.invalid} />
      {summary}
      <TableView controller={controller} />
    </Flex>
  );
}

/** Values of a hand-edited address that fail their validator are left out, and said so. */
export function InvalidValuesNote({ invalid }: { invalid: Record<string, string> }) {
  if (Object.keys(invalid).length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Some values in the address are not valid and were left out of the search."
    />
  );
}
