import type { EventItem, MeResponse } from '@console/contract';
import { hasPermission } from '../../platform/core/me/use-me.ts';

// What the console offers whom (the server decides again): creators change their own events,
// eventsgallery_update and event_gallery_admin holders any event they can see.

export function mayCreateEvents(me: MeResponse | undefined): boolean {
  return hasPermission(me, 'eventsgallery_create');
}

export function mayChangeEvent(me: MeResponse | undefined, event: EventItem): boolean {
  if (!me) return false;
  if (hasPermission(me, 'eventsgallery_update') || hasPermission(me, 'event_gallery_admin')) {
    return true;
  }
  return hasPermission(me, 'eventsgallery_create') && event.created_by_user.id === me.id;
}

export function mayManageSchedules(me: MeResponse | undefined): boolean {
  return hasPermission(me, 'event_schedule_create') || hasPermission(me, 'event_gallery_admin');
}
