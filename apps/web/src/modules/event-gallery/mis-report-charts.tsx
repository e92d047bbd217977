import type { MisReportRow } from '@console/contract';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { barChartOption } from '../../platform/kit/charts/bar-chart-option.ts';
import { Chart } from '../../platform/kit/charts/chart.tsx';
import { useChartColours } from '../../platform/kit/charts/chart-colours.ts';

// The MIS report's page of branches at a glance, above its table (which holds every figure):
// how many events each branch answered with photos and how many not, and how many of them the
// zonal coordinators and the R&D Head have rated. One chart at a time, the page's width each:
// fifty branch names need it.

const TONES = ['green', 'orange', 'blue', 'purple'];
const HEIGHT = 400;
/** Leaning names take height from the bars: they stop at this. */
const LABEL_WIDTH = 200;

export const MIS_UPLOADS_CHART = 'Events per branch, uploaded and not uploaded';
export const MIS_RATINGS_CHART = 'Events per branch rated by ZC and by R&D';

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
        labelWidth: LABEL_WIDTH,
      }),
      ratings: barChartOption({
        categories,
        series: [
          { name: 'Rated by ZC', values: rows.map((row) => row.rated_by_zc), colour: byZc },
          { name: 'Rated by R&D', values: rows.map((row) => row.rated_by_rd), colour: byRd },
        ],
        valueName: 'Events',
        labelWidth: LABEL_WIDTH,
      }),
    };
  }, [rows, uploaded, notUploaded, byZc, byRd]);

  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'uploads',
          label: 'Uploaded and not uploaded',
          children: <Chart label={MIS_UPLOADS_CHART} option={options.uploads} height={HEIGHT} />,
        },
        {
          key: 'ratings',
          label: 'Rated by ZC and R&D',
          children: <Chart label={MIS_RATINGS_CHART} option={options.ratings} height={HEIGHT} />,
        },
      ]}
    />
  );
}
