import { GlobalModule, type GatePassDecision, type GatePassRow } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';
import { ExportButton } from '../../platform/kit/list/export-button.tsx';
import { keepFocusInRows } from '../../platform/kit/list/row-focus.ts';
import { ListFilterBar } from '../../platform/kit/list/list-filter-bar.tsx';
import { InvalidValuesNote } from '../../platform/kit/list/list-page.tsx';
import { TableView } from '../../platform/kit/list/table-view.tsx';
import {
  useListController,
  type ListController,
} from '../../platform/kit/list/use-list-controller.ts';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { storeDecision } from './gate-pass-api.ts';
import { gatePassListConfig } from './gate-pass-list-config.tsx';
import { GatePassQueueSwitch } from './gate-pass-queue-switch.tsx';

// /gatepass: the gate passes of the branches the user reaches, as a queue: the Waiting / All
// switch over the kit's filter bar, table (with row and bulk decisions for those who may decide)
// and export.

export default function GatePassListPage() {
  const [academicYearId] = useAcademicYear();
  const me = useMe();
  const client = useQueryClient();
  const canChange = hasPermission(me.data, 'gatepass_update');
  // The branch filter offers the branches of the user's gate-pass scope.
  const branches = useTargetAsset('branch', {
    globalModuleId: GlobalModule.gate_pass,
    academicYearId,
  });
  const table = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<ListController<GatePassRow> | null>(null);
  // After a decision in a row the list is read again (a decided pass leaves the Waiting view)
  // and the focus goes on to the next waiting pass's buttons: the ones pressed are gone.
  const onRowDecided = useCallback((answer: GatePassDecision) => {
    // A table row, or on a phone the pass's card.
    const row = table.current?.querySelector<HTMLElement>(`[data-row-key="${answer.id}"]`);
    keepFocusInRows(row ?? null, '[data-pass-action]');
    void controllerRef.current?.refresh();
  }, []);
  const onBulkDecided = useCallback(
    (answer: GatePassDecision) => storeDecision(client, answer),
    [client],
  );
  const config = useMemo(
    () =>
      gatePassListConfig(branches.data ?? [], academicYearId, {
        canChange,
        onRowDecided,
        onBulkDecided,
      }),
    [branches.data, academicYearId, canChange, onRowDecided, onBulkDecided],
  );
  const controller = useListController(config);
  controllerRef.current = controller;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading>{config.title}</PageHeading>
        <ExportButton
          endpoint={config.endpoint}
          query={controller.query}
          fileName={config.exportFileName!}
          disabled={controller.error !== null || (controller.loaded && controller.total === 0)}
        />
      </Flex>
      <GatePassQueueSwitch controller={controller} />
      <ListFilterBar controller={controller} />
      <InvalidValuesNote invalid={controller.invalid} />
      <div ref={table}>
        <TableView controller={controller} />
      </div>
    </Flex>
  );
}
