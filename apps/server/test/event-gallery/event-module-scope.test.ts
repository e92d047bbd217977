import { Messages, eventGalleryEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveStaffPermissions } from '../calling/calling-kit.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

// Branch scope comes from moduleScope(), which checks the module's permission too: a holder of
// eventsgallery_create alone passes the route's own check but not the module's (its menu entry
// needs eventsgallery_read), so it is refused before any rule about the event itself.

let t: TestApp;
let staff: SignedIn;
let eventId: number;
beforeAll(async () => {
  t = await startTestApp();
  const events = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM event_gallery_items ORDER BY id LIMIT 1`,
  );
  eventId = events.rows[0]!.id;
});
afterAll(() => t?.close());

const removeEvent = () =>
  callApi(t, eventGalleryEndpoints.delete, { params: { id: eventId } }, staff);

describe('the event gallery through moduleScope', () => {
  it('refuses a caller without the module permission', async () => {
    await giveStaffPermissions(t, ['eventsgallery_create']);
    staff = await t.signIn('staff');
    const refused = await removeEvent();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Messages.forbidden);
  });

  it('applies the event rules once the caller holds the module permission', async () => {
    await giveStaffPermissions(t, ['eventsgallery_create', 'eventsgallery_read']);
    staff = await t.signIn('staff');
    // Outside the staff member's branch (404) or someone else's event (the own-events rule):
    // either way the event's own rules answered, not the module's.
    const answered = await removeEvent();
    expect([403, 404]).toContain(answered.statusCode);
    expect(answered.json().message).not.toBe(Messages.forbidden);
  });
});
