import { formatShortDate } from '../../../domain/calendar';

/**
 * A no-show rate (0..1) as a percentage with at most one decimal; 'No visits yet' when there is none (no
 * appointment was washed or missed).
 * @example formatRate(0.25) // '25%'; formatRate(1 / 3) // '33.3%'; formatRate(null) // 'No visits yet'
 */
export function formatRate(rate: number | null): string {
  return rate === null ? 'No visits yet' : `${Math.round(rate * 1000) / 10}%`;
}

/** '23/11/2026' from '2026-11-23'; the input itself when it is not a date. */
export function formatAdminDate(date: string): string {
  try {
    return formatShortDate(date);
  } catch {
    return date;
  }
}

/** Text of an unknown error for logs. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
