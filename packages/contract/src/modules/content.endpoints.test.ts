import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { PathParamNames } from '../common/endpoint.ts';
import { announcementEndpoints } from './announcement.endpoints.ts';
import { announcementItem } from './announcement.ts';
import { categoryUpdateBody, contentStatusBody } from './content.ts';
import { marketingEndpoints } from './marketing.endpoints.ts';
import { notificationEndpoints } from './notification.endpoints.ts';
import { opinionPollEndpoints } from './opinion-poll.endpoints.ts';
import { pollStatusBody } from './opinion-poll.ts';
import { smsEndpoints } from './sms.endpoints.ts';
import { wellnessEndpoints } from './wellness.endpoints.ts';

// The content engine's calls come from one definition per kind: the same calls on every
// messaging kind's path, with the kind's own schemas.

const routes = (endpoints: object) =>
  Object.values(endpoints)
    .flatMap((value) =>
      value && typeof value === 'object' && 'method' in value
        ? [value as { method: string; path: string; status: number }]
        : Object.values(value as Record<string, { method: string; path: string; status: number }>),
    )
    .map((endpoint) => `${endpoint.method} ${endpoint.path} ${endpoint.status}`)
    .sort();

describe('contentEndpoints', () => {
  it('gives a kind the list, detail, create, edit, delete, status and restore calls', () => {
    expect(routes(marketingEndpoints)).toEqual([
      'DELETE /marketing/:id 204',
      'GET /marketing 200',
      'GET /marketing/:id 200',
      'POST /marketing 201',
      'PUT /marketing/:id 200',
      'PUT /marketing/:id/restore 200',
      'PUT /marketing/:id/status 200',
    ]);
    expect(marketingEndpoints.list).toMatchObject({ list: true, errors: [403, 422] });
    expect(marketingEndpoints.list.summary).toBe(
      'List (x-total-count); export=true downloads marketing.csv',
    );
    // The status call answers the item, or 204 once the move deleted it.
    expect(marketingEndpoints.status).toMatchObject({ orNoContent: true, body: contentStatusBody });
  });

  it('adds the category calls to the kinds with categories', () => {
    expect(routes(announcementEndpoints).filter((route) => route.includes('category'))).toEqual([
      'DELETE /announcement/category/:id 204',
      'GET /announcement/category 200',
      'POST /announcement/category 201',
      'PUT /announcement/category 200',
      'PUT /announcement/category/:id 200',
    ]);
    expect(announcementEndpoints.categories.updateWithIdInBody.body).toBe(categoryUpdateBody);
    expect(routes(wellnessEndpoints)).toHaveLength(12);
    expect('categories' in smsEndpoints).toBe(false);
  });

  it('keeps each kind’s own schemas and calls', () => {
    expect(announcementEndpoints.detail.answer).toBe(announcementItem);
    expect(opinionPollEndpoints.status.body).toBe(pollStatusBody);
    expect(notificationEndpoints.reach).toMatchObject({
      method: 'POST',
      path: '/notification/reach',
    });
    expect(routes(smsEndpoints)).toContain('PUT /sms/:id/status 200');
  });

  it('types the paths and answers by the kind', () => {
    expectTypeOf(announcementEndpoints.detail.path).toEqualTypeOf<'/announcement/:id'>();
    expectTypeOf(announcementEndpoints.status.orNoContent).toEqualTypeOf<true>();
    expectTypeOf<PathParamNames<typeof smsEndpoints.status.path>>().toEqualTypeOf<'id'>();
    expectTypeOf<z.output<typeof announcementEndpoints.detail.answer>>().toEqualTypeOf<
      z.output<typeof announcementItem>
    >();
  });
});
