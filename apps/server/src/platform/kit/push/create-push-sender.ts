import fs from 'node:fs';
import type { Config } from '../../../config.ts';
import { FcmPushSender } from './fcm-push-sender.ts';
import { parseServiceAccount } from './google-service-account.ts';
import { OutboxPushSender } from './outbox-push-sender.ts';
import type { PushSender } from './push-sender.ts';

/** The configured push driver: the outbox (default, offline) or FCM's HTTP v1 API. */
export function createPushSender(config: Config): PushSender {
  if (config.push.driver === 'fcm') {
    const { fcm } = config.push;
    if (!fcm.serviceAccountFile) {
      throw new Error('PUSH_DRIVER=fcm needs FCM_SERVICE_ACCOUNT_FILE.');
    }
    const account = parseServiceAccount(fs.readFileSync(fcm.serviceAccountFile, 'utf8'));
    const projectId = fcm.projectId ?? account.project_id;
    if (!projectId) {
      throw new Error('PUSH_DRIVER=fcm needs FCM_PROJECT_ID (or project_id in the key file).');
    }
    return new FcmPushSender({
      account,
      projectId,
      apiUrl: fcm.apiUrl,
      concurrency: fcm.concurrency,
    });
  }
  return new OutboxPushSender();
}
