import {
  EVENT_BOARD_FILTERS,
  EVENT_BOARD_LABELS,
  EVENT_GALLERY_EXPORT_FILE,
  EVENT_RATING_FILTERS,
  EVENT_RATING_FILTER_LABELS,
  EVENT_STATUS_FILTER_OPTIONS,
  EVENT_STATUSES,
  EVENT_TABLE_TABS,
  EVENT_TABLE_TAB_LABELS,
  SEGMENTS,
  eventGalleryEndpoints,
  searchById,
  type EventItem,
  type EventModuleInputs,
} from '@console/contract';
import type { FilterOption, ListConfig, ListFilter } from '../../platform/kit/list/list-config.ts';
import { statusOptions } from '../../platform/kit/tags/status-tag.tsx';

// The gallery's filters as data (001 §9): the table tabs, the ratings and board filters, and
// the rest. Every one is bound to the URL under the list call's own name, so a filtered gallery
// can be shared; "all" / "All" are the defaults and never appear in the address.

export const TAB_KEY = 'tab';
export const RATING_KEY = 'rating_filter';
export const BOARD_KEY = 'board';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const TAB_OPTIONS = options(EVENT_TABLE_TABS, EVENT_TABLE_TAB_LABELS);
export const RATING_OPTIONS = options(EVENT_RATING_FILTERS, EVENT_RATING_FILTER_LABELS);
export const BOARD_OPTIONS = options(EVENT_BOARD_FILTERS, EVENT_BOARD_LABELS);

/** The filters shown by the tabs and the two segmented controls rather than the filter row. */
export const OWN_CONTROLS = new Set([TAB_KEY, RATING_KEY, BOARD_KEY]);

export function galleryConfig(
  inputs: EventModuleInputs | undefined,
  branches: readonly FilterOption[],
  schedules: readonly FilterOption[],
  academicYearId: number,
): ListConfig<EventItem> {
  const filters: ListFilter[] = [
    { kind: 'select', key: TAB_KEY, label: 'Tab', options: TAB_OPTIONS },
    { kind: 'select', key: RATING_KEY, label: 'Ratings', options: RATING_OPTIONS },
    { kind: 'select', key: BOARD_KEY, label: 'Board', options: BOARD_OPTIONS },
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      options: statusOptions(EVENT_STATUSES, EVENT_STATUS_FILTER_OPTIONS),
    },
    { kind: 'multi-select', key: 'branch_ids', label: 'Branches', options: branches },
    {
      kind: 'multi-select',
      key: 'segment_tag_id_list',
      label: 'Segments',
      options: SEGMENTS.map((segment) => ({ value: String(segment.id), label: segment.name })),
    },
    {
      kind: 'select',
      key: 'event_type_id',
      label: 'Event type',
      options: (inputs?.event_types ?? []).map((type) => ({
        value: String(type.id),
        label: type.name,
      })),
    },
    { kind: 'select', key: 'event_schedule_id', label: 'Schedule', options: schedules },
    { kind: 'date-range', key: 'from_date', toKey: 'to_date', label: 'Event date' },
    { kind: 'switch', key: 'self_only', label: 'Created by me' },
  ];
  return {
    endpoint: eventGalleryEndpoints.list,
    presetPage: '/event-gallery',
    title: 'Event Gallery',
    rowKey: 'id',
    columns: [],
    filters,
    search: [
      { key: 'search_title', label: 'Title', placeholder: 'Part of the title' },
      { key: 'search_by_id', label: 'ID', validator: searchById },
    ],
    sortParams: { field: 'sort', order: 'order' },
    exportFileName: EVENT_GALLERY_EXPORT_FILE,
    defaultLimit: 24,
    fixedQuery: { academic_year_id: academicYearId },
  };
}
