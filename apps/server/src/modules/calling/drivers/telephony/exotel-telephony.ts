import { CallStatus } from '@console/contract';
import type { ExotelSettings } from '../../calling.settings.ts';
import {
  TelephonyError,
  callStatusOfWord,
  type CallLegs,
  type CallState,
  type RecordingFile,
  type TelephonyDriver,
} from './telephony.ts';

// Exotel's Voice v1 API (developer.exotel.com): "Connect two numbers" is a form-encoded
// POST /v1/Accounts/{sid}/Calls/connect that rings From, then To, showing CallerId (the
// ExoPhone); GET /v1/Accounts/{sid}/Calls/{CallSid} is the call's details. Both answer JSON
// with the `.json` suffix, `{ "Call": { "Sid", "Status", "Duration", "RecordingUrl", … } }`,
// and authenticate with HTTP basic auth of the API key and token.

const TIMEOUT_MS = 10_000;
/** A recording larger than this is not kept (an hour of Exotel's mp3 is ~30 MB). */
const MAX_RECORDING_BYTES = 50 * 1024 * 1024;

interface ExotelCall {
  Sid?: string;
  Status?: string | null;
  Duration?: string | number | null;
  RecordingUrl?: string | null;
}

/** An Indian 10-digit mobile in E.164, which Exotel prefers. */
const e164 = (number: string) => (/^\d{10}$/.test(number) ? `+91${number}` : number);

export class ExotelTelephony implements TelephonyDriver {
  readonly name = 'exotel';
  private readonly authorization: string;
  private readonly accountUrl: string;

  constructor(private readonly settings: ExotelSettings) {
    const credentials = `${settings.apiKey}:${settings.apiToken}`;
    this.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    this.accountUrl = `${settings.apiUrl}/v1/Accounts/${encodeURIComponent(settings.accountSid)}`;
  }

  async connect(legs: CallLegs): Promise<CallState> {
    const form = new URLSearchParams({
      From: e164(legs.from),
      To: e164(legs.to),
      CallerId: this.settings.callerId,
      // Transactional: a call about the parent's own child, not promotion.
      CallType: 'trans',
      Record: 'true',
    });
    const response = await this.request(`${this.accountUrl}/Calls/connect.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (!response.ok) throw await refusal(response, 'placing the call');
    const state = callStateOf(await this.callOf(response));
    if (!state) throw new TelephonyError('Exotel answered without a call sid.', response.status);
    return state;
  }

  async callState(callSid: string): Promise<CallState | null> {
    const response = await this.request(
      `${this.accountUrl}/Calls/${encodeURIComponent(callSid)}.json`,
      { method: 'GET' },
    );
    if (response.status === 404) return null;
    if (!response.ok) throw await refusal(response, 'reading the call');
    return callStateOf(await this.callOf(response));
  }

  async fetchRecording(call: {
    callSid: string;
    recordingUrl: string | null;
  }): Promise<RecordingFile | null> {
    if (!call.recordingUrl) return null;
    const url = new URL(call.recordingUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Our credentials go to Exotel's API host only; recordings on a storage host (S3) are
    // addressed by their own signed URL, which another Authorization header would break.
    const sameHost = url.origin === new URL(this.settings.apiUrl).origin;
    const response = await fetchWithTimeout(url, {
      headers: sameHost ? { authorization: this.authorization } : {},
    });
    if (response.status === 404) return null;
    if (!response.ok) throw await refusal(response, 'fetching the recording');
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_RECORDING_BYTES) {
      throw new TelephonyError('The recording is too large to keep.', response.status);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_RECORDING_BYTES) {
      throw new TelephonyError('The recording is too large to keep.', response.status);
    }
    const contentType = (response.headers.get('content-type') ?? 'audio/mpeg').split(';')[0]!;
    const extension = contentType.includes('wav') ? 'wav' : 'mp3';
    return { bytes, contentType: extension === 'wav' ? 'audio/wav' : 'audio/mpeg', extension };
  }

  private request(url: string, init: RequestInit): Promise<Response> {
    return fetchWithTimeout(url, {
      ...init,
      headers: { ...init.headers, authorization: this.authorization, accept: 'application/json' },
    });
  }

  private async callOf(response: Response): Promise<ExotelCall | undefined> {
    const body = (await response.json().catch(() => undefined)) as
      { Call?: ExotelCall } | undefined;
    return body?.Call;
  }
}

async function fetchWithTimeout(url: string | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new TelephonyError(
      `Exotel could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A refusal with Exotel's own words (RestException.Message) when it gave any. */
async function refusal(response: Response, doing: string): Promise<TelephonyError> {
  const body = (await response.json().catch(() => undefined)) as
    { RestException?: { Message?: string } } | undefined;
  const reason = body?.RestException?.Message ?? `HTTP ${response.status}`;
  return new TelephonyError(`Exotel refused ${doing}: ${reason}`, response.status);
}

function callStateOf(call: ExotelCall | undefined): CallState | null {
  if (!call?.Sid) return null;
  const status = callStatusOfWord(call.Status);
  const duration =
    call.Duration === null || call.Duration === undefined ? NaN : Number(call.Duration);
  return {
    callSid: call.Sid,
    // A word we do not know: Unknown, which leaves the stored status as it was.
    status: status ?? CallStatus.Unknown,
    duration: Number.isInteger(duration) && duration >= 0 ? duration : null,
    recordingUrl: call.RecordingUrl || null,
  };
}
