// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { DOMAIN_TEXT } from '../../domain/messages';
import * as callables from '../../lib/callables';
import * as slotsLive from '../../lib/data/slots-live';
import type { SlotDoc } from '../../contracts/slot-documents';
import { callableError } from '../../test-support/errors.fixtures';
import { REBOOKED_ORDERS_KEY } from './account-storage';
import { RebookModal } from './rebook-modal';
import { makeOrder } from '../../test-support/orders.fixtures';

vi.mock(import('../../lib/callables'), async (original) => ({ ...(await original()), rebookOrder: vi.fn() }));
vi.mock(import('../../lib/data/slots-live'), async (original) => ({
  ...(await original()),
  subscribeDaySlots: vi.fn(),
}));

// The last bookable date is never today, so its whole grid is offered.
const DATE = bookableDates(new Date()).at(-1)!;
const fullSlot = (time: string): SlotDoc => ({
  id: `${DATE}_${time}`,
  date: DATE,
  location: 'Chaguanas Branch',
  appointmentType: 'free',
  time,
  orders: 2,
  holds: {},
  reserved: false,
  reservedUntil: null,
  updatedAt: new Date(),
});

function renderModal(onRebooked = vi.fn(), userOrders = [] as ReturnType<typeof makeOrder>[]) {
  const order = makeOrder({ id: 'ORDER-X', orderId: 'ORDER-X' });
  render(
    <RebookModal
      order={order}
      uid="u1"
      userOrders={[order, ...userOrders]}
      onClose={vi.fn()}
      onRebooked={onRebooked}
    />,
  );
  return { order, dialog: screen.getByRole('dialog', { name: 'Choose New Date & Time' }) };
}
function choose(date: string, time?: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  if (time) fireEvent.change(screen.getByLabelText('Time'), { target: { value: time } });
}
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Rebook' }));

describe('RebookModal', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(slotsLive.subscribeDaySlots).mockImplementation((_q, onData) => {
      onData([fullSlot('7:10 AM')]);
      return () => {};
    });
  });
  afterEach(() => vi.clearAllMocks());

  it("offers the domain's bookable dates and the free times with a seat left", () => {
    const { dialog } = renderModal();
    const dates = within(within(dialog).getByLabelText('Date'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(dates).toEqual(['Select a date', ...bookableDates(new Date()).map(formatDisplayDate)]);
    choose(DATE);
    const times = within(screen.getByLabelText('Time'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).not.toContain('7:10 AM'); // full
    expect(times).toContain('7:20 AM');
    expect(times).not.toContain('7:30 AM'); // free slots skip :00 and :30
    expect(slotsLive.subscribeDaySlots).toHaveBeenCalledWith(
      { date: DATE, location: 'Chaguanas Branch', type: 'free' },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('needs a date and a time', () => {
    renderModal();
    confirm();
    expect(screen.getByRole('alert')).toHaveTextContent(DOMAIN_TEXT.rebookDateTimeRequired);
  });

  it('refuses a time that clashes with another appointment of the user', () => {
    const other = makeOrder({ appointmentDate: DATE, appointmentTime: '7:20 AM' });
    renderModal(vi.fn(), [other]);
    choose(DATE, '7:20 AM');
    confirm();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This time slot conflicts with another of your appointments. Please choose a different time.',
    );
    expect(callables.rebookOrder).not.toHaveBeenCalled();
  });

  it('rebooks, remembers it for the session and reports success', async () => {
    vi.mocked(callables.rebookOrder).mockResolvedValue({
      orderId: 'ORDER-X',
      appointmentDate: DATE,
      appointmentTime: '7:20 AM',
    });
    const onRebooked = vi.fn();
    renderModal(onRebooked);
    choose(DATE, '7:20 AM');
    confirm();
    await waitFor(() => expect(onRebooked).toHaveBeenCalledWith('Appointment rebooked successfully!'));
    expect(callables.rebookOrder).toHaveBeenCalledWith({
      orderId: 'ORDER-X',
      appointmentDate: DATE,
      appointmentTime: '7:20 AM',
    });
    expect(JSON.parse(sessionStorage.getItem(REBOOKED_ORDERS_KEY)!)).toEqual({ u1: ['ORDER-X'] });
  });

  it('refuses an order already rebooked in this session', () => {
    sessionStorage.setItem(REBOOKED_ORDERS_KEY, JSON.stringify({ u1: ['ORDER-X'] }));
    renderModal();
    choose(DATE, '7:20 AM');
    confirm();
    expect(screen.getByRole('alert')).toHaveTextContent(DOMAIN_TEXT.rebookAlreadyUsed);
  });

  const failures: [string, Error, string][] = [
    [
      'the appointment maximum',
      callableError('resource-exhausted', 'max', 'max-open-appointments'),
      'You already have the maximum number of appointments (3). Please cancel an existing appointment before rebooking.',
    ],
    [
      'a slot filled meanwhile, with the reason',
      callableError(
        'failed-precondition',
        'This time slot is full. Please choose a different time.',
        'slot-full',
      ),
      'Failed to rebook appointment: This time slot is full. Please choose a different time.',
    ],
  ];
  for (const [name, error, message] of failures) {
    it(`explains ${name}`, async () => {
      vi.mocked(callables.rebookOrder).mockRejectedValue(error);
      renderModal();
      choose(DATE, '7:20 AM');
      confirm();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    });
  }

  it("says 'Failed to load time slots. Please try again.'", () => {
    vi.mocked(slotsLive.subscribeDaySlots).mockImplementation((_q, _onData, onError) => {
      onError(new Error('offline'));
      return () => {};
    });
    renderModal();
    choose(DATE);
    expect(screen.getByText('Failed to load time slots. Please try again.')).toBeInTheDocument();
  });
});
