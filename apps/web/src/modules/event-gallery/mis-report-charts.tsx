import type { MisReportRow } from '@console/contract';
import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { barChartOption } from '../../platform/charts/bar-chart-option.ts';
import { Chart } from '../../platform/charts/chart.tsx';
import { useChartColours } from '../../platform/charts/chart-colours.ts';

// The MIS report's page of branches at a glance, above its table (which holds every figure):
// how many events each branch answered with photos and how many not, and how many of them the
// zonal coordinators and the R&D Head have rated.

const TONES = ['green', 'orange', 'blue', 'purple'];

export function MisReportCharts({ rows }: { rows: readonly MisReportRow[] }) {
  const [uploaded, notUploaded, byZc, byRd] = useChartColours(TONES);
  const options = useMemo(() => {
    const categories = rows.map((row) => row.branch_name);
    return {
      uploads: barChartOption({
        categories,
        series: [
          { name: 'Uploaded', values: rows.map((row) => row.uploaded_events), colour: uploaded },
          {
            name: 'Not uploaded',
            values: rows.map((row) => row.not_uploaded_events),
            colour: notUploaded,
          },
        ],
        stacked: true,
        valueName: 'Events',
      }),
      ratings: barChartOption({
        categories,
        series: [
          { name: 'Rated by ZC', values: rows.map((row) => row.rated_by_zc), colour: byZc },
          { name: 'Rated by R&D', values: rows.map((row) => row.rated_by_rd), colour: byRd },
        ],
        valueName: 'Events',
      }),
    };
  }, [rows, uploaded, notUploaded, byZc, byRd]);

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={12}>
        <Chart label="Events per branch, uploaded and not uploaded" option={options.uploads} />
      </Col>
      <Col xs={24} xl={12}>
        <Chart label="Events per branch rated by ZC and by R&D" option={options.ratings} />
      </Col>
    </Row>
  );
}
