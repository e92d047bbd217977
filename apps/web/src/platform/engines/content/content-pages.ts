import type { PageAccess, PageEntry } from '../../core/pages/page-entry.ts';

/**
 * The three pages of a messaging module (000 §2, 002 §2): the list (kept alive) and the detail
 * for whoever sees the module's menu entry (its read permission), the form for holders of the
 * create or update permission (the form itself tells the two apart).
 */
export function contentPages(
  moduleId: string,
  paths: { list: string; form: string; detail: string },
  write: PageAccess['permission'],
  loaders: Record<'list' | 'form' | 'detail', PageEntry['load']>,
): PageEntry[] {
  return [
    { path: paths.list, load: loaders.list, keepAlive: true, access: { module: moduleId } },
    { path: paths.form, load: loaders.form, access: { module: moduleId, permission: write } },
    { path: paths.detail, load: loaders.detail, access: { module: moduleId } },
  ];
}
