// The chart.js data and options of an analytics result (pure, so it is tested without a canvas).
import { CHART_PALETTE, type AnalyticsResult } from '../../../domain/analytics';
import { formatMoney } from '../../../domain/pricing';

export interface ChartDataset {
  label: string;
  data: number[];
  backgroundColor: string | string[];
  borderColor: string | string[];
  borderWidth: number;
  fill?: boolean;
  tension?: number;
}

export interface ChartData {
  labels: string[];
  datasets: ChartDataset[];
}

/** Palette colour i (wrapping after 10). */
export function paletteColor(i: number): string {
  return CHART_PALETTE[i % CHART_PALETTE.length];
}

/** True for the revenue topic, whose values are money. */
export function isMoneyResult(result: AnalyticsResult): boolean {
  return result.totalRevenue !== undefined;
}

/** One value as shown in tooltips, axes and the data table. */
export function formatValue(result: AnalyticsResult, value: number): string {
  return isMoneyResult(result) ? formatMoney(value) : String(value);
}

/**
 * Line: one colour; bar and pie: one palette colour per label; visits: completed washes and misses side by side;
 * plans: plan washes and single washes side by side.
 */
const bars = (label: string, data: number[], colour: string): ChartDataset => ({
  label,
  data,
  backgroundColor: colour,
  borderColor: colour,
  borderWidth: 1,
});

export function buildChartData(result: AnalyticsResult): ChartData {
  if (result.plans) {
    return {
      labels: result.labels,
      datasets: [
        bars('Plan washes', result.values, paletteColor(4)),
        bars('Single washes', result.plans.single, paletteColor(0)),
      ],
    };
  }
  if (result.visits) {
    return {
      labels: result.labels,
      datasets: [
        bars('Completed washes', result.values, paletteColor(1)),
        bars('Misses', result.visits.misses, paletteColor(3)),
      ],
    };
  }
  const colours = result.labels.map((_, i) => paletteColor(i));
  const perPoint = result.type !== 'line';
  return {
    labels: result.labels,
    datasets: [
      {
        label: isMoneyResult(result) ? 'Revenue' : 'Orders',
        data: result.values,
        backgroundColor: perPoint ? colours : `${paletteColor(0)}33`,
        borderColor: perPoint ? (result.type === 'pie' ? '#ffffff' : colours) : paletteColor(0),
        borderWidth: 2,
        ...(result.type === 'line' ? { fill: true, tension: 0.25 } : {}),
      },
    ],
  };
}
