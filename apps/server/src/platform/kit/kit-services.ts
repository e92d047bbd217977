import type { Importer } from './import/importer.ts';
import type { AttachmentReader } from './media/attachment-readers.ts';
import type { PushSender } from './push/push-sender.ts';

// What the kit adds to the app's services (core/services.ts).
declare module '../core/services.ts' {
  interface AppServices {
    push: PushSender;
    /** Every module's readers of attached files (their manifests' `attachmentReaders`). */
    attachmentReaders: readonly AttachmentReader[];
    /** The importers of the module manifests, by kind (the import routes serve them). */
    importers: ReadonlyMap<string, Importer>;
  }
}
