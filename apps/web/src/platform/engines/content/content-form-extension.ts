import {
  ContentStatus,
  type ContentItem,
  type ContentStatusCode,
  type ReachCount,
  type TargetingFilter,
} from '@console/contract';
import { createContext, useContext, type ComponentType, type RefObject } from 'react';
import type { TargetingScope } from '../../kit/targeting/targeting-assets.ts';

// What a module adds to the shared content form: its own fields and their part of the body,
// something under the message (SMS segments), and its own reach count (notification devices).
// Its fields are antd Form.Items of the same form, so they validate and report 422s like the rest.

export interface ContentExtensionProps {
  targeting: TargetingFilter;
  scope: TargetingScope;
  /** The item being edited, as saved; absent for a new item. */
  item?: ContentItem;
}

export interface ContentFormExtension<Item> {
  /** The module's fields for a new item. */
  initialValues: Record<string, unknown>;
  /** The module's fields of an item being edited. */
  fromItem: (item: Item) => Record<string, unknown>;
  /** The module's part of the body, from the form's values. */
  toBody: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Body fields the module's Form.Items show, so the server's 422 lands next to them. */
  fieldNames: readonly string[];
  /** Fields after the message. */
  Fields?: ComponentType<ContentExtensionProps>;
  /** Shown right under the message. */
  MessageFooter?: ComponentType<ContentExtensionProps>;
  /** Replaces the targeting form's reach count. */
  Reach?: ComponentType<ContentExtensionProps>;
  /** Counts the reach the send confirmation shows, where `Reach` counts it its own way. */
  countReach?: (
    values: Record<string, unknown>,
    props: ContentExtensionProps,
  ) => Promise<ReachCount>;
  /** The message's length limit (default 5000). */
  messageMaxLength?: number;
  /** The message may be left empty (a poll's introduction); it is required otherwise. */
  messageOptional?: boolean;
  /** The title of the card holding `Fields` (default "Delivery"). */
  fieldsTitle?: string;
}

/**
 * The status the sender asked for (Send 1, Schedule 2, Save as draft 3) while the form
 * validates: some rules hold only for sending (an SMS's DLT template id, a schedule date).
 */
export const SubmitIntentContext = createContext<RefObject<ContentStatusCode>>({
  current: ContentStatus.Draft,
});

export const useSubmitIntent = () => useContext(SubmitIntentContext);
