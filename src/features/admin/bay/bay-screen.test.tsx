// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BayBoardEntry, BayOrderView, BayRefusal, BayResponse } from '../../../contracts/bay-api';
import * as callables from '../../../lib/callables';
import { readBayBoard, type BayBoard } from '../../../lib/data/bay-board';
import * as boardData from '../../../lib/data/bay-board';
import { quietConsole } from '../../../test-support/shared.mocks';
import { BayScreen } from './bay-screen';
import type { LoadQrScanner } from './scanner';

const { withMockFns } = await vi.hoisted(() => import('../../../test-support/shared.mocks'));
vi.mock(import('../../../lib/callables'), async (o) =>
  withMockFns(await o(), 'checkInOrder', 'completeOrder', 'checkInManually', 'undoWashed'),
);
vi.mock(import('../../../lib/data/bay-board'), async (o) => withMockFns(await o(), 'subscribeBayBoard'));

// 10:00 AM on Wednesday 25 November 2026 in Chaguanas (UTC-4).
const NOW = new Date('2026-11-25T14:00:00Z');
const clock = () => NOW;

const ORDER: BayOrderView = {
  orderId: 'order-1',
  orderCode: '4821',
  firstName: 'Alice',
  serviceName: 'PREMIUM WASH',
  serviceType: 'appointment',
  appointmentType: 'free',
  numberPlate: 'PDF1234',
  collect: 'Collect $75.00',
  dueCents: 7500,
  appointmentDate: '2026-11-25',
  appointmentTime: '10:00 AM',
  checkedInAt: '2026-11-25T13:58:00.000Z',
  completedAt: null,
};
const answer = (outcome: BayResponse['outcome'], message: string): BayResponse => ({
  outcome,
  message,
  order: ORDER,
});
/** A refusal as the Functions SDK rejects with it. */
const refusal = (reason: BayRefusal, message: string, code = 'failed-precondition') =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}`, details: { reason } });

/** The board listener: each test pushes snapshots or errors through `board.next` / `board.fail`. */
const board = {
  next: (_: BayBoard) => {},
  fail: (_: Error) => {},
};
function listenToBoard() {
  vi.mocked(boardData.subscribeBayBoard).mockImplementation((_date, next, fail) => {
    board.next = next;
    board.fail = fail;
    return () => {};
  });
}

/** A scanner whose camera "decodes" whatever the test says. */
function fakeScanner() {
  const fake = { onText: (_: string) => {}, stop: vi.fn() };
  const load: LoadQrScanner = vi.fn(async () => ({
    start: vi.fn(async (_video: HTMLVideoElement, onText: (text: string) => void) => {
      fake.onText = onText;
      return { stop: fake.stop };
    }),
  }));
  return { fake, load };
}

const renderBay = (loadScanner: LoadQrScanner = fakeScanner().load, at: () => Date = clock) =>
  render(<BayScreen loadScanner={loadScanner} clock={at} />);
const result = () => screen.getByRole('region', { name: 'Scan result' });

async function startCamera(load: LoadQrScanner) {
  fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
  expect(await screen.findByRole('button', { name: 'Stop camera' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledOnce();
}

function typeEntry(code: string, plate: string) {
  fireEvent.change(screen.getByLabelText('Order code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('Number plate'), { target: { value: plate } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

beforeEach(() => {
  vi.mocked(callables.checkInOrder).mockReset();
  vi.mocked(callables.completeOrder).mockReset();
  vi.mocked(boardData.subscribeBayBoard).mockReset();
  listenToBoard();
  quietConsole();
});

describe('scanning with the camera', () => {
  it('asks for the camera only on tap, checks the scanned pass in and shows the car in green', async () => {
    vi.mocked(callables.checkInOrder).mockResolvedValue(answer('checked-in', 'Checked in.'));
    const { fake, load } = fakeScanner();
    renderBay(load);
    expect(load).not.toHaveBeenCalled();
    await startCamera(load);
    act(() => fake.onText('{"type":"order","pass":"x.y.z"}'));

    expect(callables.checkInOrder).toHaveBeenCalledWith({ qr: '{"type":"order","pass":"x.y.z"}' });
    await within(result()).findByText('Checked in');
    const region = result();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByText(/Checked in/)).toHaveLength(1);
    for (const fact of ['Alice', 'PREMIUM WASH', 'PDF1234', '10:00 AM', '4821'])
      expect(within(region).getByText(fact)).toBeInTheDocument();
    expect(region.querySelector('.bay-answer--ok')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Vehicle surcharge reminder' })).toBeInTheDocument();
    expect(screen.getByText(/\+\$10 for 4-door compact vans/)).toBeInTheDocument();
  });

  it('does not send the same code again while it stays in front of the camera', async () => {
    vi.mocked(callables.checkInOrder).mockResolvedValue(answer('checked-in', 'Checked in.'));
    const { fake, load } = fakeScanner();
    renderBay(load);
    await startCamera(load);
    act(() => fake.onText('pass-1'));
    await within(result()).findByText('Checked in');
    act(() => fake.onText('pass-1'));
    act(() => fake.onText('pass-1'));
    expect(callables.checkInOrder).toHaveBeenCalledOnce();
    act(() => fake.onText('pass-2'));
    expect(callables.checkInOrder).toHaveBeenCalledTimes(2);
  });

  it('releases the camera on Stop camera', async () => {
    const { fake, load } = fakeScanner();
    renderBay(load);
    await startCamera(load);
    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(fake.stop).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });

  it('says so when the camera is denied, and the typed entry still checks the car in', async () => {
    const denied: LoadQrScanner = async () => ({
      start: async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    vi.mocked(callables.checkInOrder).mockResolvedValue(answer('checked-in', 'Checked in.'));
    renderBay(denied);
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access was denied.');
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
    typeEntry('4821', 'PDF1234');
    await within(result()).findByText('Checked in');
    expect(callables.checkInOrder).toHaveBeenCalledWith({ orderCode: '4821', numberPlate: 'PDF1234' });
  });

  it('says so when the device has no camera', async () => {
    const absent: LoadQrScanner = async () => ({
      start: async () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
    });
    renderBay(absent);
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera could be used on this device.');
    expect(screen.getByLabelText('Order code')).toBeEnabled();
  });
});

describe('refusals', () => {
  const sentences: Record<BayRefusal, string> = {
    'invalid-pass': 'This is not a valid pass.',
    replaced: 'This pass was replaced by a newer one (rebooked or traded).',
    'not-found': 'No order with that code and plate.',
    'other-day': 'This appointment is on Thursday 26/11/2026, not today.',
    'too-early': 'Too early: come back at 10:20 AM.',
    'window-closed': 'The arrival window for this appointment has closed.',
    cancelled: 'This order was cancelled.',
    'traded-away': 'This appointment was traded away.',
    'not-checked-in': 'This car has not been checked in yet.',
    'payment-on-hold': 'This pass is on hold: the card payment is disputed.',
    'undo-too-late': 'Too late to undo.',
  };
  it.each(Object.entries(sentences))(
    'shows %s in red with the server’s sentence',
    async (reason, sentence) => {
      vi.mocked(callables.checkInOrder).mockRejectedValue(refusal(reason as BayRefusal, sentence));
      const { fake, load } = fakeScanner();
      renderBay(load);
      await startCamera(load);
      act(() => fake.onText('some pass'));
      await within(result()).findByText('Refused');
      expect(result()).toHaveTextContent(sentence);
      expect(result()).not.toHaveTextContent('[400]');
      expect(result().querySelector('.bay-answer--refused')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Washed' })).not.toBeInTheDocument();
    },
  );

  it('says the account may not check in when the server refuses the role', async () => {
    vi.mocked(callables.checkInOrder).mockRejectedValue(
      Object.assign(new Error('permission'), { code: 'functions/permission-denied' }),
    );
    renderBay();
    typeEntry('4821', 'PDF1234');
    await within(result()).findByText('Refused');
    expect(result()).toHaveTextContent('permission');
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.mocked(callables.checkInOrder).mockRejectedValue(new TypeError('Failed to fetch'));
    renderBay();
    typeEntry('4821', 'PDF1234');
    await within(result()).findByText('Refused');
    expect(result()).toHaveTextContent('Could not reach the server.');
  });
});

describe('the typed entry', () => {
  it('sends the order code and the plate as typed, spaces out and upper case', async () => {
    vi.mocked(callables.checkInOrder).mockResolvedValue(answer('checked-in', 'Checked in.'));
    renderBay();
    typeEntry('4821', ' pdf 1234 ');
    await within(result()).findByText('Checked in');
    expect(callables.checkInOrder).toHaveBeenCalledWith({ orderCode: '4821', numberPlate: 'PDF1234' });
    expect(screen.getByLabelText('Order code')).toHaveValue('');
  });

  it('asks for a 4-digit code and a plate before sending anything', () => {
    renderBay();
    typeEntry('48', 'PDF1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 4-digit order code.');
    typeEntry('4821', '  ');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the number plate.');
    expect(callables.checkInOrder).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the car is refused', async () => {
    vi.mocked(callables.checkInOrder).mockRejectedValue(
      refusal('not-found', 'No order with that code and plate.', 'not-found'),
    );
    renderBay();
    typeEntry('4821', 'PDF1234');
    await within(result()).findByText('Refused');
    expect(screen.getByLabelText('Number plate')).toHaveValue('PDF1234');
  });
});

describe('Washed', () => {
  it('marks the checked-in car washed with its order id', async () => {
    vi.mocked(callables.checkInOrder).mockResolvedValue(
      answer('already-checked-in', 'Already checked in at 9:58 AM.'),
    );
    vi.mocked(callables.completeOrder).mockResolvedValue(answer('completed', 'Washed.'));
    renderBay();
    typeEntry('4821', 'PDF1234');
    await within(result()).findByText('Already checked in');
    expect(result()).toHaveTextContent('Already checked in at 9:58 AM.');
    fireEvent.click(screen.getByRole('button', { name: 'Washed' }));
    expect(callables.completeOrder).toHaveBeenCalledWith({ orderId: 'order-1' });
    await within(result()).findByText('Washed');
    expect(screen.queryByRole('button', { name: 'Washed' })).not.toBeInTheDocument();
  });
});

describe("today's list", () => {
  const entry = (over: Partial<BayBoardEntry>): BayBoardEntry => ({
    orderId: `id-${over.orderCode}`,
    orderCode: '1000',
    firstName: 'Ann',
    serviceName: 'BASIC WASH',
    serviceType: 'appointment',
    appointmentType: 'free',
    numberPlate: 'PBC100',
    appointmentTime: '10:20 AM',
    appointmentAt: '2026-11-25T14:20:00.000Z',
    state: 'due',
    checkedInAt: null,
    completedAt: null,
    collect: 'Collect $45.00',
    dueCents: 4500,
    ...over,
  });
  const group = (name: RegExp) => screen.getByRole('region', { name });
  const boardOf = (entries: BayBoardEntry[]): BayBoard => ({
    date: '2026-11-25',
    entries,
    skipped: [],
    updatedAt: NOW,
  });

  it("listens to today's board by the business date", () => {
    renderBay();
    expect(boardData.subscribeBayBoard).toHaveBeenCalledWith(
      '2026-11-25',
      expect.any(Function),
      expect.any(Function),
    );
    expect(screen.getByRole('status')).toHaveTextContent("Loading today's appointments");
  });

  it('groups the day: due in the next hour, later, arrived, washed, missed', () => {
    renderBay();
    act(() =>
      board.next(
        boardOf([
          entry({ orderCode: '1001', firstName: 'Due' }),
          entry({
            orderCode: '1002',
            firstName: 'Later',
            appointmentTime: '1:00 PM',
            appointmentAt: '2026-11-25T17:00:00.000Z',
          }),
          entry({
            orderCode: '1003',
            firstName: 'Here',
            state: 'arrived',
            checkedInAt: '2026-11-25T13:55:00.000Z',
          }),
          entry({
            orderCode: '1004',
            firstName: 'Clean',
            state: 'washed',
            completedAt: '2026-11-25T13:30:00.000Z',
          }),
          entry({ orderCode: '1005', firstName: 'Gone', state: 'missed', appointmentTime: '8:00 AM' }),
          entry({ orderCode: '1006', firstName: 'Off', state: 'cancelled' }),
          entry({
            orderCode: '1007',
            firstName: 'Walk',
            appointmentTime: '',
            appointmentAt: null,
            serviceType: 'drive-in',
          }),
        ]),
      ),
    );
    expect(
      within(group(/Due in the next hour/))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Walk'), expect.stringContaining('Due')]);
    expect(within(group(/Due in the next hour/)).getByText('Drive-in')).toBeInTheDocument();
    expect(group(/Later today/)).toHaveTextContent('Later');
    expect(group(/Arrived/)).toHaveTextContent('Here');
    expect(group(/^Washed/)).toHaveTextContent('Clean');
    expect(group(/Missed/)).toHaveTextContent('Gone');
    expect(screen.queryByText('Off')).not.toBeInTheDocument();
    expect(within(group(/Arrived/)).getByRole('button', { name: 'Washed, order 1003' })).toBeInTheDocument();
    // Issue 46: a due car can be checked in from its row (was: no button in the due groups).
    expect(
      within(group(/Due in the next hour/)).getByRole('button', { name: 'Mark arrived, order 1001' }),
    ).toBeInTheDocument();
  });

  it('groups a car whose window closed as late, not due in the next hour (a 6:50 PM car after closing)', () => {
    renderBay(undefined, () => new Date('2026-11-25T23:05:00Z')); // 7:05 PM in Chaguanas
    act(() =>
      board.next(
        boardOf([
          entry({
            orderCode: '1650',
            firstName: 'Evening',
            appointmentTime: '6:50 PM',
            appointmentAt: '2026-11-25T22:50:00.000Z',
          }),
        ]),
      ),
    );
    expect(group(/Late: window closed/)).toHaveTextContent('Evening');
    expect(group(/Due in the next hour/)).not.toHaveTextContent('Evening');
  });

  it('checks a car in from its row, by hand (issue 46)', async () => {
    vi.mocked(callables.checkInManually).mockResolvedValue(answer('checked-in', 'Checked in by hand.'));
    renderBay();
    act(() => board.next(boardOf([entry({ orderCode: '1001', firstName: 'Due' })])));
    fireEvent.click(screen.getByRole('button', { name: 'Mark arrived, order 1001' }));
    expect(callables.checkInManually).toHaveBeenCalledWith({ orderId: 'id-1001' });
    await within(result()).findByText('Checked in by hand.');
  });

  it('offers Undo Washed after Washed, and sends it to the server (issue 46)', async () => {
    vi.mocked(callables.completeOrder).mockResolvedValue(answer('completed', 'Washed.'));
    vi.mocked(callables.undoWashed).mockResolvedValue(
      answer('checked-in', 'Washed undone: the car is back to arrived.'),
    );
    renderBay();
    act(() => board.next(boardOf([entry({ orderCode: '1003', state: 'arrived' })])));
    fireEvent.click(screen.getByRole('button', { name: 'Washed, order 1003' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo Washed' }));
    expect(callables.undoWashed).toHaveBeenCalledWith({ orderId: 'order-1' });
    await within(result()).findByText('Washed undone: the car is back to arrived.');
    expect(screen.queryByRole('button', { name: 'Undo Washed' })).not.toBeInTheDocument();
  });

  it('marks an arrived car washed from the list', async () => {
    vi.mocked(callables.completeOrder).mockResolvedValue(answer('completed', 'Washed.'));
    renderBay();
    act(() => board.next(boardOf([entry({ orderCode: '1003', state: 'arrived' })])));
    fireEvent.click(screen.getByRole('button', { name: 'Washed, order 1003' }));
    expect(callables.completeOrder).toHaveBeenCalledWith({ orderId: 'id-1003' });
    await within(result()).findByText('Washed');
  });

  it('says when there are no appointments today', () => {
    renderBay();
    act(() => board.next(boardOf([entry({ state: 'cancelled' })])));
    expect(screen.getByText('No appointments today')).toBeInTheDocument();
  });

  it('names an entry it could not read and lists the rest', () => {
    renderBay();
    act(() =>
      board.next(
        readBayBoard('2026-11-25', {
          entries: {
            good: entry({ orderCode: '1001', firstName: 'Ann' }),
            bad: { orderCode: '1666', state: 'gone' },
          },
        }),
      ),
    );
    expect(screen.getByText('1 appointment could not be shown: 1666')).toBeInTheDocument();
    expect(group(/Due in the next hour/)).toHaveTextContent('Ann');
  });

  it('offers a Retry when the board cannot be read, and listens again', async () => {
    renderBay();
    act(() => board.fail(new Error('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent("Could not load today's appointments.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(boardData.subscribeBayBoard).toHaveBeenCalledTimes(2));
    act(() => board.next(boardOf([])));
    expect(screen.getByText('No appointments today')).toBeInTheDocument();
  });
});
