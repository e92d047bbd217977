import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

/**
 * /hangfire?access_token=… (000 §2): the background-job dashboard, opened in a new tab for
 * holders of hangfire_read. The console's own job runner arrives with scheduled delivery; until
 * then this page says so. The token is dropped from the address at once, so it does not linger
 * in the tab's history.
 */
export default function BackgroundJobsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (params.has('access_token')) navigate('/hangfire', { replace: true });
  }, [params, navigate]);
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title="Background jobs are coming soon"
      subTitle="The dashboard of scheduled and running jobs arrives with scheduled delivery of messages."
      extra={
        <Link to="/">
          <Button type="primary">Back to the home page</Button>
        </Link>
      }
    />
  );
}
