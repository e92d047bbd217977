import { mediaEndpoints } from '@console/contract';
import type { Recipes } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';
import { BOUNDARY, multipartBody } from './multipart.ts';
import { png } from './samples.ts';

// The audit walk's recipes for the media store (see audit/audit-walk-kit.ts).

export const recipes: Recipes = {
  [routeOf(mediaEndpoints.upload)]: async () => ({
    url: urlOf(mediaEndpoints.upload),
    body: multipartBody([{ filename: 'screen.png', content: png }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    expect: { module: 'media', item_type: 'media_files' },
  }),
};
