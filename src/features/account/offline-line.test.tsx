// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_GRACE_MS, OfflineLine } from './offline-line';

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('OfflineLine', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says nothing while the orders are confirmed by the server, and remembers when', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T21:41:00Z') });
    render(<OfflineLine uid="u1" fromCache={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(localStorage.getItem('ordersSyncedAt:u1')).toBe(String(Date.parse('2026-11-23T21:41:00Z')));
  });

  it('says when the orders were last updated, in business time, once the browser is offline', () => {
    localStorage.setItem('ordersSyncedAt:u1', String(Date.parse('2026-11-23T21:41:00Z')));
    setOnline(false);
    render(<OfflineLine uid="u1" fromCache />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline, last updated 23 Nov 2026, 5:41\s?pm$/i);
  });

  it('switches to the line when the connection drops after a sync', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T21:41:00Z') });
    setOnline(true);
    const { rerender } = render(<OfflineLine uid="u1" fromCache={false} />);
    act(() => setOnline(false));
    rerender(<OfflineLine uid="u1" fromCache />);
    expect(screen.getByRole('status')).toHaveTextContent(/Offline, last updated 23 Nov 2026, 5:41/);
  });

  it('gives a cached snapshot time to reach the server while the browser says it is online', () => {
    vi.useFakeTimers();
    setOnline(true);
    render(<OfflineLine uid="u1" fromCache />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(OFFLINE_GRACE_MS - 1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Offline, not updated yet');
  });
});
