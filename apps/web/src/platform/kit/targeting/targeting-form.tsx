import type { TargetingFilter } from '@console/contract';
import { Checkbox, Divider, Row } from 'antd';
import { useId, useState } from 'react';
import { ReachCountView } from './reach-count.tsx';
import type { TargetingScope } from './targeting-assets.ts';
import { TargetingAudienceRow } from './targeting-audience-row.tsx';
import type { TargetUserType } from './targeting-options.ts';
import type { TargetingSectionProps } from './targeting-controls.tsx';
import { TargetingLocationPickers } from './targeting-location-pickers.tsx';
import { TargetingParentRefinements } from './targeting-parent-refinements.tsx';
import { compactFilter } from './targeting-rules.ts';
import { TargetingSharedRefinements } from './targeting-shared-refinements.tsx';
import { TargetingStaffRefinements } from './targeting-staff-refinements.tsx';
import { useReachCount } from './use-reach-count.ts';
import { useTargetingAssets } from './use-targeting-assets.ts';

// The targeting section every sending module embeds in its form (000 §3, §6): who (parents or
// staff), where (all, or chosen states, districts or branches within the sender's scope), and
// refinements for that audience, with the live reach count. Controlled: the module owns the
// value and sends it with its message.

export const DEFAULT_TARGETING: TargetingFilter = { user_type: 'student', target_method: 'all' };

interface TargetingFormProps {
  value: TargetingFilter;
  onChange: (next: TargetingFilter) => void;
  scope: TargetingScope;
  /** Show the live reach count under the form (default true). */
  showReach?: boolean;
  disabled?: boolean;
  /**
   * Offer "Only recipients without the app" (an SMS form: the follow-up of a push message to
   * those it could not reach). Shown anyway when the value already asks for it.
   */
  phoneOnlyChoice?: boolean;
  /** The audiences offered; both by default (a meeting's attendees are staff only). */
  userTypes?: readonly TargetUserType[];
  /**
   * Offer "App versions" (default true): a message reaches those with the app. Off where the
   * filter chooses people rather than recipients of a message (a meeting's attendees).
   */
  appVersionChoice?: boolean;
}

export function TargetingForm({
  value,
  onChange,
  scope,
  showReach = true,
  disabled,
  phoneOnlyChoice = false,
  userTypes,
  appVersionChoice = true,
}: TargetingFormProps) {
  const ids = useId();
  const [admissionSearch, setAdmissionSearch] = useState('');
  const assets = useTargetingAssets(value, scope, admissionSearch);
  // A form that shows the reach its own way (a module's Reach) counts it there, not here too.
  const reach = useReachCount(value, scope, { enabled: showReach });

  const section: TargetingSectionProps = {
    value,
    set: (changes) => onChange(compactFilter({ ...value, ...changes })),
    id: (name) => `${ids}-${name}`,
    disabled,
  };

  return (
    <section aria-label="Audience" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TargetingAudienceRow {...section} onChange={onChange} userTypes={userTypes} />

      {value.target_method !== 'all' && (
        <TargetingLocationPickers {...section} onChange={onChange} assets={assets} />
      )}

      <Divider titlePlacement="start" plain style={{ margin: 0 }}>
        Refine
      </Divider>

      <Row gutter={[16, 16]}>
        <TargetingSharedRefinements
          {...section}
          assets={assets}
          appVersionChoice={appVersionChoice || (value.app_versions?.length ?? 0) > 0}
        />
        {value.user_type === 'student' ? (
          <TargetingParentRefinements
            {...section}
            assets={assets}
            onAdmissionSearch={setAdmissionSearch}
          />
        ) : (
          <TargetingStaffRefinements {...section} assets={assets} />
        )}
      </Row>

      {(phoneOnlyChoice || value.phone_only_recipients) && (
        <Checkbox
          checked={!!value.phone_only_recipients}
          disabled={disabled}
          onChange={(event) => section.set({ phone_only_recipients: event.target.checked })}
        >
          Only recipients without the app (reached by phone alone)
        </Checkbox>
      )}

      {showReach && (
        <ReachCountView
          data={reach.data}
          loading={reach.isFetching || reach.pending}
          error={reach.isError ? reach.error : null}
          onRetry={() => void reach.refetch()}
        />
      )}
    </section>
  );
}
