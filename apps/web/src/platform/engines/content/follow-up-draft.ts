import type { MeResponse, TargetingFilter } from '@console/contract';
import { useLocation } from 'react-router';
import { hasPermission } from '../../core/me/use-me.ts';
import type { AnyContentModule } from './content-module.ts';

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

/** Whether the sender may follow an app message with an SMS to those it does not reach. */
export function mayTextPhoneOnly(module: AnyContentModule, me: MeResponse | undefined): boolean {
  const sms = module.phoneOnlySms;
  return !!sms && !!me?.visible_modules.includes(sms.moduleId) && hasPermission(me, sms.permission);
}

/**
 * Where the console goes after a sent app message whose sender chose the SMS follow-up: the SMS
 * form, with the message and its audience limited to recipients without the app.
 */
export function phoneOnlySmsFollowUp(
  module: AnyContentModule,
  id: number,
  message: { title: string; description: string; targeting: TargetingFilter },
): { path: string; state: FollowUpState } | null {
  if (!module.phoneOnlySms) return null;
  return {
    path: module.phoneOnlySms.formPath,
    state: followUpState({
      title: message.title,
      description: message.description,
      targeting: { ...message.targeting, phone_only_recipients: true },
      follows: `${module.singular} ${id}`,
    }),
  };
}
