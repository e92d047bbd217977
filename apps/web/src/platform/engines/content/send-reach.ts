import type { ReachCount, TargetingFilter } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { TargetingScope } from '../../kit/targeting/targeting-assets.ts';
import { compactFilter } from '../../kit/targeting/targeting-rules.ts';
import { fetchReachCount, reachCountKey } from '../../kit/targeting/use-reach-count.ts';
import type { ContentFormExtension } from './content-form-extension.ts';

/**
 * The reach the send confirmation shows: the module's own count where it counts its own way
 * (push devices), else the targeting reach from the live count's cache entry (no second
 * request while it is current). Null when it cannot be counted: the server counts again when
 * it sends.
 */
export async function countSendReach(
  client: QueryClient,
  scope: TargetingScope,
  values: Record<string, unknown> & { targeting: TargetingFilter },
  extension: Pick<ContentFormExtension<never>, 'countReach'> | undefined,
): Promise<ReachCount | null> {
  const filter = compactFilter(values.targeting);
  try {
    return extension?.countReach
      ? await extension.countReach(values, { targeting: values.targeting, scope })
      : await client.fetchQuery({
          queryKey: reachCountKey(scope, filter),
          queryFn: ({ signal }) => fetchReachCount(scope, filter, signal),
          staleTime: 30_000,
        });
  } catch {
    return null;
  }
}
