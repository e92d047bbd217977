import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';

/**
 * /hangfire?access_token=… (000 §2): the background-job dashboard, opened in a new tab for
 * holders of hangfire_read. The console's own job runner arrives with scheduled delivery; until
 * then this page says so. The auth guard drops the token from the address before this page (or
 * its gate) renders, so it does not linger in the tab's history.
 */
export default function BackgroundJobsPage() {
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
