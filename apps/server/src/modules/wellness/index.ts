import { contentServerModule } from '../../platform/modules/content-server-module.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { wellnessDemoSeed } from './wellness.demo-seed.ts';
import { wellnessContent } from './wellness.content.ts';
import { wellnessItems } from './wellness.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule({
  ...contentServerModule('wellness', wellnessContent, wellnessItems),
  demoSeed: wellnessDemoSeed,
});
