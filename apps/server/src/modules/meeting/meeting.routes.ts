import {
  meetingEndpoints as endpoints,
  type MeetingAttendee,
  type MeetingRow,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { attendeeList, changeAttendees, markAttendance } from './meeting-attendance.service.ts';
import {
  changeMeetingStatus,
  createMeeting,
  editMeeting,
  meetingDetail,
  meetingList,
  removeMeeting,
} from './meeting.service.ts';

/** Meetings (002 §7): HTTP only; every call needs the `meeting` permission and its scope. */
export const meetingRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;
  const caller = (request: Parameters<typeof requestContext>[1]) => requestContext(db, request);

  routeEndpoint(app, endpoints.list, {
    access: 'meeting',
    handler: async (request, reply) =>
      sendList<MeetingRow>(
        reply,
        database,
        request.query,
        await meetingList(caller(request), request.query),
      ),
  });

  routeEndpoint(app, endpoints.detail, {
    access: 'meeting',
    handler: (request) => meetingDetail(caller(request), request.params.id),
  });

  routeEndpoint(app, endpoints.create, {
    access: 'meeting',
    handler: (request) => createMeeting(caller(request), request.body),
  });

  routeEndpoint(app, endpoints.update, {
    access: 'meeting',
    handler: (request) => editMeeting(caller(request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.remove, {
    access: 'meeting',
    handler: (request) => removeMeeting(caller(request), request.params.id),
  });

  routeEndpoint(app, endpoints.status, {
    access: 'meeting',
    handler: (request) => changeMeetingStatus(caller(request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.attendees, {
    access: 'meeting',
    handler: async (request, reply) =>
      sendList<MeetingAttendee>(
        reply,
        database,
        request.query,
        await attendeeList(caller(request), request.params.id, request.query),
      ),
  });

  routeEndpoint(app, endpoints.changeAttendees, {
    access: 'meeting',
    handler: (request) => changeAttendees(caller(request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.markAttendance, {
    access: 'meeting',
    handler: (request) => markAttendance(caller(request), request.params.id, request.body),
  });
};
