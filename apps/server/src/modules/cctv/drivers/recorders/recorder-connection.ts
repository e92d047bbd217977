import { DigestClient, DigestRequestError, type DigestAnswer } from './digest-auth.ts';
import { RecorderAddressRefused, type RecorderNetworks } from './recorder-networks.ts';
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
  /** For each HTTP exchange with the recorder (the name's look-up included). */
  timeoutMs: number;
  /** Where recorders may be: the address is checked before every connection. */
  networks: RecorderNetworks;
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
      resolveAddress: (name) =>
        withinTime(options.networks.resolve(name, address.http_port), options.timeoutMs),
    });
  }

  async get(path: string): Promise<DigestAnswer> {
    try {
      return await this.client.request(path);
    } catch (error) {
      if (!(error instanceof DigestRequestError)) throw error;
      const detail = `GET ${path}: ${error.kind}: ${error.message}`;
      switch (error.kind) {
        case 'address-refused':
          throw new RecorderError('unreachable', recorderMessages.addressNotAllowed(), detail);
        case 'unauthorized':
          throw new RecorderError('unauthorized', recorderMessages.unauthorized(), detail);
        case 'unsupported-authentication':
          // Plain-text sign-in only, or none we speak: what any web page may ask, not a sign
          // that a recorder is there (the detail names the schemes offered).
          throw this.unreadable(`${detail} (offered: ${error.offeredSchemes.join(', ')})`);
        case 'unreachable':
        case 'timeout':
          throw new RecorderError(error.kind, recorderMessages.notReached(this.place), detail);
        case 'protocol':
          throw this.unreadable(detail);
      }
    }
  }

  /** The answer could not be read: a status or a shape we did not expect. */
  unreadable(detail: string): RecorderError {
    return new RecorderError('bad-answer', recorderMessages.notReached(this.place), detail);
  }

  /** The recorder lets the user in but not at what was asked (403). */
  forbidden(detail: string): RecorderError {
    return new RecorderError('unauthorized', recorderMessages.forbidden(), detail);
  }

  /** The vendor's first address is unknown there: most likely the DVR row names the wrong model. */
  wrongVendor(detail: string): RecorderError {
    return new RecorderError(
      'bad-answer',
      recorderMessages.notReached(this.place),
      `${detail} (not a ${this.vendor} API)`,
    );
  }
}

/** The address's look-up within the exchange's time; a name that takes longer is refused. */
function withinTime(resolving: Promise<string>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RecorderAddressRefused(`no address within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([resolving, late]).finally(() => clearTimeout(timer));
}
