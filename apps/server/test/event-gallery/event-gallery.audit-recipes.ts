import {
  Designation,
  EventStatus,
  eventGalleryEndpoints as endpoints,
  type EventItem,
} from '@console/contract';
import {
  idOf,
  prepare,
  type Caller,
  type HistoryRecipes,
  type Recipes,
  type Walk,
} from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';
import { eventBodyOf, eventTypeIds, minutesFromNow, setDesignation, upload } from './event-kit.ts';

// The audit walk's recipes for the event gallery (see audit/audit-walk-kit.ts).

const EVENTS = { module: 'event-gallery', item_type: 'event_gallery_items' };
const SCHEDULES = { module: 'event-gallery', item_type: 'event_schedules' };

const draftEvent = (walk: Walk) =>
  idOf(prepare(walk, endpoints.create, { body: eventBodyOf(walk.branchId) }));

/** The zonal coordinator, given a designation that rates events (event_gallery_image_rating). */
async function rater(walk: Walk): Promise<Caller> {
  await setDesignation(walk.t, 'zonal', Designation.ZonalCoordinator);
  return walk.caller('zonal');
}

/** A published event with two photos. */
async function publishedEvent(walk: Walk): Promise<EventItem> {
  const photos = [
    await upload(walk.t, walk.admin.session),
    await upload(walk.t, walk.admin.session),
  ];
  return prepare(walk, endpoints.create, {
    body: eventBodyOf(walk.branchId, { attachments: photos, status: EventStatus.Active }),
  });
}

async function schedule(walk: Walk): Promise<number> {
  const [type] = await eventTypeIds(walk.t);
  const created = await prepare(walk, endpoints.createSchedules, {
    body: { schedules: [{ scheduled_at: minutesFromNow(10 * 24 * 60), event_type_id: type }] },
  });
  return created[0]!.id;
}

export const recipes: Recipes = {
  [routeOf(endpoints.create)]: async (walk) => ({
    url: urlOf(endpoints.create),
    body: eventBodyOf(walk.branchId),
    expect: EVENTS,
  }),
  [routeOf(endpoints.update)]: async (walk) => ({
    url: urlOf(endpoints.update, { id: await draftEvent(walk) }),
    body: eventBodyOf(walk.branchId, { title: 'Sports Day 2026' }),
    expect: EVENTS,
  }),
  [routeOf(endpoints.delete)]: async (walk) => ({
    url: urlOf(endpoints.delete, { id: await draftEvent(walk) }),
    expect: EVENTS,
  }),
  [routeOf(endpoints.changeStatus)]: async (walk) => ({
    url: urlOf(endpoints.changeStatus, { id: await draftEvent(walk) }),
    body: { status: EventStatus.Scheduled, scheduled_at: minutesFromNow(30) },
    expect: EVENTS,
  }),
  [routeOf(endpoints.rate)]: async (walk) => ({
    url: urlOf(endpoints.rate),
    body: { event_id: (await publishedEvent(walk)).id, rating: 4 },
    as: await rater(walk),
    // A rating is part of its event's story.
    expect: EVENTS,
  }),
  [routeOf(endpoints.rateImage)]: async (walk) => {
    const event = await publishedEvent(walk);
    return {
      url: `${urlOf(endpoints.rateImage, { event_id: event.id, media_file_id: event.attachments[1]!.id })}?rating=5`,
      body: {},
      as: await rater(walk),
      expect: EVENTS,
    };
  },
  [routeOf(endpoints.createSchedules)]: async (walk) => ({
    url: urlOf(endpoints.createSchedules),
    body: {
      schedules: [
        {
          scheduled_at: minutesFromNow(12 * 24 * 60),
          event_type_id: (await eventTypeIds(walk.t))[0],
        },
      ],
    },
    expect: SCHEDULES,
  }),
  [routeOf(endpoints.updateSchedule)]: async (walk) => ({
    url: urlOf(endpoints.updateSchedule, { id: await schedule(walk) }),
    body: {
      scheduled_at: minutesFromNow(20 * 24 * 60),
      event_type_id: (await eventTypeIds(walk.t))[1],
    },
    expect: SCHEDULES,
  }),
  [routeOf(endpoints.updateSchedules)]: async (walk) => ({
    url: urlOf(endpoints.updateSchedules),
    body: { ids: [await schedule(walk), await schedule(walk)], board_type: 1 },
    expect: SCHEDULES,
  }),
  [routeOf(endpoints.deleteSchedules)]: async (walk) => ({
    url: urlOf(endpoints.deleteSchedules),
    body: { ids: [await schedule(walk)] },
    expect: SCHEDULES,
  }),
};

/** The history walk's events: a draft of each branch. */
export const histories: HistoryRecipes = {
  event_gallery_items: async (walk, outsideBranchId) => ({
    inBranch: await draftEvent(walk),
    outside: await idOf(prepare(walk, endpoints.create, { body: eventBodyOf(outsideBranchId) })),
  }),
};
