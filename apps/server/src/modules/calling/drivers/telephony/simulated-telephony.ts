import { CallStatus, type CallStatusCode } from '@console/contract';
import { randomBytes } from 'node:crypto';
import {
  TelephonyError,
  type CallLegs,
  type CallState,
  type RecordingFile,
  type TelephonyDriver,
} from './telephony.ts';
import { wavRecording } from './wav-recording.ts';

// The default telephony driver: no vendor, no network. A call's whole life is written in its
// sid (when it was placed and how it ends), so its status at any moment is computed, the same in
// every server process and after a restart. The called number's last digit picks the ending, so
// a demo or a test can choose one: 0 busy, 1 no answer, 2 failed, anything else answered.

export type SimulatedOutcome = 'completed' | 'busy' | 'no-answer' | 'failed';

const OUTCOME_LETTERS: Record<SimulatedOutcome, string> = {
  completed: 'c',
  busy: 'b',
  'no-answer': 'n',
  failed: 'f',
};
const OUTCOMES_BY_LETTER = new Map(
  Object.entries(OUTCOME_LETTERS).map(([outcome, letter]) => [letter, outcome as SimulatedOutcome]),
);

const UNANSWERED: ReadonlySet<number> = new Set([
  CallStatus.Busy,
  CallStatus.NoAnswer,
  CallStatus.Failed,
]);

/** Seconds of talk (and of the recording) in an answered simulated call. */
export const SIMULATED_TALK_SECONDS = 3;

const SID_PATTERN = /^sim-([0-9a-z]{1,11})-([cbnf])-([0-9a-f]{8,32})$/;

export function outcomeOfNumber(number: string): SimulatedOutcome {
  switch (number.at(-1)) {
    case '0':
      return 'busy';
    case '1':
      return 'no-answer';
    case '2':
      return 'failed';
    default:
      return 'completed';
  }
}

/** A simulator sid: placement time (ms, base 36), the ending's letter and a unique tail. */
export function simulatedCallSid(
  placedAt: Date,
  outcome: SimulatedOutcome,
  tail = randomBytes(8).toString('hex'),
): string {
  return `sim-${placedAt.getTime().toString(36)}-${OUTCOME_LETTERS[outcome]}-${tail}`;
}

function parseSid(callSid: string): { placedAt: number; outcome: SimulatedOutcome } | null {
  const match = SID_PATTERN.exec(callSid);
  const outcome = match && OUTCOMES_BY_LETTER.get(match[2]!);
  if (!match || !outcome) return null;
  return { placedAt: parseInt(match[1]!, 36), outcome };
}

/**
 * Where a simulated call is `elapsed` ms after placement, with `step` ms per stage: queued,
 * ringing, then busy or failed at once, no answer after two more stages of ringing, or in
 * progress for two stages and completed.
 */
export function simulatedStatus(
  outcome: SimulatedOutcome,
  elapsed: number,
  step: number,
): CallStatusCode {
  if (elapsed < step) return CallStatus.Queued;
  if (outcome === 'failed') return CallStatus.Failed;
  if (elapsed < 2 * step) return CallStatus.Ringing;
  if (outcome === 'busy') return CallStatus.Busy;
  if (elapsed < 4 * step)
    return outcome === 'no-answer' ? CallStatus.Ringing : CallStatus.InProgress;
  return outcome === 'no-answer' ? CallStatus.NoAnswer : CallStatus.Completed;
}

export class SimulatedTelephony implements TelephonyDriver {
  readonly name = 'simulator';

  constructor(
    /** How long a call stays in each stage, in ms. */
    private readonly step: number,
    private readonly now: () => number = Date.now,
  ) {}

  async connect(legs: CallLegs): Promise<CallState> {
    if (!/^\d{10}$/.test(legs.from) || !/^\d{10}$/.test(legs.to)) {
      throw new TelephonyError('The simulator dials 10-digit numbers only.', 400);
    }
    const callSid = simulatedCallSid(new Date(this.now()), outcomeOfNumber(legs.to));
    return { callSid, status: CallStatus.Queued, duration: null, recordingUrl: null };
  }

  async callState(callSid: string): Promise<CallState | null> {
    const call = parseSid(callSid);
    if (!call) return null;
    const status = simulatedStatus(call.outcome, this.now() - call.placedAt, this.step);
    const completed = status === CallStatus.Completed;
    const unanswered = UNANSWERED.has(status);
    return {
      callSid,
      status,
      duration: completed ? SIMULATED_TALK_SECONDS : unanswered ? 0 : null,
      recordingUrl: completed ? `simulator:${callSid}` : null,
    };
  }

  async fetchRecording(call: {
    callSid: string;
    recordingUrl: string | null;
  }): Promise<RecordingFile | null> {
    const state = await this.callState(call.callSid);
    if (state?.status !== CallStatus.Completed) return null;
    const seed = [...call.callSid].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    return {
      bytes: wavRecording(SIMULATED_TALK_SECONDS, seed),
      contentType: 'audio/wav',
      extension: 'wav',
    };
  }
}
