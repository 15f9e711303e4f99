// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_RETRY_DELAY_MS, QrCode } from './qr-code';

const qr = vi.hoisted(() => ({ toDataURL: vi.fn(), create: vi.fn(() => ({ modules: { size: 29 } })) }));
vi.mock('qrcode', () => qr);

const ORDER = 'ORDER-1763896200000ABCDEFGHI';

describe('QrCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows a placeholder, then a PNG shown at 200 px with margin 2, named after the order', async () => {
    qr.toDataURL.mockResolvedValue('data:image/png;base64,AAA');
    render(<QrCode value='{"type":"order"}' orderId={ORDER} />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating QR Code...');
    await act(async () => {});
    const img = screen.getByRole('img', { name: `QR code for order ${ORDER}` });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,AAA');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    // 29 modules + 2 × 2 margin = 33 modules: 7 whole pixels each fill 200 px (231 px, scaled down on screen).
    expect(qr.toDataURL).toHaveBeenCalledWith(
      '{"type":"order"}',
      expect.objectContaining({ scale: 7, margin: 2 }),
    );
  });

  it('draws more pixels per module on a high-density screen', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    qr.toDataURL.mockResolvedValue('data:image/png;base64,AAA');
    render(<QrCode value="x" orderId={ORDER} />);
    await act(async () => {});
    expect(qr.toDataURL).toHaveBeenCalledWith('x', expect.objectContaining({ scale: 13 }));
    vi.unstubAllGlobals();
  });

  it('retries twice, 500 ms apart, before giving up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    qr.toDataURL.mockRejectedValue(new Error('no canvas'));
    render(<QrCode value="x" orderId={ORDER} />);
    await act(async () => {});
    expect(qr.toDataURL).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(QR_RETRY_DELAY_MS - 1));
    expect(qr.toDataURL).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(qr.toDataURL).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(QR_RETRY_DELAY_MS));
    expect(qr.toDataURL).toHaveBeenCalledTimes(3);
    await act(async () => vi.advanceTimersByTime(QR_RETRY_DELAY_MS * 4));
    expect(qr.toDataURL).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      `QR code for order ${ORDER} could not be generated.`,
    );
  });

  it('succeeds on a retry', async () => {
    qr.toDataURL.mockRejectedValueOnce(new Error('busy')).mockResolvedValue('data:image/png;base64,BBB');
    render(<QrCode value="x" orderId={ORDER} size={300} />);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(QR_RETRY_DELAY_MS));
    expect(screen.getByRole('img')).toHaveAttribute('width', '300');
  });
});
