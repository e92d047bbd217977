import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { CalendarOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { EVENT_SCHEDULE_PAST_MONTHS, GlobalModule } from '@console/contract';
import { Button, Flex, Segmented, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ExportButton } from '../../platform/kit/list/export-button.tsx';
import { CardGridView } from '../../platform/kit/list/card-grid-view.tsx';
import { ListFilterBar } from '../../platform/kit/list/list-filter-bar.tsx';
import { useListController } from '../../platform/kit/list/use-list-controller.ts';
import { useMe } from '../../platform/core/me/use-me.ts';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { useModuleInputs, useScheduleWindow } from './api.ts';
import { EventCard } from './event-card.tsx';
import { mayChangeEvent, mayCreateEvents, mayManageSchedules } from './event-rights.ts';
import {
  BOARD_KEY,
  BOARD_OPTIONS,
  OWN_CONTROLS,
  RATING_KEY,
  RATING_OPTIONS,
  TAB_KEY,
  TAB_OPTIONS,
  galleryConfig,
} from './gallery-config.ts';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';

// /event-gallery: the events as a grid of photo cards (the list controller's CardGridView), with
// the table tabs (all, uploaded, not-uploaded), the ratings and board filters of 001 §9 and the
// rest; all of it in the URL.

/** The default of a tab or segmented filter ("all", "All") is its absence from the address. */
const orAbsent = (value: string, fallback: string) => (value === fallback ? undefined : value);

export default function EventGalleryPage() {
  const [academicYearId] = useAcademicYear();
  const me = useMe().data;
  const inputs = useModuleInputs().data;
  const branchAssets = useTargetAsset('branch', {
    globalModuleId: GlobalModule.events,
    academicYearId,
  }).data;
  const branches = useMemo(
    () => (branchAssets ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    [branchAssets],
  );
  const scheduleRows = useScheduleWindow(EVENT_SCHEDULE_PAST_MONTHS).data;
  const schedules = useMemo(
    () =>
      (scheduleRows ?? []).map((s) => ({
        value: String(s.id),
        label: `${s.event_type_name}, ${dayjs(s.scheduled_at).format('DD-MMM-YYYY')}`,
      })),
    [scheduleRows],
  );
  const config = useMemo(
    () => galleryConfig(inputs, branches, schedules, academicYearId),
    [inputs, branches, schedules, academicYearId],
  );
  const controller = useListController(config);
  const { state } = controller;
  const value = (key: string) =>
    typeof state.values[key] === 'string' ? (state.values[key] as string) : undefined;
  const set = controller.setFilters;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading>Event Gallery</PageHeading>
        <Flex gap={8} wrap>
          <LinkButton to="/event-gallery/event-schedule" icon={<CalendarOutlined />}>
            {mayManageSchedules(me) ? 'Manage schedules' : 'Schedules'}
          </LinkButton>
          <LinkButton to="/event-gallery/branch-wise-schedules" icon={<TableOutlined />}>
            Branch-wise completion
          </LinkButton>
          <ExportButton
            endpoint={config.endpoint}
            query={controller.query}
            fileName={config.exportFileName!}
            disabled={controller.error !== null || (controller.loaded && controller.total === 0)}
          />
          {mayCreateEvents(me) && (
            <Link to="/event-gallery/form">
              <Button type="primary" icon={<PlusOutlined />}>
                Create event
              </Button>
            </Link>
          )}
        </Flex>
      </Flex>

      <Tabs
        activeKey={value(TAB_KEY) ?? 'all'}
        items={TAB_OPTIONS.map((tab) => ({ key: tab.value, label: tab.label }))}
        onChange={(tab) => set({ [TAB_KEY]: orAbsent(tab, 'all') })}
      />

      <Flex gap={12} wrap align="center">
        <Flex gap={6} align="center">
          <Typography.Text type="secondary">Ratings</Typography.Text>
          <Segmented
            aria-label="Ratings"
            value={value(RATING_KEY) ?? 'All'}
            options={RATING_OPTIONS}
            onChange={(next) => set({ [RATING_KEY]: orAbsent(String(next), 'All') })}
          />
        </Flex>
        <Flex gap={6} align="center">
          <Typography.Text type="secondary">Board</Typography.Text>
          <Segmented
            aria-label="Board"
            value={value(BOARD_KEY) ?? 'All'}
            options={BOARD_OPTIONS}
            onChange={(next) => set({ [BOARD_KEY]: orAbsent(String(next), 'All') })}
          />
        </Flex>
      </Flex>

      <ListFilterBar
        controller={controller}
        label="Event filters"
        hidden={OWN_CONTROLS}
        presets={false}
        tableSettings={false}
      />

      <CardGridView
        controller={controller}
        label="Events"
        errorTitle="The events could not be loaded"
        emptyText="No events yet."
        filteredEmptyText="No event matches these filters."
        pageSizeOptions={[12, 24, 48, 96]}
        renderItem={(event) => (
          <EventCard
            event={event}
            userId={me?.id}
            canRate={inputs?.can_rate ?? false}
            maxRating={inputs?.max_rating ?? 5}
            canChange={mayChangeEvent(me, event)}
          />
        )}
      />
    </Flex>
  );
}
