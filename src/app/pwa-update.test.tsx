// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from './register-sw';
import { PwaUpdate } from './pwa-update';

const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateSW: vi.fn(async () => {}),
}));
const registerSW = vi.hoisted(() =>
  vi.fn((options: RegisterSWOptions) => {
    sw.options = options;
    return sw.updateSW;
  }),
);
vi.mock('./register-sw', () => ({ loadRegisterSW: async () => registerSW }));

describe('PwaUpdate', () => {
  beforeEach(() => {
    sw.options = undefined;
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('requestIdleCallback', (task: () => void) => window.setTimeout(task, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('registers the worker only after the load event, when the page is idle', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<PwaUpdate />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(registerSW).not.toHaveBeenCalled();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(registerSW).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when a new version waits, and hands over to it on Reload', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    render(<PwaUpdate />);
    await vi.waitFor(() => expect(sw.options).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    act(() => sw.options!.onNeedRefresh!());
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the app is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateSW).toHaveBeenCalledWith(true);
  });
});
