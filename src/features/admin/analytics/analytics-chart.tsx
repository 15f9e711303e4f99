// Loaded lazily by the Analytics tab: the only module that imports chart.js, so it stays in an admin chunk.
// Only the pieces the three chart types need are registered (tree-shaking keeps the chunk small).
import * as chart from 'chart.js';
import type { TooltipItem } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { AnalyticsResult } from '../../../domain/analytics';
import { buildChartData, formatValue } from './chart-config';

chart.Chart.register(
  chart.ArcElement,
  chart.BarController,
  chart.BarElement,
  chart.CategoryScale,
  chart.Filler,
  chart.Legend,
  chart.LinearScale,
  chart.LineController,
  chart.LineElement,
  chart.PieController,
  chart.PointElement,
  chart.Tooltip,
);

/** The canvas chart; screen readers get the data table beside it instead (the canvas is aria-hidden). */
export function AnalyticsChart({ result }: { result: AnalyticsResult }) {
  const data = buildChartData(result);
  const pie = result.type === 'pie';
  const series = data.datasets.length > 1;
  return (
    <Chart
      type={result.type}
      data={data}
      aria-hidden="true"
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: pie || series, position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item: TooltipItem<typeof result.type>) =>
                `${series ? item.dataset.label : item.label}: ${formatValue(result, Number(item.raw))}`,
            },
          },
        },
        scales: pie
          ? {}
          : {
              y: {
                beginAtZero: true,
                ticks: { callback: (v: string | number) => formatValue(result, Number(v)) },
              },
            },
      }}
    />
  );
}
