import type { ContentItem, ContentKindEndpoints, Permission } from '@console/contract';
import type { ZodType } from 'zod';
import type { ReactNode } from 'react';
import type { ListColumn, ListFilter } from '../../kit/list/list-config.ts';
import type { ContentStatusSet } from './content-status-set.ts';

// A messaging module (announcements, wellness, marketing, push notifications, SMS) as data: the
// shared list, form and detail pages of platform/content read everything they need from here,
// and each module's folder holds only its own configuration and extra fields.

export interface ContentModule<Item extends ContentItem = ContentItem> {
  /** Menu entry id of the module registry (MODULES), e.g. 'push-notification'. */
  moduleId: string;
  /** The list's title, e.g. 'Announcements'. */
  title: string;
  /** One item in words, e.g. 'Announcement', 'SMS'. */
  singular: string;
  /** Console address of the list, e.g. '/push-notification'. */
  path: string;
  /** The module's calls, as the contract defines them for its kind (e.g. notificationEndpoints). */
  endpoints: ContentKindEndpoints<string, ZodType<Item>>;
  /** What the audit log calls its items (the server's table): the detail page's history. */
  auditItemType: string;
  /** Global module number: the targeting scope and the analytics of an item. */
  globalModule: number;
  permissions: { read: Permission; create: Permission; update: Permission };
  exportFileName: string;
  /** Items have a category, managed by superusers (announcements, wellness): endpoints.categories. */
  categories?: {
    /** PUT {api}/category with the id in the body (000 §7 for announcements), else in the path. */
    updateWithIdInBody: boolean;
  };
  /** The announcement side menu of 000 §2: write button and date filter beside the categories. */
  sideMenu?: {
    writeLabel: string;
    /** What the write button reads, not as a link, without the create permission. */
    readOnlyLabel: string;
    dateFilter: boolean;
  };
  /** Whether opening an item is tracked by usage analytics (app items; not SMS). */
  opensTracked: boolean;
  /**
   * How an item reaches its recipients, for the send confirmation: in the app (default: only
   * recipients with the app receive it) or by SMS (every recipient with a number).
   */
  channel?: 'app' | 'sms';
  /**
   * An app message's recipients with only a phone number can be sent an SMS after it: the send
   * confirmation offers to open this SMS form with the message and the audience limited to them,
   * for users who see that module (its menu entry id) and hold the permission.
   */
  phoneOnlySms?: { moduleId: string; formPath: string; permission: Permission };
  /** Filters of the module's own, after the shared ones. */
  extraFilters?: readonly ListFilter[];
  /** Columns of the module's own, before the status. */
  extraColumns?: readonly ListColumn<Item>[];
  /** Fields of the module's own on the detail page. */
  detailFields?: (item: Item) => { label: string; value: ReactNode }[];
  /** What the message is called on the form and the detail page (default "Message"). */
  messageLabel?: string;
  /**
   * The module's own statuses (opinion polls) or its own words for the content statuses
   * (SENT_CONTENT_STATUS_SET); the content statuses of 000 §4 otherwise.
   */
  statuses?: ContentStatusSet;
  /**
   * Whether the list offers the bulk "Disable" (recall sent items, unschedule the rest): only
   * where the statuses have Hidden (not polls, whose sent items are closed one by one).
   */
  bulkDisable?: boolean;
}

/** What every module's configuration has, whatever its item type (for the shared parts). */
export type AnyContentModule = Omit<ContentModule, 'extraColumns' | 'detailFields'>;

/** The path of the module's list call: what its cached lists and items are kept under. */
export const apiPathOf = (module: Pick<ContentModule, 'endpoints'>): string =>
  module.endpoints.list.path;

/** The console addresses of an item. */
export const contentPaths = (module: Pick<ContentModule, 'path'>) => ({
  list: module.path,
  create: `${module.path}/form`,
  edit: (id: number) => `${module.path}/form?id=${id}`,
  detail: (id: number) => `${module.path}/${id}`,
});

/** An item's name inside a sentence: lower case ("announcement"), an acronym kept ("SMS"). */
export const itemNoun = (singular: string) =>
  singular === singular.toUpperCase() ? singular : singular.toLowerCase();
