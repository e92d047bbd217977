import { DigestClient, DigestRequestError, type DigestAnswer } from './digest-auth.ts';
import {
  RecorderError,
  recorderMessages,
  recorderPlace,
  type RecorderAddress,
  type RecorderDriver,
} from './recorder.ts';

/** An address as a URL's host: an IPv6 address in brackets. */
export const urlHost = (ip: string): string => (ip.includes(':') ? `[${ip}]` : ip);

/**
 * How much a driver needs a reading: `first` is the address every recorder of the vendor
 * answers (unknown there, the DVR row's model is wrong), `required` fails the call when refused,
 * `optional` answers null for what a model does not have.
 */
export type Need = 'first' | 'required' | 'optional';

/** A reading's answer by its need: an optional one may be null. */
export type Reading<T, N extends Need> = N extends 'optional' ? T | null : T;

export interface RecorderConnectionOptions {
  /** For each HTTP exchange with the recorder. */
  timeoutMs: number;
}

/**
 * One recorder's HTTP API with digest authentication, failures already in staff's words:
 * what the drivers share. Answers of any status come back; only a recorder that cannot be
 * reached, is too slow, or refuses the credentials throws.
 */
export class RecorderConnection {
  readonly place: string;
  private readonly client: DigestClient;

  constructor(
    address: RecorderAddress,
    private readonly vendor: RecorderDriver['vendor'],
    options: RecorderConnectionOptions,
  ) {
    this.place = recorderPlace(address);
    const scheme = address.is_https ? 'https' : 'http';
    const host = urlHost(address.ip_address);
    this.client = new DigestClient({
      origin: `${scheme}://${host}:${address.http_port}`,
      username: address.auth_username,
      password: address.auth_password,
      timeoutMs: options.timeoutMs,
    });
  }

  async get(path: string): Promise<DigestAnswer> {
    try {
      return await this.client.request(path);
    } catch (error) {
      if (!(error instanceof DigestRequestError)) throw error;
      const detail = `GET ${path}: ${error.message}`;
      switch (error.kind) {
        case 'unreachable':
          throw new RecorderError('unreachable', recorderMessages.unreachable(this.place), detail);
        case 'timeout':
          throw new RecorderError('timeout', recorderMessages.timeout(this.place), detail);
        case 'unauthorized':
          throw new RecorderError('unauthorized', recorderMessages.unauthorized(), detail);
        case 'unsupported-authentication': {
          const schemes = error.offeredSchemes.map((scheme) => scheme.toLowerCase());
          const basicOnly = schemes.includes('basic') && !schemes.includes('digest');
          throw new RecorderError(
            'unauthorized',
            basicOnly ? recorderMessages.basicOnly() : recorderMessages.unknownSignIn(),
            detail,
          );
        }
        case 'protocol':
          throw this.unreadable(detail);
      }
    }
  }

  /** The answer could not be read: a status or a shape we did not expect. */
  unreadable(detail: string): RecorderError {
    return new RecorderError('bad-answer', recorderMessages.unreadable(this.place), detail);
  }

  /** The recorder lets the user in but not at what was asked (403). */
  forbidden(detail: string): RecorderError {
    return new RecorderError('unauthorized', recorderMessages.forbidden(), detail);
  }

  /** The vendor's first address is unknown there: most likely the DVR row names the wrong model. */
  wrongVendor(detail: string): RecorderError {
    return new RecorderError(
      'bad-answer',
      recorderMessages.wrongVendor(this.place, this.vendor),
      detail,
    );
  }
}
