import { contentServerModule } from '../../platform/modules/content-server-module.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { smsDemoSeed } from './sms.demo-seed.ts';
import { smsContent } from './sms.content.ts';
import { smsMessages } from './sms.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule({
  ...contentServerModule('sms', smsContent, smsMessages),
  demoSeed: smsDemoSeed,
});
