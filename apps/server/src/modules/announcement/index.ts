import { contentServerModule } from '../../platform/content/content-manifest.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { announcementContent } from './announcement.content.ts';
import { announcements } from './announcement.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule(
  contentServerModule('announcement', announcementContent, announcements),
);
