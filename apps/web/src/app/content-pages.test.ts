import type { FunctionComponent, ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './keep-alive/keep-alive-outlet.tsx';
import type { PageAccess } from './page-access.ts';
import { consoleRoutes } from './routes.tsx';

// The messaging modules' pages: which page each address opens, who may open it, and which are
// kept alive (the lists).

function routeOf(address: string) {
  const route = matchRoutes(consoleRoutes(), address)?.at(-1)?.route;
  if (!route) throw new Error(`${address} matches nothing`);
  return route;
}

async function pageOf(address: string) {
  const route = routeOf(address);
  if (typeof route.lazy !== 'function') throw new Error(`${address} is not a code-split page`);
  const loaded = (await route.lazy()) as {
    element?: ReactElement<{
      access?: PageAccess;
      children: ReactElement<unknown, FunctionComponent>;
    }>;
  };
  return {
    path: route.path,
    access: loaded.element?.props.access,
    page: loaded.element?.props.children.type.name,
    keepAlive: (route.handle as RouteHandle | undefined)?.keepAlive === true,
  };
}

describe('messaging module pages', () => {
  it.each([
    ['/announcement', 'AnnouncementListPage', { module: 'announcement' }, true],
    [
      '/announcement/form',
      'AnnouncementFormPage',
      { module: 'announcement', permission: ['announcement_create', 'announcement_update'] },
      false,
    ],
    ['/announcement/12', 'AnnouncementDetailPage', { module: 'announcement' }, false],
    ['/wellness', 'WellnessListPage', { module: 'wellness' }, true],
    ['/wellness/form', 'WellnessFormPage', { module: 'wellness', permission: 'wellness' }, false],
    ['/wellness/3', 'WellnessDetailPage', { module: 'wellness' }, false],
    ['/marketing', 'MarketingListPage', { module: 'marketing' }, true],
    [
      '/marketing/form',
      'MarketingFormPage',
      { module: 'marketing', permission: 'marketing' },
      false,
    ],
    ['/marketing/3', 'MarketingDetailPage', { module: 'marketing' }, false],
    ['/push-notification', 'NotificationListPage', { module: 'push-notification' }, true],
    [
      '/push-notification/form',
      'NotificationFormPage',
      { module: 'push-notification', permission: 'notification' },
      false,
    ],
    ['/push-notification/9', 'NotificationDetailPage', { module: 'push-notification' }, false],
    ['/sms', 'SmsListPage', { module: 'sms' }, true],
    ['/sms/form', 'SmsFormPage', { module: 'sms', permission: 'sms' }, false],
    ['/sms/4', 'SmsDetailPage', { module: 'sms' }, false],
    ['/push-outbox', 'PushOutboxPage', { superuser: true }, true],
    ['/sms-outbox', 'SmsOutboxPage', { superuser: true }, true],
    ['/hangfire', 'BackgroundJobsPage', { permission: 'hangfire_read' }, false],
  ])('%s opens %s', async (address, page, access, keepAlive) => {
    const found = await pageOf(address);
    expect(found.page).toBe(page);
    expect(found.access).toEqual(access);
    expect(found.keepAlive).toBe(keepAlive);
  });
});
