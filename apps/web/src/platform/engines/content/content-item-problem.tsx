import { Alert, Button, Result } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../core/api/api-client.ts';
import { contentPaths, itemNoun, type AnyContentModule } from './content-module.ts';

// An item that could not be shown: not found (also what the server answers for an item outside
// the user's branches), or a failure with a retry.

type ModuleWords = Pick<AnyContentModule, 'singular' | 'title' | 'path'>;

export function ContentNotFound({ module }: { module: ModuleWords }) {
  return (
    <Result
      status="404"
      title={`${module.singular} not found`}
      subTitle="It may have been deleted, or it is outside the branches you can reach."
      extra={<Link to={contentPaths(module).list}>Back to {itemNoun(module.title)}</Link>}
    />
  );
}

export function ContentLoadFailure({
  module,
  id,
  error,
  onRetry,
}: {
  module: ModuleWords;
  id: number;
  error: Error;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) return <ContentNotFound module={module} />;
  return (
    <Alert
      type="error"
      showIcon
      title={`${module.singular} ${id} could not be loaded`}
      description={error.message}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
