import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CategoryMessages, type ContentCategory } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../core/notify/notify.ts';
import { apiErrorText } from '../../core/api/api-errors.ts';
import { deleteCategory } from './category-api.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { categoriesKey } from './content-api.ts';
import type { ContentModule } from './content-module.ts';

// The category list of the announcement (and wellness) side menu: a click filters the list by
// the category; superusers also add, edit and delete categories (000 §2, §6).

interface CategoryListProps {
  module: Pick<ContentModule, 'endpoints' | 'categories'>;
  categories: readonly ContentCategory[] | undefined;
  loading: boolean;
  /** The categories could not be loaded. */
  error: Error | null;
  onRetry: () => void;
  /** The category the list is filtered by now. */
  active: number | null;
  onSelect: (id: number | null) => void;
  /** Superusers manage categories. */
  canManage: boolean;
}

const Dot = ({ colour }: { colour: string }) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 10,
      height: 10,
      borderRadius: '50%',
      background: colour,
      flex: 'none',
    }}
  />
);

export function CategoryList({
  module,
  categories,
  loading,
  error,
  onRetry,
  active,
  onSelect,
  canManage,
}: CategoryListProps) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<ContentCategory | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteCategory(module, id),
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      notify.success(CategoryMessages.actionOk);
      if (active === id) onSelect(null);
      void client.invalidateQueries({ queryKey: categoriesKey(module) });
    },
    onError: (error) => notify.error(apiErrorText(error, CategoryMessages.actionFailed)),
  });

  const entry = (id: number | null, label: string, colour?: string, count?: number) => (
    <Button
      type={active === id ? 'primary' : 'text'}
      ghost={active === id}
      aria-pressed={active === id}
      onClick={() => onSelect(id)}
      style={{ flex: 1, justifyContent: 'flex-start', minWidth: 0 }}
    >
      {colour && <Dot colour={colour} />}
      <Typography.Text ellipsis style={{ color: 'inherit' }}>
        {label}
      </Typography.Text>
      {count !== undefined && (
        <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
          {count}
        </Typography.Text>
      )}
    </Button>
  );

  return (
    <section aria-label="Categories">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>Categories</Typography.Text>
        {canManage && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label="Add category"
            onClick={() => setEditing('new')}
          >
            Add
          </Button>
        )}
      </Flex>
      {error ? (
        <Flex vertical gap={4} role="alert">
          <Typography.Text type="danger">
            Categories could not be loaded: {error.message}
          </Typography.Text>
          <Button size="small" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
            Retry
          </Button>
        </Flex>
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <Flex vertical gap={2}>
          {entry(null, 'All categories')}
          {(categories ?? []).map((category) => (
            <Flex key={category.id} align="center" gap={2}>
              {entry(
                category.id,
                category.display_label,
                category.colour_hex_code,
                category.item_count,
              )}
              {canManage && (
                <>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit category ${category.display_label}`}
                    onClick={() => setEditing(category)}
                  />
                  <Popconfirm
                    title={`Delete the category ${category.display_label}?`}
                    description="A category that still has items cannot be deleted."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(category.id).catch(() => undefined)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete category ${category.display_label}`}
                    />
                  </Popconfirm>
                </>
              )}
            </Flex>
          ))}
          {categories?.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No categories yet." />
          )}
        </Flex>
      )}
      {canManage && editing !== null && (
        <CategoryDialog
          module={module}
          open
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
