// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../../lib/data/admin-users';
import { userConverter } from '../../../lib/model/converters';
import {
  HOPELESS_USER,
  HOPELESS_USER_ID,
  ODD_USERS,
  readFixtures,
} from '../../../test-support/odd-documents.fixtures';
import type { BlockDoc, UserDoc } from '../../../contracts/documents';
import { UsersTab } from './users-tab';

import { quietConsole } from '../../../test-support/shared.mocks';
vi.mock('../../../lib/data/admin-users', () => ({
  listAdminUsersPage: vi.fn(),
  countAdminUsers: vi.fn(),
  searchAdminUsers: vi.fn(),
  listBlocksOf: vi.fn(),
  blockAdminUser: vi.fn(),
  unblockAdminUser: vi.fn(),
  clearLoginLock: vi.fn(),
  staffAmongUsers: vi.fn(async () => ({ staffIds: [] })),
}));

const user = (i: number): UserDoc => ({
  id: `user-${String(i).padStart(3, '0')}`,
  email: `u${i}@demo.test`,
  area: 'Couva',
  contact: '+18685550000',
  createdAt: new Date(0),
});
const carolBlock: BlockDoc = {
  id: 'user-001',
  userId: 'user-001',
  type: 'free',
  reason: 'Missed free appointment',
  blockUntil: new Date(Date.now() + 3 * 86_400_000),
  updatedAt: new Date(),
};
const none = { items: [], skipped: [] };

