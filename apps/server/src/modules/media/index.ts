import { mediaFiles } from '../../platform/kit/media/media.table.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { mediaRoutes } from './media.routes.ts';

/** Uploaded files (000 §9): upload, list, and reading a file within what the caller may read. */
export const manifest = defineServerModule({
  id: 'media',
  routes: mediaRoutes,
  // Uploads: who put which file in; the stored name is the server's own.
  audited: [
    {
      table: mediaFiles,
      omit: ['stored_name'],
      labels: { noun: ['file', 'files'], actions: { created: 'uploaded' } },
    },
  ],
});
