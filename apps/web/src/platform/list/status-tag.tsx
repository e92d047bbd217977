import { Tag } from 'antd';

// Content status codes of 000 §4 (announcements, wellness, marketing, notifications, SMS) in the
// documents' colours. Any other code shows as Draft, as the documents say.

export const ContentStatus = { Hidden: 0, Active: 1, Scheduled: 2, Draft: 3 } as const;

const CONTENT_STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [ContentStatus.Active]: { label: 'Active', color: 'green' },
  [ContentStatus.Scheduled]: { label: 'Scheduled', color: 'gold' },
  [ContentStatus.Draft]: { label: 'Draft', color: 'blue' },
  [ContentStatus.Hidden]: { label: 'Hidden', color: 'default' },
};

export function contentStatusTag(status: number | null | undefined) {
  return (
    CONTENT_STATUS_TAGS[status ?? ContentStatus.Draft] ?? CONTENT_STATUS_TAGS[ContentStatus.Draft]!
  );
}

/** The filter options of 000 §4: Active, Scheduled, Draft, Hidden. */
export const CONTENT_STATUS_OPTIONS = [
  ContentStatus.Active,
  ContentStatus.Scheduled,
  ContentStatus.Draft,
  ContentStatus.Hidden,
].map((status) => ({ value: String(status), label: contentStatusTag(status).label }));

export function StatusTag({ status }: { status: number | null | undefined }) {
  const tag = contentStatusTag(status);
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
