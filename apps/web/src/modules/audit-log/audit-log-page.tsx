import { auditLogEndpoints } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { auditLogList } from './audit-log-list.tsx';

/** /audit-log (superusers): every change made through the API, with filters and export. */
export default function AuditLogPage() {
  // The filters' choices; the list does not wait for them (the filters fill in when they come).
  const itemTypes = useQuery({
    queryKey: ['audit-log', 'item-types'],
    queryFn: ({ signal }) => callEndpoint(auditLogEndpoints.itemTypes, { signal }),
    staleTime: Infinity,
  });
  const config = useMemo(() => auditLogList(itemTypes.data ?? []), [itemTypes.data]);
  return <ListPage config={config} />;
}
