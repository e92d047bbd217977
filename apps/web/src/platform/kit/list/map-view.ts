import type { ReactNode } from 'react';
import type { ListController } from './use-list-controller.ts';

// The slot for a future MapView (DESIGN.md "The kit" names table, cards, calendar and map).
// Not built yet: no list has positions today. The first one that has (bus tracking's vehicles,
// branches) writes `map-view.tsx` to this contract, next to the other views, and takes the same
// controller, so filters, paging and selection work unchanged.

/** A point on the map, WGS 84 degrees. */
export interface MapPosition {
  lat: number;
  lng: number;
}

export interface MapViewProps<Row> {
  controller: ListController<Row>;
  /** Where a row sits; rows without a position are listed beside the map, not dropped. */
  positionOf: (row: Row) => MapPosition | null;
  /** The popup of a marker. */
  renderPopup: (row: Row) => ReactNode;
  /** The map's name for assistive technology, e.g. "Vehicles on the map". */
  label: string;
  /**
   * The page's visible area, for lists filtered by it: the page turns it into the list call's
   * own filter (as CalendarView's month becomes a date range), the view only reports it.
   */
  onBoundsChange?: (bounds: { south: number; west: number; north: number; east: number }) => void;
}

/** The views a list can be shown in; a page that offers several keeps its choice in the URL. */
export type ListViewKind = 'table' | 'cards' | 'calendar' | 'map';
