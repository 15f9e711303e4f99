import { useEffect, useState } from 'react';

/** Attempts after the first one, and the pause before each (spec section 7). */
export const QR_RETRIES = 2;
export const QR_RETRY_DELAY_MS = 500;

export interface QrCodeProps {
  /** The text encoded (for an order: the JSON of the domain's QR payload). */
  value: string;
  /** Names the image: 'QR code for order ORDER-…'. */
  orderId: string;
  /** Width and height in CSS pixels. Default 200 (account and payment); admin uses 300. */
  size?: number;
  /** The image's text when it is not an order's pass (a plan's: 'Pass of 30-Day Comfort Pass for PBC1234'). */
  alt?: string;
  /** Quiet zone in modules. Default 2. */
  margin?: number;
  className?: string;
}

type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * Draws whole pixels per module (a module split over 2 and 3 pixels is what trips cameras and decoders): the
 * smallest integer scale that fills `size` CSS pixels at the screen's pixel density (up to 3), shown at `size`.
 */
async function generate(value: string, size: number, margin: number): Promise<string> {
  const qrcode = await import('qrcode');
  const options = { margin, errorCorrectionLevel: 'M' as const };
  const modules = qrcode.create(value, options).modules.size;
  const density = Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
  const scale = Math.max(1, Math.ceil((size * density) / (modules + 2 * margin)));
  return qrcode.toDataURL(value, { ...options, scale });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A QR code generated in the browser as a PNG data URL and shown `size` CSS pixels wide (200 on the account and
 * payment pages). The `qrcode` package loads on first use (its own chunk); a failed attempt is retried twice,
 * 500 ms apart, before the error state shows.
 *
 * @example <QrCode value={orderQrText(order)} orderId={order.orderId} />
 */
export function QrCode({ value, orderId, size = 200, alt: altText, margin = 2, className }: QrCodeProps) {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [input, setInput] = useState({ value, size, margin });
  if (input.value !== value || input.size !== size || input.margin !== margin) {
    setInput({ value, size, margin });
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; attempt <= QR_RETRIES; attempt += 1) {
        if (attempt > 0) await pause(QR_RETRY_DELAY_MS);
        if (cancelled) return;
        try {
          const src = await generate(input.value, input.size, input.margin);
          if (!cancelled) setState({ status: 'ready', src });
          return;
        } catch (error) {
          if (attempt === QR_RETRIES) console.warn('QR code generation failed', error);
        }
      }
      if (!cancelled) setState({ status: 'error' });
    })();
    return () => {
      cancelled = true;
    };
  }, [input]);

  const box = {
    width: size,
    height: size,
    display: 'grid',
    placeItems: 'center',
    padding: '0.5rem',
    textAlign: 'center' as const,
    border: '1px dashed #8aa0b2',
    borderRadius: 8,
    fontSize: '0.875rem',
  };
  const alt = altText ?? `QR code for order ${orderId}`;
  if (state.status === 'ready') {
    return <img className={className ?? 'qr-code'} src={state.src} alt={alt} width={size} height={size} />;
  }
  return (
    <div className={`${className ?? 'qr-code'} qr-code--placeholder`} style={box} role="status">
      {state.status === 'loading' ? 'Generating QR Code...' : `${alt} could not be generated.`}
    </div>
  );
}
