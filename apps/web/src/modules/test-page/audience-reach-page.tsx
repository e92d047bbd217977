import type { TargetingFilter } from '@console/contract';
import { Card, Collapse, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { DEFAULT_TARGETING, TargetingForm } from '../../platform/kit/targeting/targeting-form.tsx';

/**
 * /test (000 §2) as "Audience reach": build an audience with the targeting form every sending
 * module uses and see how many recipients it reaches, without sending anything.
 */
export default function AudienceReachPage() {
  const [academicYearId] = useAcademicYear();
  const [filter, setFilter] = useState<TargetingFilter>(DEFAULT_TARGETING);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Audience reach
        </Typography.Title>
        <Typography.Text type="secondary">
          Try out an audience: the count shows how many parents or staff a message would reach
          within the branches you may target. Nothing is sent from this page.
        </Typography.Text>
      </div>
      <Card>
        <TargetingForm
          value={filter}
          onChange={setFilter}
          scope={{ globalModuleId: 0, academicYearId }}
        />
      </Card>
      <Collapse
        size="small"
        items={[
          {
            key: 'filter',
            label: 'Filter as sent to the server',
            children: (
              <Typography.Paragraph copyable style={{ margin: 0 }}>
                <pre style={{ margin: 0 }}>{JSON.stringify(filter, null, 2)}</pre>
              </Typography.Paragraph>
            ),
          },
        ]}
      />
    </Flex>
  );
}
