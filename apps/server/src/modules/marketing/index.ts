import { contentServerModule } from '../../platform/modules/content-server-module.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { marketingDemoSeed } from './marketing.demo-seed.ts';
import { marketingContent } from './marketing.content.ts';
import { marketingItems } from './marketing.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule({
  ...contentServerModule('marketing', marketingContent, marketingItems),
  demoSeed: marketingDemoSeed,
});
