// @vitest-environment jsdom
// The bay's side of wash plans (issue 43): a plan order's answer says nothing is to pay, and "Redeem a plan" turns a
// plan's pass (scanned or pasted) and the plate of the car into a drive-in wash, or reads out the refusal.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BayOrderView } from '../../../contracts/bay-api';
import { PLAN_TEXT } from '../../../domain/plans';
import * as callables from '../../../lib/callables';
import * as boardData from '../../../lib/data/bay-board';
import { PLAN_CALL_FAILED } from '../../../lib/data/plan-calls';
import { quietConsole } from '../../../test-support/shared.mocks';
import { BayScreen } from './bay-screen';
import { isPlanPassText } from './plan-pass-text';
import type { LoadQrScanner } from './scanner';

const { withMockFns } = await vi.hoisted(() => import('../../../test-support/shared.mocks'));
vi.mock(import('../../../lib/callables'), async (o) =>
  withMockFns(await o(), 'checkInOrder', 'redeemPlanAtBay'),
);
vi.mock(import('../../../lib/data/bay-board'), async (o) => withMockFns(await o(), 'subscribeBayBoard'));

const NOW = new Date('2026-11-25T14:00:00Z');
const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A pass as the server signs it (the signature is not checked here: the server verifies it). */
const PLAN_PASS = `${b64({ alg: 'EdDSA' })}.${b64({ p: 'PLAN-chk-1' })}.c2ln`;
const ORDER_PASS = `${b64({ alg: 'EdDSA' })}.${b64({ o: 'ORDER-1' })}.c2ln`;
const REDEEMED = {
  orderId: 'ORDER-77',
  planName: '30-Day Comfort Pass',
  serviceName: 'COMFORT WASH',
  plate: 'PBC1234',
  left: 6,
  washes: 8,
};
const refusal = (message: string) =>
  Object.assign(new Error(`${message} [400]`), { code: 'functions/failed-precondition', details: {} });

function fakeScanner() {
  const fake = { onText: (_: string) => {} };
  const load: LoadQrScanner = vi.fn(async () => ({
    start: vi.fn(async (_video: HTMLVideoElement, onText: (text: string) => void) => {
      fake.onText = onText;
      return { stop: vi.fn() };
    }),
  }));
  return { fake, load };
}

const renderBay = (load: LoadQrScanner = fakeScanner().load) =>
  render(<BayScreen loadScanner={load} clock={() => NOW} />);
const panel = () => within(screen.getByRole('region', { name: 'Redeem a plan' }));
function redeem(pass: string, plate: string) {
  fireEvent.change(panel().getByLabelText('Plan pass'), { target: { value: pass } });
  fireEvent.change(panel().getByLabelText('Plate of the car at the bay'), { target: { value: plate } });
  fireEvent.click(panel().getByRole('button', { name: 'Redeem plan' }));
}

beforeEach(() => {
  vi.mocked(callables.checkInOrder).mockReset();
  vi.mocked(callables.redeemPlanAtBay).mockReset();
  vi.mocked(boardData.subscribeBayBoard)
    .mockReset()
    .mockReturnValue(() => {});
  quietConsole();
});

describe('plan passes', () => {
  it('tells a plan pass from an order pass and from anything else', () => {
    expect(isPlanPassText(PLAN_PASS)).toBe(true);
    expect(isPlanPassText(` ${PLAN_PASS}\n`)).toBe(true);
    expect(isPlanPassText(ORDER_PASS)).toBe(false);
    expect(isPlanPassText(`${b64({ alg: 'EdDSA' })}.${b64({ p: 'ORDER-1' })}.c2ln`)).toBe(false);
    expect(isPlanPassText('{"type":"order","pass":"x.y.z"}')).toBe(false);
    expect(isPlanPassText('a.%%%.c')).toBe(false);
  });
});

