import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

// A list that could not be loaded, the same in every view: the server's reason and a retry.

export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error.message}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
