import {
  Application,
  ContentMessages,
  NOTIFICATION_PLATFORMS,
  notificationEndpoints,
  type NotificationItem,
  type NotificationReachBody,
  type ReachCount,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Form, Typography } from 'antd';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import type {
  ContentExtensionProps,
  ContentFormExtension,
} from '../../platform/engines/content/content-form-extension.ts';
import { CheckboxChoices } from '../../platform/kit/form/checkbox-choices.tsx';
import { ReachCountView } from '../../platform/kit/targeting/reach-count.tsx';
import { compactFilter } from '../../platform/kit/targeting/targeting-rules.ts';
import {
  REACH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../platform/kit/targeting/use-reach-count.ts';
import { APPLICATION_OPTIONS, PLATFORM_OPTIONS } from './notification-labels.ts';

// The notification form's own part (002 §3, §7): the platforms and applications it goes to, and
// its reach from POST /notification/reach (recipients with the audience's app) instead of the
// targeting form's count.

function NotificationTargets() {
  return (
    <Flex gap={32} wrap>
      <Form.Item
        label="Platforms"
        name="platforms"
        rules={[
          { required: true, type: 'array', min: 1, message: ContentMessages.platformsRequired },
        ]}
      >
        <CheckboxChoices options={PLATFORM_OPTIONS} />
      </Form.Item>
      <Form.Item
        label="Applications"
        name="applications"
        rules={[
          { required: true, type: 'array', min: 1, message: ContentMessages.applicationsRequired },
        ]}
      >
        <CheckboxChoices options={APPLICATION_OPTIONS} />
      </Form.Item>
    </Flex>
  );
}

/** The notification's reach call: the devices a push with this audience reaches. */
function fetchNotificationReach(
  scope: ContentExtensionProps['scope'],
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ReachCount> {
  return callEndpoint(notificationEndpoints.reach, {
    query: { academic_year_id: scope.academicYearId },
    body: body as NotificationReachBody,
    signal,
  });
}

function NotificationReach({ targeting, scope }: ContentExtensionProps) {
  const form = Form.useFormInstance();
  const platforms = (Form.useWatch('platforms', form) as number[] | undefined) ?? [];
  const applications = (Form.useWatch('applications', form) as number[] | undefined) ?? [];
  const body = { ...compactFilter(targeting), platforms, applications };
  const settled = useDebouncedValue(body, REACH_DEBOUNCE_MS);
  const pending = JSON.stringify(body) !== JSON.stringify(settled);
  const complete = settled.platforms.length > 0 && settled.applications.length > 0;
  const reach = useQuery({
    queryKey: ['notification-reach', scope.academicYearId, settled],
    queryFn: ({ signal }) => fetchNotificationReach(scope, settled, signal),
    enabled: complete,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  if (platforms.length === 0 || applications.length === 0) {
    return (
      <Typography.Text type="secondary">
        Choose the platforms and applications to count the reach.
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={4}>
      <ReachCountView
        data={reach.data}
        loading={reach.isFetching || pending}
        error={reach.isError ? reach.error : null}
        onRetry={() => void reach.refetch()}
      />
      <Typography.Text type="secondary">
        A push reaches recipients with the audience&apos;s app among the chosen applications.
      </Typography.Text>
    </Flex>
  );
}

export const notificationFormExtension: ContentFormExtension<NotificationItem> = {
  initialValues: {
    platforms: [...NOTIFICATION_PLATFORMS],
    applications: [Application.ParentMobileApp],
  },
  fromItem: (item) => ({ platforms: item.platforms, applications: item.applications }),
  toBody: (values) => ({ platforms: values.platforms, applications: values.applications }),
  fieldNames: ['platforms', 'applications'],
  Fields: NotificationTargets,
  Reach: NotificationReach,
  // The confirmation counts the devices a push reaches, as the form's own count does.
  countReach: (values, { targeting, scope }) =>
    fetchNotificationReach(scope, {
      ...compactFilter(targeting),
      platforms: (values.platforms as number[] | undefined) ?? [],
      applications: (values.applications as number[] | undefined) ?? [],
    }),
};
