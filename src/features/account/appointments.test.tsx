// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_TEXT } from '../../domain/messages';
import { PLAN_TEXT } from '../../domain/plans';
import { buildQrPayload, serializeQrPayload } from '../../domain/qr-payload';
import * as callables from '../../lib/callables';
import * as orders from '../../lib/data/account-orders';
import type { AccountOrder } from '../../lib/data/account-orders';
import { orderConverter } from '../../lib/model/converters';
import type { SkippedDoc } from '../../lib/model/read-result';
import {
  HOPELESS_ORDER,
  HOPELESS_ORDER_ID,
  ODD_ORDERS,
  readFixtures,
} from '../../test-support/odd-documents.fixtures';
import { callableError } from '../../test-support/errors.fixtures';
import { DELETION_HISTORY_KEY } from './account-storage';
import { Appointments } from './appointments';
import { makeOrder } from '../../test-support/orders.fixtures';

const { withMockFns } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock(import('../../lib/callables'), async (original) =>
  withMockFns(await original(), 'giveUpOrder', 'offerOrderForTrade', 'cancelTrade', 'rebookOrder'),
);
vi.mock(import('../../lib/data/account-orders'), async (o) =>
  withMockFns(await o(), 'subscribeMyOpenOrders'),
);
const qr = vi.hoisted(() => ({
  toDataURL: vi.fn(async () => 'data:image/png;base64,QR'),
  create: vi.fn(() => ({ modules: { size: 77 } })),
}));
vi.mock('qrcode', () => qr);
vi.mock(import('../../lib/data/slots-live'), async (original) => ({
  ...(await original()),
  subscribeDaySlots: vi.fn(() => () => {}),
}));

function renderWith(list: AccountOrder[] | Error, skipped: SkippedDoc[] = [], fromCache = false) {
  vi.mocked(orders.subscribeMyOpenOrders).mockImplementation((_uid, onData, onError) => {
    if (list instanceof Error) onError(list);
    else onData(list, skipped, { fromCache });
    return () => {};
  });
  render(
    <MemoryRouter>
      <Appointments uid="u1" />
    </MemoryRouter>,
  );
}
const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });
const alert = () => screen.getAllByRole('alert')[0];

