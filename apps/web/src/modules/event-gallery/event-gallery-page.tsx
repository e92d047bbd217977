import { CalendarOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { EVENT_SCHEDULE_PAST_MONTHS, GlobalModule } from '@console/contract';
import {
  Alert,
  Button,
  Col,
  Empty,
  Flex,
  Pagination,
  Row,
  Segmented,
  Spin,
  Tabs,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAcademicYear } from '../../platform/academic-year/use-academic-year.ts';
import { ExportButton } from '../../platform/list/export-button.tsx';
import { listPath } from '../../platform/list/list-config.ts';
import { FilterControl } from '../../platform/list/list-filters.tsx';
import { listApiQuery, withValues } from '../../platform/list/list-state.ts';
import { SearchBox } from '../../platform/list/search-box.tsx';
import { useListState } from '../../platform/list/use-list-state.ts';
import { useMe } from '../../platform/me/use-me.ts';
import { useTargetAsset } from '../../platform/targeting/targeting-assets.ts';
import { useEvents, useModuleInputs, useScheduleWindow } from './api.ts';
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

// /event-gallery: the events as a grid of photo cards, with the table tabs (all, uploaded,
// not-uploaded), the ratings and board filters of 001 §9 and the rest; all of it in the URL.

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
  const [state, setState] = useListState(config);
  const query = useMemo(() => listApiQuery(state, config), [state, config]);
  const events = useEvents(query);
  const value = (key: string) =>
    typeof state.values[key] === 'string' ? (state.values[key] as string) : undefined;
  const set = (changes: Record<string, string | string[] | undefined>) =>
    setState(withValues(state, changes));
  const searchKeys = config.search ?? [];
  const appliedSearch = searchKeys
    .map((key) => ({ key: key.key, value: value(key.key) }))
    .find((entry): entry is { key: string; value: string } => entry.value !== undefined);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Event Gallery
        </Typography.Title>
        <Flex gap={8} wrap>
          <Link to="/event-gallery/event-schedule">
            <Button icon={<CalendarOutlined />}>
              {mayManageSchedules(me) ? 'Manage schedules' : 'Schedules'}
            </Button>
          </Link>
          <Link to="/event-gallery/branch-wise-schedules">
            <Button icon={<TableOutlined />}>Branch-wise completion</Button>
          </Link>
          <ExportButton
            path={listPath(config)}
            query={query}
            fileName={config.exportFileName!}
            disabled={events.isError || events.data?.total === 0}
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

      <Flex gap={12} wrap align="flex-start" role="search" aria-label="Event filters">
        {(config.filters ?? [])
          .filter((filter) => !OWN_CONTROLS.has(filter.key))
          .map((filter) => (
            <FilterControl key={filter.key} filter={filter} values={state.values} onChange={set} />
          ))}
        <SearchBox
          keys={searchKeys}
          applied={appliedSearch ?? null}
          onSearch={(key, text) =>
            set({ ...Object.fromEntries(searchKeys.map((k) => [k.key, undefined])), [key]: text })
          }
        />
        {Object.keys(state.values).length > 0 && (
          <Button type="link" onClick={() => setState({ ...state, values: {}, page: 1 })}>
            Clear filters
          </Button>
        )}
      </Flex>

      {events.isError ? (
        <Alert
          type="error"
          showIcon
          title="The events could not be loaded"
          description={events.error.message}
        />
      ) : (
        <Spin spinning={events.isFetching}>
          {events.data && events.data.rows.length === 0 ? (
            <Empty
              description={
                Object.keys(state.values).length > 0
                  ? 'No event matches these filters.'
                  : 'No events yet.'
              }
            />
          ) : (
            <Row gutter={[16, 16]} aria-label="Events">
              {(events.data?.rows ?? []).map((event) => (
                <Col key={event.id} xs={24} sm={12} lg={8} xxl={6}>
                  <EventCard
                    event={event}
                    userId={me?.id}
                    canRate={inputs?.can_rate ?? false}
                    maxRating={inputs?.max_rating ?? 5}
                    canChange={mayChangeEvent(me, event)}
                  />
                </Col>
              ))}
            </Row>
          )}
        </Spin>
      )}

      <Flex justify="flex-end">
        <Pagination
          current={state.page}
          pageSize={state.limit}
          total={events.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={[12, 24, 48, 96]}
          showTotal={(total, [from, to]) => `${from}–${to} of ${total.toLocaleString()}`}
          onChange={(page, limit) =>
            setState({ ...state, page: limit !== state.limit ? 1 : page, limit })
          }
        />
      </Flex>
    </Flex>
  );
}
