// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../../lib/data/admin-audit';
import { auditLogConverter } from '../../../lib/model/converters';
import { readFixtures } from '../../../test-support/odd-documents.fixtures';
import { AuditTab } from './audit-tab';

import { quietConsole } from '../../../test-support/shared.mocks';
vi.mock(import('../../../lib/data/admin-audit'), async (original) => ({
  ...(await original()),
  listAuditPage: vi.fn(),
}));

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const STORED = {
  a1: {
    actorUid: 'root',
    actorEmail: 'admin@demo.test',
    action: 'block.create',
    target: 'freeAppointmentBlocks/carol',
    before: null,
    after: { type: 'free', days: 3, reason: 'No-show', blockUntil: at('2026-11-26T23:00:00Z') },
    at: at('2026-11-23T15:00:00Z'),
  },
  a2: {
    actorUid: 'root',
    actorEmail: 'admin@demo.test',
    action: 'order.status',
    target: 'orders/ORDER-1',
    before: { status: 'confirmed' },
    after: { status: 'completed' },
    at: '2026-11-23T14:00:00.000Z',
  },
  a3: {
    actorUid: 'bob',
    actorEmail: 'bob@demo.test',
    action: 'order.trade',
    target: 'orders/ORDER-2',
    before: { userId: 'alice', status: 'trading' },
    after: { userId: 'bob', status: 'confirmed' },
    at: Date.parse('2026-11-23T13:00:00Z'),
  },
  broken: { action: 'order.delete', at: 'someday' },
};

describe('AuditTab', () => {
  beforeEach(() => {
    vi.mocked(data.listAuditPage).mockReset();
    quietConsole();
  });

  it('lists who did what, when, and before -> after, naming the entry it could not read', async () => {
    vi.mocked(data.listAuditPage).mockResolvedValue({
      ...readFixtures('auditLog', STORED, auditLogConverter),
      next: null,
    });
    render(<AuditTab />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const block = within(table).getByRole('row', { name: /User blocked/ });
    expect(block).toHaveTextContent('23/11/2026 11:00 AM');
    expect(block).toHaveTextContent('admin@demo.test');
    expect(block).toHaveTextContent('freeAppointmentBlocks/carol');
    expect(block).toHaveTextContent('reason: — → No-show');
    expect(block).toHaveTextContent('blockUntil: — → 26/11/2026 7:00 PM');
    expect(within(table).getByRole('row', { name: /Order status changed/ })).toHaveTextContent(
      'status: confirmed → completed',
    );
    expect(within(table).getByRole('row', { name: /Order traded/ })).toHaveTextContent('userId: alice → bob');
    expect(screen.getByText('1 audit entry could not be shown: broken')).toBeInTheDocument();
  });

  it('asks the server for the actor, target and dates typed, and pages with the cursor', async () => {
    const cursor = {} as data.AuditCursor;
    vi.mocked(data.listAuditPage).mockResolvedValue({ items: [], skipped: [], next: cursor });
    render(<AuditTab />);
    await screen.findByText('No audit entries match these filters.');
    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'admin@demo.test' } });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'carol' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const filters = { actor: 'admin@demo.test', target: 'carol', from: '2026-11-01', to: '2026-11-30' };
    await vi.waitFor(() => expect(data.listAuditPage).toHaveBeenLastCalledWith(filters));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(data.listAuditPage).toHaveBeenLastCalledWith(filters, cursor));
  });

  it('shows an error with a Retry instead of hanging on Loading', async () => {
    vi.mocked(data.listAuditPage)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: [], skipped: [], next: null });
    render(<AuditTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the audit log.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
  });
});

describe('auditTargets', () => {
  it('looks an id up under every path an action on it is recorded at', () => {
    expect(data.auditTargets('carol')).toEqual([
      'orders/carol',
      'users/carol',
      'freeAppointmentBlocks/carol',
      'specialAppointmentBlocks/carol',
      'loginAttempts/carol',
      'carol',
    ]);
    expect(data.auditTargets('orders/ORDER-1')).toEqual(['orders/ORDER-1']);
    expect(data.auditTargets('  ')).toEqual([]);
  });
});
