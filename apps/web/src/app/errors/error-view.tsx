import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { Messages } from '@console/contract';
import { ResultHeading } from './result-heading.tsx';

/** 000 §8 page errors: the status (default 500) and the message; 404 offers the way home. */
export function ErrorView({
  status,
  message,
  onRetry,
}: {
  status: number;
  message: string;
  /** Offered when trying again may help (a failed load); 'Back to the home page' stays. */
  onRetry?: () => void;
}) {
  const notFound = status === 404;
  const resultStatus = notFound ? '404' : status === 403 ? '403' : '500';
  return (
    <Result
      status={resultStatus}
      title={<ResultHeading>{String(status)}</ResultHeading>}
      subTitle={notFound ? Messages.routeNotFound : message}
      extra={[
        onRetry && (
          <Button key="retry" type="primary" onClick={onRetry}>
            Retry
          </Button>
        ),
        <Link key="home" to="/">
          <Button type={onRetry ? 'default' : 'primary'}>Back to the home page</Button>
        </Link>,
      ]}
    />
  );
}
