import type { ContentItem } from '@console/contract';
import type { QueryClient } from '@tanstack/react-query';
import { UNDO_MS } from '../../kit/list/bulk-action.ts';
import { notify } from '../../core/notify/notify.ts';
import { apiErrorText } from '../../core/api/api-errors.ts';
import { restoreContent, storeRestoredItem } from './content-api.ts';
import type { ContentModule } from './content-module.ts';

// A deleted item is restorable for a while (PUT {api}/{id}/restore,
// apps/server/src/platform/engines/content/DECISIONS.md "Restorable delete"): the toast that
// reports a delete from a row or the detail page offers Undo, which puts the item back as it was
// and reloads the lists that show it.

export function notifyDeletedWithUndo(
  client: QueryClient,
  module: Pick<ContentModule, 'endpoints' | 'singular'>,
  item: Pick<ContentItem, 'id'>,
  academicYearId: number,
): void {
  const name = `${module.singular} ${item.id}`;
  notify.withAction('success', `${name} deleted`, undefined, {
    label: 'Undo',
    ms: UNDO_MS,
    onClick: () => {
      restoreContent(module, item.id, academicYearId).then(
        (restored) => {
          storeRestoredItem(client, module, restored);
          notify.success(`${name} restored`);
        },
        (error: unknown) => notify.error('Undo failed', apiErrorText(error)),
      );
    },
  });
}
