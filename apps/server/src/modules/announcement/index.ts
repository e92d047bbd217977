import { contentServerModule } from '../../platform/modules/content-server-module.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { announcementDemoSeed } from './announcement.demo-seed.ts';
import { announcementContent } from './announcement.content.ts';
import { announcements } from './announcement.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule({
  ...contentServerModule('announcement', announcementContent, announcements),
  demoSeed: announcementDemoSeed,
});
