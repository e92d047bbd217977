import { CallStatus, type CallStatusCode } from '@console/contract';

// Click-to-call behind an adapter (issue 6): a telephony service rings the agent first and,
// once they answer, the person called; it reports the call's progress and offers a recording.

/** The two legs of a click-to-call, as 10-digit mobile numbers. */
export interface CallLegs {
  /** Rung first: the agent placing the call. */
  from: string;
  /** Rung once the agent answers: the person called. */
  to: string;
}

/** What the service says about a call. */
export interface CallState {
  callSid: string;
  /** Unknown (-1) when the service's word is not one we know: the stored status stays. */
  status: CallStatusCode;
  /** Talk time in seconds, once the service reports it. */
  duration: number | null;
  /** Where the service offers the recording; null while it has none. */
  recordingUrl: string | null;
}

export interface RecordingFile {
  bytes: Buffer;
  contentType: string;
  /** The file extension the bytes are kept under (wav, mp3). */
  extension: string;
}

export interface TelephonyDriver {
  readonly name: 'simulator' | 'exotel';
  /** Places the call; answers its sid and first status. */
  connect(legs: CallLegs): Promise<CallState>;
  /** The call's current state; null when the service does not know the sid. */
  callState(callSid: string): Promise<CallState | null>;
  /** The recording's bytes; null when the call has none (yet). */
  fetchRecording(call: {
    callSid: string;
    recordingUrl: string | null;
  }): Promise<RecordingFile | null>;
}

/** The service could not be reached or refused the request; nothing about the call changed. */
export class TelephonyError extends Error {
  constructor(
    message: string,
    /** The service's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TelephonyError';
  }
}

/**
 * A vendor's status word as a CallStatus (Exotel's words are Twilio's: queued, ringing,
 * in-progress, completed, busy, no-answer, failed, canceled); undefined for a word we do not
 * know, which leaves the stored status as it is.
 */
export function callStatusOfWord(word: string | null | undefined): CallStatusCode | undefined {
  switch (word?.trim().toLowerCase()) {
    case 'queued':
      return CallStatus.Queued;
    case 'ringing':
      return CallStatus.Ringing;
    case 'in-progress':
      return CallStatus.InProgress;
    case 'completed':
      return CallStatus.Completed;
    case 'busy':
      return CallStatus.Busy;
    case 'no-answer':
      return CallStatus.NoAnswer;
    case 'failed':
      return CallStatus.Failed;
    case 'canceled':
    case 'cancelled':
      return CallStatus.Canceled;
    default:
      return undefined;
  }
}
