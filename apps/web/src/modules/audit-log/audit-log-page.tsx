import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { auditLogList } from './audit-log-list.tsx';

/** /audit-log (superusers): every change made through the API, with filters and export. */
export default function AuditLogPage() {
  return <ListPage config={auditLogList} />;
}
