import { Result } from 'antd';
import { Link } from 'react-router';

// What the student profile's gate-pass views share: reading the route's ids, and the answer
// for an address whose student id is not a number.

export { routeId } from '../../platform/kit/detail/route-id.ts';

export function UnknownStudent() {
  return (
    <Result
      status="404"
      title="Student not found"
      extra={<Link to="/user-management">Back to user management</Link>}
    />
  );
}
