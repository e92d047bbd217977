import { callTypeOfFlag } from '@console/contract';
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { CallingList } from './calling-list.tsx';

/**
 * /adoption-calling (000 §2, 001 §2): one page for every calling menu entry, the call type
 * chosen by the address's `call_type` flag (none: adoption; renewal, televerification,
 * internal, dar, iat). The page gate has already checked the entry's permission.
 */
export default function CallingPage() {
  const [params] = useSearchParams();
  const type = callTypeOfFlag(params.get('call_type'));
  if (!type) return <Result status="404" title="There is no such calling list." />;
  // A new call type is a new list: its own filters, drawer and export.
  return <CallingList key={type.code} type={type} />;
}
