import { ContentMessages, Messages, type ContentItem } from '@console/contract';
import { Alert, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { hasPermission, useMe } from '../../core/me/use-me.ts';
import { useContentItem } from './content-api.ts';
import type { ContentFormExtension } from './content-form-extension.ts';
import { ContentForm } from './content-form.tsx';
import { ContentLoadFailure, ContentNotFound } from './content-item-problem.tsx';
import { contentPaths, type AnyContentModule } from './content-module.ts';
import { contentEditable } from './content-status-actions.ts';
import { statusSetOf } from './content-status-set.ts';

/** {path}/form (a new item) and {path}/form?id=N (editing one not yet sent). */
export function ContentFormPage<Item extends ContentItem>({
  module,
  extension,
}: {
  module: AnyContentModule;
  extension?: ContentFormExtension<Item>;
}) {
  const [params] = useSearchParams();
  const me = useMe();
  const paths = contentPaths(module);
  const rawId = params.get('id');
  const id = rawId !== null && /^\d{1,10}$/.test(rawId) ? Number(rawId) : null;
  const item = useContentItem<Item>(module, id);

  const body = (() => {
    if (rawId !== null && id === null) return <ContentNotFound module={module} />;
    const permission = id === null ? module.permissions.create : module.permissions.update;
    // The page gate has loaded /me already; alone (tests) the form waits for it.
    if (!me.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (!hasPermission(me.data, permission)) {
      return <Result status="403" title="403" subTitle={Messages.forbidden} />;
    }
    if (id === null) return <ContentForm module={module} extension={extension} />;
    if (item.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
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
    if (!contentEditable(item.data.status, statusSetOf(module))) {
      return (
        <Alert
          type="warning"
          showIcon
          title={ContentMessages.sentCannotBeEdited}
          action={<Link to={paths.detail(item.data.id)}>Open it</Link>}
        />
      );
    }
    return (
      <ContentForm key={item.data.id} module={module} extension={extension} item={item.data} />
    );
  })();

  return body;
}
