import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';

export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  mobile: string;
  text: string;
  /** DLT template id the text was registered under. */
  templateId: string;
  /** What the message is for (otp_login, password_reset, …), kept with it. */
  purpose: string;
  /** Holds a one-time code: drivers that talk to a real gateway keep no readable copy. */
  sensitive?: boolean;
}

export interface SmsSender {
  readonly driver: string;
  send(message: SmsMessage): Promise<void>;
}

/** The configured SMS driver: the outbox (default, offline) or an HTTP gateway. */
export function createSmsSender(config: Config, db: Db): SmsSender {
  if (config.sms.driver === 'http') {
    if (!config.sms.httpUrl) throw new Error('SMS_DRIVER=http needs SMS_HTTP_URL.');
    return new HttpSmsSender(db, {
      url: config.sms.httpUrl,
      apiKey: config.sms.httpApiKey,
      senderId: config.sms.senderId,
    });
  }
  return new OutboxSmsSender(db);
}
