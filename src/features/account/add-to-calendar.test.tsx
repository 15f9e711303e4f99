// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseIcs } from '../../../tests/support/parse-ics.fixtures';
import { AddToCalendar } from './add-to-calendar';
import { makeOrder } from '../../test-support/orders.fixtures';

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function captureDownload() {
  const blobs: Blob[] = [];
  const links: { href: string; download: string }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ href: this.href, download: this.download });
  });
  return { blobs, links };
}

describe('AddToCalendar', () => {
  it('downloads the order’s calendar file: UID = order ID, at its time in America/Port_of_Spain', async () => {
    const { blobs, links } = captureDownload();
    const order = makeOrder({ appointmentDate: '2026-11-24', appointmentTime: '7:10 AM' });
    render(<AddToCalendar order={order} describedBy="x" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]).toEqual({ href: 'blob:test/1', download: `car-wash-${order.orderId}.ics` });
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = parseIcs(await readText(blobs[0]!));
    expect(ics).toMatchObject({
      method: 'PUBLISH',
      uid: order.orderId,
      sequence: 0,
      tzid: 'America/Port_of_Spain',
      startInPortOfSpain: '2026-11-24 07:10',
    });
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'));
  });

  it('says so when the file cannot be made, and lets the customer try again', async () => {
    const { links } = captureDownload();
    const order = makeOrder({ appointmentTime: 'not a time' });
    render(<AddToCalendar order={order} describedBy="x" />);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar file could not be made.');
    expect(links).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
  });
});