describe('Redeem a plan', () => {
  it('redeems the pasted pass for the typed plate and shows the plan, the wash, the plate and what is left', async () => {
    vi.mocked(callables.redeemPlanAtBay).mockResolvedValue(REDEEMED);
    renderBay();
    redeem(PLAN_PASS, ' pbc 1234 ');
    expect(callables.redeemPlanAtBay).toHaveBeenCalledWith({
      pass: PLAN_PASS,
      numberPlate: 'PBC1234',
      requestId: expect.any(String),
    });
    expect(await panel().findByText('Plan wash: go ahead')).toBeInTheDocument();
    for (const fact of ['30-Day Comfort Pass', 'COMFORT WASH', 'PBC1234', '6 of 8 left', PLAN_TEXT.prepaid])
      expect(panel().getByText(fact)).toBeInTheDocument();
    expect(panel().getByLabelText('Plan pass')).toHaveValue('');
  });

  it('shows the refusal big enough to read out, keeps what was typed, and a second tap sends the same request id', async () => {
    vi.mocked(callables.redeemPlanAtBay).mockRejectedValue(refusal(PLAN_TEXT.refusal.plate));
    renderBay();
    redeem(PLAN_PASS, 'PXX9999');
    const message = await panel().findByText(PLAN_TEXT.refusal.plate);
    expect(message).toHaveClass('bay-answer__message');
    expect(message.closest('.bay-answer--refused')).not.toBeNull();
    expect(panel().getByText('Refused')).toHaveClass('bay-answer__verdict');
    expect(panel().getByLabelText('Plate of the car at the bay')).toHaveValue('PXX9999');
    fireEvent.click(panel().getByRole('button', { name: 'Redeem plan' }));
    await panel().findByText(PLAN_TEXT.refusal.plate);
    const [first, second] = vi.mocked(callables.redeemPlanAtBay).mock.calls.map(([r]) => r.requestId);
    expect(second).toBe(first);
    fireEvent.change(panel().getByLabelText('Plate of the car at the bay'), { target: { value: 'PBC1234' } });
    fireEvent.click(panel().getByRole('button', { name: 'Redeem plan' }));
    await vi.waitFor(() => expect(callables.redeemPlanAtBay).toHaveBeenCalledTimes(3));
    expect(vi.mocked(callables.redeemPlanAtBay).mock.calls[2][0].requestId).not.toBe(first);
  });

  it('asks for the pass and the plate before sending anything', () => {
    renderBay();
    redeem('', 'PBC1234');
    expect(panel().getByRole('alert')).toHaveTextContent("Scan or paste the customer's plan pass.");
    redeem(PLAN_PASS, '  ');
    expect(panel().getByRole('alert')).toHaveTextContent('Enter the number plate.');
    expect(callables.redeemPlanAtBay).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.mocked(callables.redeemPlanAtBay).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'functions/unavailable' }),
    );
    renderBay();
    redeem(PLAN_PASS, 'PBC1234');
    expect(await panel().findByText(PLAN_CALL_FAILED)).toBeInTheDocument();
  });

  it('takes a scanned plan pass into the panel (not to check-in) and waits for the plate', async () => {
    const { fake, load } = fakeScanner();
    renderBay(load);
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    await screen.findByRole('button', { name: 'Stop camera' });
    act(() => fake.onText(PLAN_PASS));
    expect(callables.checkInOrder).not.toHaveBeenCalled();
    expect(panel().getByLabelText('Plan pass')).toHaveValue(PLAN_PASS);
    expect(panel().getByText('Plan pass scanned: type the plate.')).toBeInTheDocument();
    expect(panel().getByLabelText('Plate of the car at the bay')).toHaveFocus();
  });

  it("shows a plan order's line as the server gives it: prepaid, nothing to pay", async () => {
    const order: BayOrderView = {
      orderId: 'order-1',
      orderCode: '4821',
      firstName: 'Alice',
      serviceName: 'COMFORT WASH',
      serviceType: 'appointment',
      appointmentType: 'free',
      numberPlate: 'PBC1234',
      collect: PLAN_TEXT.prepaid,
      dueCents: 0,
      appointmentDate: '2026-11-25',
      appointmentTime: '10:00 AM',
      checkedInAt: '2026-11-25T13:58:00.000Z',
      completedAt: null,
    };
    vi.mocked(callables.checkInOrder).mockResolvedValue({
      outcome: 'checked-in',
      message: 'Checked in.',
      order,
    });
    const { fake, load } = fakeScanner();
    renderBay(load);
    fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    await screen.findByRole('button', { name: 'Stop camera' });
    act(() => fake.onText(ORDER_PASS));
    const result = within(screen.getByRole('region', { name: 'Scan result' }));
    expect(await result.findByText(PLAN_TEXT.prepaid)).toBeInTheDocument();
  });
});
