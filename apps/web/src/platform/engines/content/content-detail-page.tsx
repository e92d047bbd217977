import { EditOutlined, FileOutlined } from '@ant-design/icons';
import { analyticEndpoints, type ContentItem } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ExportButton } from '../../kit/list/export-button.tsx';
import { updateListRows } from '../../kit/list/list-cache.ts';
import { hasPermission, useMe } from '../../core/me/use-me.ts';
import { mediaHref } from '../../kit/media/upload-media.ts';
import { StatusTag } from '../../kit/tags/status-tag.tsx';
import { useContentCategories, useContentItem } from './content-api.ts';
import { ContentLoadFailure, ContentNotFound } from './content-item-problem.tsx';
import { DetailPage } from '../../kit/detail/detail-page.tsx';
import { apiPathOf, contentPaths, type ContentModule } from './content-module.ts';
import { contentEditable } from './content-status-actions.ts';
import { statusSetOf } from './content-status-set.ts';
import { ContentStatusButtons } from './content-status-buttons.tsx';
import { CategoryTag } from './content-tags.tsx';
import { SegmentTags } from '../../kit/tags/segment-tags.tsx';
import { formatDateTime } from '../../core/format/date-time.ts';
import { DeliveryFigures } from './delivery-figures.tsx';
import { TargetingSummary } from './targeting-summary.tsx';

// {path}/{id}: everything about one item, its delivery (refreshed every few seconds while it is
// scheduled or sending), the status changes it allows, Edit until it is sent, and the export of
// who opened it (the analytics item export).

/** What a module adds to its items' page (a poll's buzz and exports, its results). */
export interface ContentDetailExtras<Item> {
  /** Actions after the status buttons. */
  Actions?: ComponentType<{ item: Item }>;
  /** Sections after the item's details. */
  Sections?: ComponentType<{ item: Item }>;
}

export function ContentDetailPage<Item extends ContentItem>({
  module,
  extras = {},
}: {
  module: ContentModule<Item>;
  extras?: ContentDetailExtras<Item>;
}) {
  const params = useParams();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  return id === null ? (
    <ContentNotFound module={module} />
  ) : (
    <ContentDetail module={module} id={id} extras={extras} />
  );
}

function ContentDetail<Item extends ContentItem>({
  module,
  id,
  extras: { Actions, Sections },
}: {
  module: ContentModule<Item>;
  id: number;
  extras: ContentDetailExtras<Item>;
}) {
  const me = useMe();
  const client = useQueryClient();
  const navigate = useNavigate();
  const item = useContentItem<Item>(module, id, { poll: true });
  const categories = useContentCategories(module);
  const paths = contentPaths(module);
  const statuses = statusSetOf(module);
  const canChange = hasPermission(me.data, module.permissions.update);

  // What the page learns (a scheduled item gone out, delivery figures) shows in the list too.
  useEffect(() => {
    const fresh = item.data;
    if (fresh) {
      updateListRows<ContentItem>(client, apiPathOf(module), (row) =>
        row.id === fresh.id ? { ...row, ...fresh } : row,
      );
    }
  }, [item.data, client, module]);

  if (item.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (item.isError) {
    return (
      <ContentLoadFailure
        module={module}
        id={id}
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  }

  const data = item.data;
  const category = (data as { category?: number | null }).category;
  const details = [
    { key: 'id', label: 'ID', children: data.id },
    {
      key: 'status',
      label: 'Status',
      children: <StatusTag codes={statuses.codes} code={data.status} />,
    },
    ...(module.categories
      ? [
          {
            key: 'category',
            label: 'Category',
            children: (
              <CategoryTag category={categories.data?.find((entry) => entry.id === category)} />
            ),
          },
        ]
      : []),
    { key: 'segments', label: 'Segments', children: <SegmentTags names={data.segments} /> },
    {
      key: 'author',
      label: 'Author',
      children: [
        data.author.name,
        data.author.employee_number !== null ? `(${data.author.employee_number})` : '',
        data.author.global_employee_id ?? '',
      ]
        .filter(Boolean)
        .join(' '),
    },
    { key: 'created_at', label: 'Created', children: formatDateTime(data.created_at) },
    { key: 'scheduled_at', label: 'Scheduled', children: formatDateTime(data.scheduled_at) },
    { key: 'updated_at', label: 'Updated', children: formatDateTime(data.updated_at) },
    ...(module.detailFields?.(data) ?? []).map((field) => ({
      key: field.label,
      label: field.label,
      children: field.value,
    })),
  ];

  return (
    <DetailPage
      back={{ to: paths.list, label: module.title }}
      title={data.title}
      status={<StatusTag codes={statuses.codes} code={data.status} />}
      history={{ itemType: module.auditItemType, itemId: data.id, version: data.updated_at }}
      actions={
        <Flex gap={8} wrap>
          {canChange && contentEditable(data.status, statuses) && (
            <Button icon={<EditOutlined />} onClick={() => navigate(paths.edit(data.id))}>
              Edit
            </Button>
          )}
          {canChange && (
            <ContentStatusButtons
              module={module}
              item={data}
              variant="buttons"
              onChanged={(changed) => {
                if (changed.status === -1) navigate(paths.list);
              }}
            />
          )}
          {module.opensTracked && (
            <ExportButton
              endpoint={analyticEndpoints.itemOpenersExport}
              params={{ global_module: module.globalModule, item_id: data.id }}
              query={{ academic_year_id: data.academic_year_id }}
              fileName={`item-${module.globalModule}-${data.id}-opened.csv`}
              label="Export who opened it"
              listExport={false}
            />
          )}
          {Actions && <Actions item={data} />}
        </Flex>
      }
    >
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, lg: 3 }} items={details} />
      </Card>

      {Sections && <Sections item={data} />}

      <Card title={module.messageLabel ?? 'Message'}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {data.description}
        </Typography.Paragraph>
      </Card>

      <Card title="Delivery">
        <DeliveryFigures item={data} />
      </Card>

      <Card title="Audience">
        <TargetingSummary
          filter={data.targeting}
          scope={{ globalModuleId: module.globalModule, academicYearId: data.academic_year_id }}
          branchCount={data.branch_ids.length}
        />
      </Card>

      <Card title="Attachments">
        {data.attachments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No attachments." />
        ) : (
          <ul aria-label="Attachments" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {data.attachments.map((media) => (
              <li key={media.id} style={{ padding: '4px 0' }}>
                <a href={mediaHref(media.id)} target="_blank" rel="noopener noreferrer">
                  <FileOutlined /> {media.file_name}
                </a>{' '}
                <Typography.Text type="secondary">
                  {Math.max(1, Math.round(media.size / 1024)).toLocaleString('en-IN')} KB
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </DetailPage>
  );
}
