import { Application, Platform } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { notificationAppTopics, pushTarget } from './push-addressing.ts';

describe('push addressing by FCM topic', () => {
  it('sends module messages to the recipient’s topic in their app', () => {
    expect(pushTarget('9876543210', ['parent'])).toEqual({ topic: 'parent_9876543210' });
    expect(pushTarget('9876543210', ['staff'], [1, 2, 3])).toEqual({ topic: 'staff_9876543210' });
  });

  it('narrows a notification to its platforms with a condition', () => {
    expect(pushTarget('9876543210', ['parent'], [Platform.Android, Platform.iOS])).toEqual({
      condition: "'parent_9876543210' in topics && ('android' in topics || 'ios' in topics)",
    });
    expect(pushTarget('9876543210', ['staff', 'admin'], [Platform.Web])).toEqual({
      condition:
        "('staff_9876543210' in topics || 'admin_9876543210' in topics) && 'web' in topics",
    });
    expect(pushTarget('9876543210', ['staff', 'admin'])).toEqual({
      condition: "('staff_9876543210' in topics || 'admin_9876543210' in topics)",
    });
  });

  it('reaches only the apps the audience uses', () => {
    const all = [Application.Admin, Application.ParentMobileApp, Application.StaffMobileApp];
    expect(notificationAppTopics('student', all)).toEqual(['parent']);
    expect(notificationAppTopics('staff', all)).toEqual(['staff', 'admin']);
    expect(notificationAppTopics('student', [Application.StaffMobileApp])).toEqual([]);
    expect(notificationAppTopics('staff', [Application.ParentMobileApp])).toEqual([]);
  });
});
