import type { ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton.tsx';

/**
 * A plain antd Table's loading props, as the kit's lists load: grey rows until the first
 * answer (never the empty state under a spinner, which reads as "nothing here"), then the rows
 * on screen under the spinner while the next page or filter loads. `emptyText` is what an
 * answer with no rows says.
 */
export function tableLoading(
  query: { data?: unknown; isFetching: boolean },
  label: string,
  emptyText?: ReactNode,
) {
  const answered = query.data !== undefined;
  return {
    loading: answered && query.isFetching,
    locale: { emptyText: answered ? emptyText : <ListSkeleton label={label} /> },
  };
}