describe('Appointments', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('lists open orders with a 200 px QR code of the section 3 payload', async () => {
    const order = makeOrder({ serviceName: 'PREMIUM WASH' });
    renderWith([order]);
    const img = await within(card('PREMIUM WASH')).findByRole('img', {
      name: `QR code for order ${order.orderId}`,
    });
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('src', 'data:image/png;base64,QR');
    const [text, options] = qr.toDataURL.mock.calls[0] as unknown as [string, { margin: number }];
    expect(JSON.parse(text)).toEqual(buildQrPayload(order));
    expect(options).toMatchObject({ margin: 2 });
    expect(within(card('PREMIUM WASH')).getByText(order.orderCode)).toBeInTheDocument();
  });

  describe('right after Complete Booking', () => {
    function renderBooked(list: AccountOrder[], justBooked: string) {
      vi.mocked(orders.subscribeMyOpenOrders).mockImplementation((_uid, onData) => {
        onData(list, [], { fromCache: false });
        return () => {};
      });
      const onDismiss = vi.fn();
      render(
        <MemoryRouter>
          <Appointments uid="u1" justBooked={justBooked} onConfirmationDismissed={onDismiss} />
        </MemoryRouter>,
      );
      return onDismiss;
    }

    it('leads with what was booked, the arrival window, directions, calendar and what is paid when', async () => {
      const order = makeOrder({
        serviceName: 'PREMIUM WASH',
        appointmentType: 'special',
        price: 105,
        specialFeePaid: { cents: 3000, paymentReference: 'T-FEE' },
        paymentProcessor: 'WiPay sandbox',
        appointmentDate: '2026-12-02',
        appointmentTime: '11:00 AM',
        appointmentDateTime: new Date('2026-12-02T15:00:00Z'),
      });
      const onDismiss = renderBooked(
        [makeOrder({ serviceName: 'BASIC WASH', startsInMs: 3_600_000 }), order],
        order.id,
      );
      const confirmation = await screen.findByRole('region', {
        name: /^You are booked: Wednesday 02\/12\/2026 at 11:00 AM/,
      });
      expect(confirmation).toHaveFocus();
      expect(confirmation).toHaveTextContent('Between 10:40 AM and 11:45 AM');
      // Issue 46: the fee paid on WiPay is told as paid, and only the wash is left for the branch (was "$105 at the
      // branch ... wash $75 + special appointment fee $30", which read as a second charge of the fee).
      expect(confirmation).toHaveTextContent('$30.00 paid online (special fee).');
      expect(confirmation).toHaveTextContent('$75.00 at the branch, by card (wash), when you arrive.');
      expect(within(card('PREMIUM WASH')).getByText('$30.00 paid online (special fee)')).toBeInTheDocument();
      const maps = within(confirmation).getByRole('link', { name: 'Directions in Google Maps' });
      expect(maps.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*Chaguanas/,
      );
      expect(within(confirmation).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
      expect(card('PREMIUM WASH')).toHaveClass('appointment-card--new');
      expect(within(card('PREMIUM WASH')).getByText('Just booked')).toBeInTheDocument();
      expect(card('BASIC WASH')).not.toHaveClass('appointment-card--new');
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Done' }));
      expect(onDismiss).toHaveBeenCalled();
    });

    it('says a free appointment has no fee', async () => {
      const order = makeOrder({ serviceName: 'BASIC WASH', price: 45 });
      renderBooked([order], order.id);
      const confirmation = await screen.findByRole('region', { name: /^You are booked/ });
      expect(confirmation).toHaveTextContent(
        'Nothing paid online. $45.00 at the branch, by card (wash), when you arrive. A free appointment has no fee.',
      );
    });

    it('shows no confirmation without a new booking', async () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
      await screen.findByRole('article');
      expect(screen.queryByRole('region', { name: /^You are booked/ })).not.toBeInTheDocument();
    });
  });

  it('lists the soonest appointment first, whatever order they were booked in', async () => {
    const later = makeOrder({ serviceName: 'LATER WASH', startsInMs: 72 * 3_600_000 });
    const sooner = makeOrder({ serviceName: 'SOONER WASH', startsInMs: 2 * 3_600_000 });
    renderWith([later, sooner]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      expect.stringContaining('SOONER WASH'),
      expect.stringContaining('LATER WASH'),
    ]);
  });

  it('heads each card with its date and time, and keeps the order id small and last', async () => {
    const order = makeOrder({ serviceName: 'PREMIUM WASH' });
    renderWith([order]);
    const heading = await within(card('PREMIUM WASH')).findByRole('heading', { level: 3 });
    expect(heading.firstElementChild).toHaveTextContent(order.appointmentTime);
    expect(heading.firstElementChild?.textContent).toMatch(/^\w+ \d\d\/\d\d\/\d{4}/);
    const id = within(card('PREMIUM WASH')).getByText(order.orderId);
    expect(id).toHaveClass('appointment-card__order-id-value');
    expect(within(card('PREMIUM WASH')).queryByText('Order ID', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the customer the special instructions they typed, and nothing when there were none', async () => {
    const note = 'Skip the roof box, please.';
    renderWith([
      makeOrder({ serviceName: 'PREMIUM WASH', specialInstructions: note }),
      makeOrder({ serviceName: 'BASIC WASH', startsInMs: 48 * 3_600_000 }),
    ]);
    const noted = await screen.findByRole('article', { name: /PREMIUM WASH/ });
    expect(within(noted).getByText('Special Instructions').nextElementSibling).toHaveTextContent(note);
    expect(within(card('BASIC WASH')).queryByText('Special Instructions')).not.toBeInTheDocument();
  });

  it("shows the server's stored code with its signed pass (the code the bay accepts)", async () => {
    const plain = makeOrder({ serviceName: 'PREMIUM WASH' });
    const order = { ...plain, qrData: serializeQrPayload(plain, 'header.payload.signature') };
    renderWith([order]);
    await within(card('PREMIUM WASH')).findByRole('img', { name: `QR code for order ${order.orderId}` });
    const [text] = qr.toDataURL.mock.calls[0] as unknown as [string];
    expect(text).toBe(order.qrData);
    expect(JSON.parse(text)).toMatchObject({ pass: 'header.payload.signature' });
  });

  it('tells the customer when their pass was replaced by a rebook or trade (issue 46)', async () => {
    renderWith([
      makeOrder({ serviceName: 'BASIC WASH', passVersion: 2 }),
      makeOrder({ serviceName: 'PREMIUM WASH' }),
    ]);
    expect(
      await within(card('BASIC WASH')).findByText(/This code is new since your last rebook or trade/),
    ).toBeInTheDocument();
    expect(within(card('PREMIUM WASH')).queryByText(/This code is new/)).not.toBeInTheDocument();
  });

  it('shows a paid drive-in with its QR code as Drive-In, without rebook, trade or give-up actions', async () => {
    const order = makeOrder({ serviceName: 'BASIC WASH', serviceType: 'drive-in', price: 45, startsInMs: 0 });
    renderWith([order]);
    const driveIn = card('BASIC WASH');
    expect(
      await within(driveIn).findByRole('img', { name: `QR code for order ${order.orderId}` }),
    ).toBeVisible();
    expect(within(driveIn).getByText('Drive-In')).toBeInTheDocument();
    // Issue 46: the ledger says the drive-in's price was paid online, not a bare price.
    expect(within(driveIn).getByText('$45.00 paid online (drive-in wash)')).toBeInTheDocument();
    expect(within(driveIn).queryByRole('button')).toBeNull();
  });

  it('shows open orders stored in older shapes and names the one it could not read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = readFixtures(
      'orders',
      { ...ODD_ORDERS, [HOPELESS_ORDER_ID]: HOPELESS_ORDER },
      orderConverter,
    );
    renderWith(read.items, read.skipped);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText(`1 order could not be shown: ${HOPELESS_ORDER_ID}`)).toBeInTheDocument();
    await screen.findAllByRole('img', { name: /QR code for order ORDER-4102444800000/ });
  });

  it("tags a rebooked order '(Rebooked)' in red", () => {
    renderWith([makeOrder({ serviceName: 'BASIC WASH', description: 'ON THE GO changed' })]);
    expect(within(card('BASIC WASH')).getByText('(Rebooked)')).toHaveClass('tag-rebooked');
  });

  it('says when there are none, and when loading failed', () => {
    renderWith([]);
    expect(screen.getByText('You have no upcoming appointments.')).toBeInTheDocument();
  });

  it("says 'Failed to load orders'", () => {
    renderWith(new Error('denied'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
  });

  describe('give up', () => {
    it('asks for confirmation, then deletes and records the give-up', async () => {
      const order = makeOrder({ serviceName: 'BASIC WASH' });
      vi.mocked(callables.giveUpOrder).mockResolvedValue({ deleted: true });
      renderWith([order]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Give Up' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Give Up Appointment' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Give Up' }));
      expect(await screen.findByText('Order deleted successfully')).toBeInTheDocument();
      expect(callables.giveUpOrder).toHaveBeenCalledWith({ orderId: order.id });
      expect(JSON.parse(localStorage.getItem(DELETION_HISTORY_KEY) ?? '[]')).toHaveLength(1);
    });

    it('keeps the appointment when the confirmation is declined', () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Give Up' }));
      fireEvent.click(screen.getByRole('button', { name: 'Keep Appointment' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(callables.giveUpOrder).not.toHaveBeenCalled();
    });

    it('refuses within 2 hours of the appointment', () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH', startsInMs: 90 * 60_000 })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Give Up' }));
      expect(alert()).toHaveTextContent(DOMAIN_TEXT.giveUpTooClose);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('refuses a third give-up within 24 hours', () => {
      const now = Date.now();
      localStorage.setItem(DELETION_HISTORY_KEY, JSON.stringify([now - 3_600_000, now - 60_000]));
      renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Give Up' }));
      expect(alert()).toHaveTextContent(
        'You have reached the limit of 2 order deletions within 24 hours. Please wait before deleting another order.',
      );
    });

    it('refuses a traded appointment', () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH', status: 'trading' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Give Up' }));
      expect(alert()).toHaveTextContent('This appointment has been traded and cannot be given up');
    });

    const serverRefusals: [string, Error, string][] = [
      [
        'the server-side limit',
        callableError('resource-exhausted', 'limit', 'deletion-limit'),
        'You have reached the limit of 2 order deletions within 24 hours. Please wait before deleting another order.',
      ],
      ['any other failure', callableError('internal', 'boom'), 'Failed to delete order. Please try again'],
      ['a refusal', callableError('permission-denied', 'no'), 'Permission denied. Please try again.'],
    ];
    for (const [name, error, message] of serverRefusals) {
      it(`explains ${name}`, async () => {
        vi.mocked(callables.giveUpOrder).mockRejectedValue(error);
        renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
        fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Give Up' }));
        fireEvent.click(screen.getByRole('button', { name: 'Yes, Give Up' }));
        await waitFor(() => expect(alert()).toHaveTextContent(message));
      });
    }
  });

  describe('trading', () => {
    it('offers a confirmed order for trade', async () => {
      const order = makeOrder({ serviceName: 'BASIC WASH' });
      vi.mocked(callables.offerOrderForTrade).mockResolvedValue({ orderId: order.id, status: 'trading' });
      renderWith([order]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Offer for Trade' }));
      // Issue 46: asked first (it was offered at the first tap).
      expect(callables.offerOrderForTrade).not.toHaveBeenCalled();
      fireEvent.click(await screen.findByRole('button', { name: 'Yes, Offer It' }));
      expect(await screen.findByText('Your appointment is now offered for trade.')).toBeInTheDocument();
      expect(callables.offerOrderForTrade).toHaveBeenCalledWith({ orderId: order.id });
    });

    it("says the server's sentence when the hourly ceiling on offers refuses one", async () => {
      const text = DOMAIN_TEXT.orderOfferLimit(3);
      vi.mocked(callables.offerOrderForTrade).mockRejectedValue(
        callableError('resource-exhausted', text, 'order-offer-limit'),
      );
      renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Offer for Trade' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes, Offer It' }));
      await waitFor(() => expect(alert()).toHaveTextContent(text));
      // Issue 46: beside the button that caused it, under its card (it was at the top of the tab).
      expect(card('BASIC WASH').closest('li')).toContainElement(alert());
    });

    it('keeps the appointment when the offer is not confirmed (issue 46)', async () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Offer for Trade' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Keep It' }));
      expect(callables.offerOrderForTrade).not.toHaveBeenCalled();
    });

    it('offers no trade of an appointment a wash plan pays for, and says nothing is due for it', () => {
      renderWith([
        makeOrder({ serviceName: 'BASIC WASH', planId: 'PLAN-abc', planName: '5-Wash Basic Book' }),
      ]);
      const actions = within(card('BASIC WASH'));
      expect(actions.queryByRole('button', { name: 'Offer for Trade' })).not.toBeInTheDocument();
      expect(actions.getByRole('button', { name: 'Rebook' })).toBeInTheDocument();
      expect(card('BASIC WASH')).toHaveTextContent(PLAN_TEXT.prepaid);
    });

    it('shows Cancel Trade instead of Offer and Rebook on a trading order', () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH', status: 'trading' })]);
      const actions = within(card('BASIC WASH'));
      expect(actions.getByRole('button', { name: 'Cancel Trade' })).toBeInTheDocument();
      expect(actions.queryByRole('button', { name: 'Offer for Trade' })).not.toBeInTheDocument();
      expect(actions.queryByRole('button', { name: 'Rebook' })).not.toBeInTheDocument();
    });

    it("says 'Failed to cancel trade. Please try again.'", async () => {
      vi.mocked(callables.cancelTrade).mockRejectedValue(callableError('internal', 'boom'));
      renderWith([makeOrder({ serviceName: 'BASIC WASH', status: 'trading' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Cancel Trade' }));
      await waitFor(() => expect(alert()).toHaveTextContent('Failed to cancel trade. Please try again.'));
    });
  });

  describe('rebook', () => {
    it('offers Rebook within 2 hours of booking a free appointment, and not after', () => {
      const fresh = makeOrder({ serviceName: 'BASIC WASH' });
      const old = makeOrder({ serviceName: 'PREMIUM WASH', createdAt: new Date(Date.now() - 3 * 3_600_000) });
      renderWith([fresh, old]);
      expect(within(card('BASIC WASH')).getByRole('button', { name: 'Rebook' })).toBeInTheDocument();
      expect(within(card('PREMIUM WASH')).queryByRole('button', { name: 'Rebook' })).not.toBeInTheDocument();
    });

    it("opens 'Choose New Date & Time'", () => {
      renderWith([makeOrder({ serviceName: 'BASIC WASH' })]);
      fireEvent.click(within(card('BASIC WASH')).getByRole('button', { name: 'Rebook' }));
      expect(screen.getByRole('dialog', { name: 'Choose New Date & Time' })).toBeInTheDocument();
    });
  });
});
