import type { Recipes } from '../audit/audit-walk-kit.ts';
import { BOUNDARY, multipartBody } from './multipart.ts';
import { png } from './samples.ts';

// The audit walk's recipes for the media store (see audit/audit-walk-kit.ts).

export const recipes: Recipes = {
  'POST /api/media': async () => ({
    url: '/api/media',
    body: multipartBody([{ filename: 'screen.png', content: png }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    expect: { module: 'media', item_type: 'media_files' },
  }),
};
