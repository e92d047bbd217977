import { Application, Platform } from '@console/contract';
import type { PushTarget } from './push-sender.ts';

// How a push finds its recipient (FCM topics). The apps subscribe, after sign-in, to a topic
// named from their user's recipient key (the normalised phone number) and to one topic for
// their platform:
//   parent app  → parent_<key>   staff app → staff_<key>   admin app → admin_<key>
//   web | android | ios
// so the server never stores device tokens, and the parents of siblings (one number, one key)
// share one topic: one message reaches every device of that family, once. Announcements,
// wellness and marketing go to the recipient's topic; a notification aimed at some platforms or
// applications adds a condition over those topics (FCM allows five topics per condition; this
// uses at most four: two apps and two platforms, since three platforms need no condition).

export type AppTopic = 'parent' | 'staff' | 'admin';

const PLATFORM_TOPICS: Record<number, string> = {
  [Platform.Web]: 'web',
  [Platform.Android]: 'android',
  [Platform.iOS]: 'ios',
};
const ALL_PLATFORMS = Object.keys(PLATFORM_TOPICS).length;

/** The app a module's message reaches: the parent app for students, the staff app for staff. */
export const defaultAppTopic = (userType: 'student' | 'staff'): AppTopic =>
  userType === 'staff' ? 'staff' : 'parent';

/**
 * The apps a notification reaches among those its audience uses: parents only have the parent
 * app; staff have the staff app and the admin app. None: the notification reaches nobody.
 */
export function notificationAppTopics(
  userType: 'student' | 'staff',
  applications: readonly number[],
): AppTopic[] {
  const apps: AppTopic[] = [];
  if (userType === 'student') {
    if (applications.includes(Application.ParentMobileApp)) apps.push('parent');
  } else {
    if (applications.includes(Application.StaffMobileApp)) apps.push('staff');
    if (applications.includes(Application.Admin)) apps.push('admin');
  }
  return apps;
}

export const recipientTopic = (app: AppTopic, recipientKey: string) => `${app}_${recipientKey}`;

const anyOf = (topics: readonly string[]) => {
  const terms = topics.map((topic) => `'${topic}' in topics`);
  return terms.length === 1 ? terms[0]! : `(${terms.join(' || ')})`;
};

/**
 * The target of one recipient's push: their topic in each app, narrowed to the platforms when
 * not all of them are chosen. `platforms` absent (modules other than notifications): all.
 */
export function pushTarget(
  recipientKey: string,
  apps: readonly AppTopic[],
  platforms?: readonly number[],
): PushTarget {
  const appTopics = apps.map((app) => recipientTopic(app, recipientKey));
  const platformTopics = [...new Set(platforms ?? [])]
    .map((platform) => PLATFORM_TOPICS[platform])
    .filter((topic): topic is string => topic !== undefined);
  const narrowed = platformTopics.length > 0 && platformTopics.length < ALL_PLATFORMS;
  if (appTopics.length === 1 && !narrowed) return { topic: appTopics[0]! };
  const terms = [anyOf(appTopics), ...(narrowed ? [anyOf(platformTopics)] : [])];
  return { condition: terms.join(' && ') };
}
