// The rules shown under the order summary: the drive-in's steps, or the special's or free appointment's rules.
import { PAYMENT_TEXT, RulesBox } from './order-summary';
import type { PaymentOrder } from './payment-state';

export function PaymentRules({ order }: { order: PaymentOrder }) {
  return (
    <>
      {order.isDriveIn && <RulesBox title={PAYMENT_TEXT.driveInTitle} items={PAYMENT_TEXT.driveInSteps} />}
      {order.appointmentType === 'special' && !order.isDriveIn && (
        <RulesBox title={PAYMENT_TEXT.specialRulesTitle} items={PAYMENT_TEXT.specialRules} />
      )}
      {order.appointmentType === 'free' && !order.isDriveIn && (
        <RulesBox title={PAYMENT_TEXT.freeRulesTitle} items={PAYMENT_TEXT.freeRules} />
      )}
    </>
  );
}
