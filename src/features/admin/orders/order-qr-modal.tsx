import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { formatDisplayDate } from '../../../domain/calendar';
import { UI_TEXT } from '../../../domain/messages';
import { orderQrText } from '../../../domain/qr-payload';
import type { OrderDoc } from '../../../contracts/documents';
import { ledgerLines, orderLedger, paymentsOnOrder } from '../../../domain/order-ledger';
import { isDriveInOrder } from '../../../domain/types';
import { ExcuseNoShow } from './excuse-no-show';
import { OrderRefund, useLiveOrder } from './order-refund';
import { StatusBadge } from '../shared/status-badge';
import { OrderMessages } from './order-messages';

/** Admin QR images are 300 px (spec section 7). */
export const ADMIN_QR_SIZE = 300;

type Qr = { status: 'generating' } | { status: 'ready'; url: string } | { status: 'error' };

/** Generates the order's QR image; the qrcode library is loaded on first use. */
function useOrderQr(order: OrderDoc): Qr {
  const [qr, setQr] = useState<{ key: string; value: Qr }>({ key: '', value: { status: 'generating' } });
  const payload = orderQrText(order);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(payload, { width: ADMIN_QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then(
        (url) => live && setQr({ key: payload, value: { status: 'ready', url } }),
        (error: unknown) => {
          console.error('[admin] QR generation failed', error);
          if (live) setQr({ key: payload, value: { status: 'error' } });
        },
      );
    return () => {
      live = false;
    };
  }, [payload]);
  return qr.key === payload ? qr.value : { status: 'generating' };
}

function safeDisplayDate(date: string): string {
  try {
    return formatDisplayDate(date);
  } catch {
    return date;
  }
}

/** The order's facts as the detail lists them; the customer's note in full when there is one. */
function detailRows(order: OrderDoc): [string, ReactNode][] {
  const lines = ledgerLines(orderLedger(order, paymentsOnOrder(order), new Date()));
  const rows: [string, ReactNode][] = [
    ['Order ID', order.orderId],
    ['Customer', order.userEmail || order.userId],
    ['Service', order.serviceName],
    ['Date', safeDisplayDate(order.appointmentDate)],
    ['Time', order.appointmentTime],
    ['Type', isDriveInOrder(order) ? 'drive-in' : order.appointmentType],
    ['Location', order.location],
    ['Status', <StatusBadge key="s" status={order.status} noShow={order.noShow} />],
    // What was paid online and what is due at the branch: the order's ledger, not the stored price.
    ['Paid online', lines.paidOnline],
    ['At the branch', lines.atBranch],
    ...(lines.refund ? [['Refund', lines.refund] as [string, ReactNode]] : []),
    ['Order code', order.orderCode],
    ['Number plate', order.numberPlate ?? 'None'],
    ['Contact', order.contact || 'None'],
  ];
  // What the customer wrote when booking, in full (the orders table shows its start).
  if (order.specialInstructions)
    rows.push([
      'Special instructions',
      <span key="n" className="admin-qr__note">
        {order.specialInstructions}
      </span>,
    ]);
  return rows;
}

/** The QR image, or its placeholder while it is generated, or why it could not be. */
function QrImage({ qr, orderId }: { qr: Qr; orderId: string }) {
  return (
    <>
      {qr.status === 'generating' && (
        <p className="admin-qr__placeholder" role="status">
          {UI_TEXT.generatingQr}
        </p>
      )}
      {qr.status === 'error' && (
        <p className="form-error" role="alert">
          The QR code could not be generated. Please close and try again.
        </p>
      )}
      {qr.status === 'ready' && (
        <img
          className="admin-qr__image"
          src={qr.url}
          width={ADMIN_QR_SIZE}
          height={ADMIN_QR_SIZE}
          alt={`QR code for order ${orderId}`}
        />
      )}
    </>
  );
}

/** The order detail with its QR code; Print QR Code prints only this card (print stylesheet in admin.css). */
export function OrderQrModal({
  order: loaded,
  onClose,
  canExcuse = false,
  canRefund = false,
  onDelete,
}: {
  order: OrderDoc;
  onClose: () => void;
  /** Full admins delete a single order from here (after a confirmation the caller shows). */
  onDelete?: () => void;
  /** Full admins may excuse a missed appointment from here (the server checks it too). */
  canExcuse?: boolean;
  /** Full admins may refund a WiPay payment from here (the server checks it too). */
  canRefund?: boolean;
}) {
  // Live when WiPay took its payment, so a refund's progress shows as the processor reports it.
  const order = useLiveOrder(loaded);
  const qr = useOrderQr(order);
  const rows = detailRows(order);
  return (
    <Modal
      open
      title="Order QR Code"
      onClose={onClose}
      className="admin-qr-modal"
      actions={
        <>
          {/* First in the markup: the actions stack reversed on a phone, so Delete comes last, after Print and Close. */}
          {onDelete && (
            <button
              type="button"
              className="button admin-button--danger"
              aria-label={`Delete order ${order.orderId}`}
              onClick={onDelete}
            >
              Delete Order
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={qr.status !== 'ready'}
            onClick={() => window.print()}
          >
            Print QR Code
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="admin-qr">
        <QrImage qr={qr} orderId={order.orderId} />
        <dl className="admin-qr__details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ExcuseNoShow order={order} canExcuse={canExcuse} />
        <OrderRefund order={order} canRefund={canRefund} />
        <OrderMessages orderId={order.orderId} canResend={canExcuse} />
      </div>
    </Modal>
  );
}