describe('UsersTab', () => {
  it('offers no Block for a staff account (the server refuses it), and offers it for a customer', async () => {
    vi.mocked(data.listAdminUsersPage).mockResolvedValue({
      items: [user(1), user(2)],
      skipped: [],
      next: null,
    });
    vi.mocked(data.countAdminUsers).mockResolvedValue(2);
    vi.mocked(data.listBlocksOf).mockResolvedValue({ items: [], skipped: [] });
    vi.mocked(data.staffAmongUsers).mockResolvedValueOnce({ staffIds: ['user-002'] });
    render(<UsersTab viewOnly={false} />);
    expect(await screen.findByRole('button', { name: 'Block user-001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block user-002' })).toBeNull();
    expect(data.staffAmongUsers).toHaveBeenCalledWith({ userIds: ['user-001', 'user-002'] });
  });

  beforeEach(() => {
    vi.clearAllMocks();
    quietConsole();
    vi.mocked(data.countAdminUsers).mockResolvedValue(120);
    vi.mocked(data.listAdminUsersPage).mockResolvedValue({
      items: Array.from({ length: 50 }, (_, i) => user(i)),
      skipped: [],
      next: {} as data.AdminUsersCursor,
    });
    vi.mocked(data.listBlocksOf).mockResolvedValue({ items: [carolBlock], skipped: [] });
    vi.mocked(data.searchAdminUsers).mockResolvedValue(none);
  });

  it('shows the first 50 of all users with each active block, and loads the next page on request', async () => {
    render(<UsersTab viewOnly={false} />);
    expect(await screen.findByRole('heading', { name: 'All Users (50 of 120)' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /user-001/ });
    expect(row).toHaveTextContent(/Free: Blocked until \d{2}\/\d{2}\/\d{4} \(Missed free appointment\)/);
    expect(row).toHaveTextContent('Special: Active');
    expect(data.listBlocksOf).toHaveBeenCalledWith(expect.arrayContaining(['user-000', 'user-049']));
    vi.mocked(data.listAdminUsersPage).mockResolvedValueOnce({ items: [user(50)], skipped: [], next: null });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'All Users (51 of 120)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows profiles stored in older shapes and names the one it could not read', async () => {
    const read = readFixtures('users', { ...ODD_USERS, [HOPELESS_USER_ID]: HOPELESS_USER }, userConverter);
    vi.mocked(data.listAdminUsersPage).mockResolvedValue({ ...read, next: null });
    render(<UsersTab viewOnly={false} />);
    expect(await screen.findByRole('row', { name: /odd-user-0001/ })).toHaveTextContent('MEM-ODD001');
    expect(screen.getByRole('row', { name: /odd-user-0002/ })).toHaveTextContent('ODD-USER');
    expect(screen.getByText(`1 user could not be shown: ${HOPELESS_USER_ID}`)).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    render(<UsersTab viewOnly={false} />);
    await screen.findByRole('heading', { name: 'All Users (50 of 120)' });
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: '555-0101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users found matching your search.')).toBeInTheDocument();
    expect(data.searchAdminUsers).toHaveBeenCalledWith('555-0101');
    expect(screen.getByRole('heading', { name: 'All Users (0 of 120)' })).toBeInTheDocument();
  });

  it('blocks a user for the chosen type, days and reason, then reads the blocks again', async () => {
    vi.mocked(data.blockAdminUser).mockResolvedValue({
      blockUntil: new Date().toISOString(),
      message: 'User has been blocked from special appointments for 7 days.',
    });
    render(<UsersTab viewOnly={false} />);
    const row = await screen.findByRole('row', { name: /user-002/ });
    fireEvent.click(await within(row).findByRole('button', { name: 'Block user-002' }));
    const dialog = screen.getByRole('dialog', { name: 'Block user' });
    fireEvent.change(within(dialog).getByLabelText('Appointment type'), { target: { value: 'special' } });
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason for the block.');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' No-show twice ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(
      await screen.findByText('User has been blocked from special appointments for 7 days.'),
    ).toBeVisible();
    expect(data.blockAdminUser).toHaveBeenCalledWith({
      userId: 'user-002',
      type: 'special',
      days: 7,
      reason: 'No-show twice',
    });
    await waitFor(() => expect(data.listBlocksOf).toHaveBeenCalledTimes(2));
  });

  it('unblocks after confirmation, and offers a Retry when the unblock fails', async () => {
    vi.mocked(data.unblockAdminUser)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ success: true, message: 'User has been unblocked from free appointments' });
    render(<UsersTab viewOnly={false} />);
    const row = await screen.findByRole('row', { name: /user-001/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Unblock user-001 from free appointments' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to unblock this user from free appointments?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unblock user. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('User has been unblocked from free appointments')).toBeInTheDocument();
    expect(data.unblockAdminUser).toHaveBeenLastCalledWith('user-001', 'free');
  });

  it("lifts a sign-in lock by the user's e-mail and says when there was none", async () => {
    vi.mocked(data.clearLoginLock).mockResolvedValueOnce({ cleared: true }).mockResolvedValueOnce({
      cleared: false,
    });
    render(<UsersTab viewOnly={false} />);
    const row = await screen.findByRole('row', { name: /user-003/ });
    const lift = within(row).getByRole('button', { name: 'Lift sign-in lock of u3@demo.test' });
    fireEvent.click(lift);
    expect(await screen.findByText('The sign-in lock of u3@demo.test has been lifted.')).toBeInTheDocument();
    fireEvent.click(lift);
    expect(await screen.findByText('u3@demo.test had no sign-in lock.')).toBeInTheDocument();
    expect(data.clearLoginLock).toHaveBeenCalledWith('u3@demo.test');
  });

  it('shows a view-only admin the blocks with no block, unblock or lock buttons', async () => {
    render(<UsersTab viewOnly />);
    const row = await screen.findByRole('row', { name: /user-001/ });
    expect(row).toHaveTextContent(/Free: Blocked until/);
    expect(screen.queryByRole('button', { name: /^Unblock|^Block|^Lift/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows an error with a Retry when the users cannot be loaded, and when the blocks cannot', async () => {
    vi.mocked(data.listAdminUsersPage).mockRejectedValueOnce(new Error('offline'));
    render(<UsersTab viewOnly={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
    vi.mocked(data.listBlocksOf).mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load block records.');
    expect(screen.getByRole('row', { name: /user-001/ })).toHaveTextContent('Free: unknown');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /user-001/ })).toHaveTextContent('Free: Blocked until');
    // Three loads of 50 rows (and their staff check): seconds in jsdom on a loaded machine.
  }, 15_000);
});
