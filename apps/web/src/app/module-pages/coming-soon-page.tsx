import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { ResultHeading } from '../errors/result-heading.tsx';
import { useActiveModule } from '../../platform/core/active-module/use-active-module.ts';

/** A module whose screens are not built yet: a clear page inside the layout, never a blank. */
export default function ComingSoonPage() {
  const { module } = useActiveModule();
  const title = module?.title ?? 'This page';
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={<ResultHeading>{title} is coming soon</ResultHeading>}
      subTitle="This module is not available in the console yet. Its menu entry and address are ready; the screens follow."
      extra={
        <Link to="/">
          <Button type="primary">Back to the home page</Button>
        </Link>
      }
    />
  );
}
