import { describe, expect, it } from 'vitest';
import type { AnalyticsResult } from '../../domain/analytics';
import type { BlockDoc, UserDoc } from '../../contracts/documents';
import { formatRate } from './shared/admin-format';
import { formatMoney } from '../../domain/pricing';
import { isStaff } from './admin-roles';
import { landingTab, visibleTabs } from './admin-tabs';
import { buildChartData, formatValue, paletteColor } from './analytics/chart-config';
import { memberIdOf, toUserRows } from './users/users-view';

describe('roles', () => {
  it("gives a full admin every tab, the spec's seven first (the Bay included), and lands on Dashboard", () => {
    const role = { admin: true, viewOnlyAdmin: false };
    // A tab added later (README recipe) follows them.
    expect(visibleTabs(role).slice(0, 7)).toEqual([
      'dashboard',
      'orders',
      'bay',
      'users',
      'analytics',
      'audit',
      'settings',
    ]);
    expect(landingTab(role)).toBe('dashboard');
  });
  it('gives a view-only admin Orders, Users, the Audit Log, Payments to refund and Plans and lands on Orders', () => {
    const role = { admin: false, viewOnlyAdmin: true };
    expect(visibleTabs(role)).toEqual(['orders', 'users', 'audit', 'refunds', 'plans']);
    expect(landingTab(role)).toBe('orders');
  });
  it('treats an account with both claims as a full admin', () => {
    expect(visibleTabs({ admin: true, viewOnlyAdmin: true })).toEqual(
      visibleTabs({ admin: true, viewOnlyAdmin: false }),
    );
  });
  it('gives a bay attendant the Bay screen only and lands on it', () => {
    const role = { admin: false, viewOnlyAdmin: false, bayAttendant: true };
    expect(isStaff(role)).toBe(true);
    expect(visibleTabs(role)).toEqual(['bay']);
    expect(landingTab(role)).toBe('bay');
  });
  it('gives a view-only admin no Bay tab', () => {
    expect(visibleTabs({ admin: false, viewOnlyAdmin: true, bayAttendant: false })).not.toContain('bay');
  });
  it('gives a customer nothing', () => {
    expect(isStaff({ admin: false, viewOnlyAdmin: false, bayAttendant: false })).toBe(false);
    expect(visibleTabs({ admin: false, viewOnlyAdmin: false })).toEqual([]);
  });
});

describe('users view', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const user = (id: string, over: Partial<UserDoc> = {}): UserDoc => ({
    id,
    email: `${id}@demo.test`,
    area: 'Chaguanas',
    contact: '+18681234567',
    createdAt: now,
    ...over,
  });
  const block = (userId: string, type: 'free' | 'special', until: string): BlockDoc => ({
    id: userId,
    userId,
    type,
    blockUntil: new Date(until),
    reason: '',
    updatedAt: now,
  });

  it('falls back to the first 8 uid characters, uppercased, for the member ID', () => {
    expect(memberIdOf({ id: 'abcdefghij', membershipNumber: undefined })).toBe('ABCDEFGH');
    expect(memberIdOf({ id: 'abcdefghij', membershipNumber: 'MEM-42' })).toBe('MEM-42');
  });

  it('is blocked only while blockUntil is later than now', () => {
    const rows = toUserRows(
      [user('carol'), user('dave')],
      [block('carol', 'free', '2026-11-22T12:00:01Z'), block('dave', 'special', '2026-11-22T12:00:00Z')],
      now,
    );
    expect(rows[0].blocks).toMatchObject([
      { type: 'free', blocked: true },
      { type: 'special', blocked: false },
    ]);
    expect(rows[1].blocks.every((b) => !b.blocked)).toBe(true);
  });

  it("carries each block's reason and end onto the row", () => {
    const [row] = toUserRows(
      [user('carol')],
      [{ ...block('carol', 'free', '2026-11-25T12:00:00Z'), reason: 'Missed free appointment' }],
      now,
    );
    expect(row.blocks[0]).toEqual({
      type: 'free',
      blocked: true,
      until: new Date('2026-11-25T12:00:00Z'),
      reason: 'Missed free appointment',
    });
    expect(row.email).toBe('carol@demo.test');
  });
});

describe('chart data', () => {
  const profits: AnalyticsResult = {
    title: 'Profits',
    type: 'line',
    labels: ['01/11/2026', '02/11/2026'],
    values: [45, 105.5],
    totalRevenue: 150.5,
  };
  const pie: AnalyticsResult = {
    title: 'Most Used Locations',
    type: 'pie',
    labels: ['A', 'B'],
    values: [3, 1],
  };

  it('formats revenue with a dollar sign and two decimals, counts as plain numbers', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatValue(profits, 105.5)).toBe('$105.50');
    expect(formatValue(pie, 3)).toBe('3');
  });

  it('colours a line with one palette colour and every slice with its own', () => {
    expect(buildChartData(profits).datasets[0]).toMatchObject({
      data: [45, 105.5],
      borderColor: paletteColor(0),
    });
    expect(buildChartData(pie).datasets[0].backgroundColor).toEqual([paletteColor(0), paletteColor(1)]);
  });

  it('draws plan washes and single washes as two series of bars', () => {
    const plans: AnalyticsResult = {
      title: 'Plan Washes and Single Washes',
      type: 'bar',
      labels: ['20/11/2026', '21/11/2026'],
      values: [1, 0],
      plans: { single: [2, 3], totals: { plan: 1, single: 5 } },
    };
    expect(buildChartData(plans).datasets.map((d) => [d.label, d.data])).toEqual([
      ['Plan washes', [1, 0]],
      ['Single washes', [2, 3]],
    ]);
  });

  it('draws completed washes and misses as two series of bars, counts as plain numbers', () => {
    const visits: AnalyticsResult = {
      title: 'Completed Washes and Misses',
      type: 'bar',
      labels: ['20/11/2026', '21/11/2026'],
      values: [2, 1],
      visits: {
        misses: [0, 1],
        noShowRates: [0, 0.5],
        totals: { completed: 3, washedAppointments: 3, misses: 1, noShowRate: 0.25 },
      },
    };
    const data = buildChartData(visits);
    expect(data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Completed washes', [2, 1]],
      ['Misses', [0, 1]],
    ]);
    expect(formatValue(visits, 2)).toBe('2');
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(formatRate(null)).toBe('No visits yet');
  });

  it('wraps the 10-colour palette', () => {
    expect(paletteColor(10)).toBe(paletteColor(0));
    expect(new Set(Array.from({ length: 10 }, (_, i) => paletteColor(i))).size).toBe(10);
  });
});
