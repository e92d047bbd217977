import { contentServerModule } from '../../platform/content/content-manifest.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { wellnessContent } from './wellness.content.ts';
import { wellnessItems } from './wellness.table.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule(
  contentServerModule('wellness', wellnessContent, wellnessItems),
);
