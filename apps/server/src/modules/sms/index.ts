import { contentServerModule } from '../../platform/content/content-manifest.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { smsContent } from './sms.content.ts';
import { smsMessages } from './sms.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule(contentServerModule('sms', smsContent, smsMessages));
