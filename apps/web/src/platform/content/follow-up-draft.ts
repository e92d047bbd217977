import type { TargetingFilter } from '@console/contract';
import { useLocation } from 'react-router';

// A new messaging item can start from a draft handed over in the navigation's state: the SMS
// that follows an app message to its recipients with only a phone number (the send
// confirmation's offer). Nothing is saved until the sender sends it from that form.

export interface FollowUpDraft {
  title: string;
  description: string;
  targeting: TargetingFilter;
  /** What it follows, for the form's note: "Announcement 12". */
  follows: string;
}

interface FollowUpState {
  followUpDraft?: FollowUpDraft;
}

/** The navigation state that opens a form with this draft. */
export const followUpState = (draft: FollowUpDraft): FollowUpState => ({ followUpDraft: draft });

/** The draft the form was opened with, if any. */
export function useFollowUpDraft(): FollowUpDraft | undefined {
  const state = useLocation().state as FollowUpState | null;
  return state?.followUpDraft;
}
