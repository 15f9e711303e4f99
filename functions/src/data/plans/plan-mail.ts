// What a plan's buyer is told (issue 43, docs/plans.md): the receipt of a paid term and the reminders to renew it,
// each as a `mail` document (Trigger Email's format) and a queued customer message of the same id (the messages room
// chooses its phone channels; its e-mail is this one: data/messages/message-mail.ts existingMailId). Both are written
// with tx.create in the transaction that produces the event, so an event told twice aborts instead of repeating.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { businessDate, formatDisplayDate } from '../../../../src/domain/calendar';
import { formatPrice } from '../../../../src/domain/pricing';
import { planTermsText, type PlanType } from '../../../../src/domain/plans';
import { col } from '../booking-docs';
import { queueMessageFact } from '../message-queue';
import { appOrigin } from '../mail';

/** Which reminder: 5 days and 1 day before the end, and when exactly 1 wash is left. */
export type PlanReminderKey = 'fiveDays' | 'oneDay' | 'oneLeft';

/** The plan as its messages name it. */
export interface PlanNotice {
  planId: string;
  userId: string;
  /** The customer's e-mail ('' when none is known: the message alone is queued). */
  email: string;
  name: string;
  plate: string;
  startsAt: Date;
  endsAt: Date;
  priceValue: number;
  left: number;
  washes: number;
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The last day of the term (the end instant is exclusive). */
const lastDay = (endsAt: Date) => businessDate(new Date(endsAt.getTime() - 1));

function mailDoc(to: string, subject: string, lines: string[], planId: string, kind: string) {
  const url = `${appOrigin()}/account`;
  return {
    to,
    message: {
      subject,
      text: [...lines, '', `Your plans: ${url}`].join('\n'),
      html: [
        ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
        `<p><a href="${escapeHtml(url)}">Your plans</a></p>`,
      ].join(''),
    },
    orderId: null,
    planId,
    kind,
    createdAt: FieldValue.serverTimestamp(),
  };
}

function receiptLines(plan: PlanNotice, terms: string): string[] {
  return [
    `Thank you: your ${plan.name} is paid (${formatPrice(plan.priceValue)}).`,
    `Car: ${plan.plate}. Valid from ${formatDisplayDate(businessDate(plan.startsAt))} to ` +
      `${formatDisplayDate(lastDay(plan.endsAt))}.`,
    terms,
    `Plan number: ${plan.planId}.`,
  ];
}

function reminderLines(plan: PlanNotice, key: PlanReminderKey): string[] {
  const end = formatDisplayDate(lastDay(plan.endsAt));
  const first =
    key === 'oneLeft'
      ? `Your ${plan.name} for ${plan.plate} has 1 wash left (valid until ${end}).`
      : `Your ${plan.name} for ${plan.plate} ends on ${end} (${plan.left} of ${plan.washes} washes left).`;
  return [
    first,
    'Renew it on the Plans page: a renewal starts when this term ends. Nothing is charged automatically.',
  ];
}

function queue(
  tx: Transaction,
  plan: PlanNotice,
  eventId: string,
  kind: 'plan-receipt' | 'plan-reminder',
  mail: { subject: string; lines: string[] } | null,
  now: Date,
) {
  if (mail && plan.email)
    tx.create(
      col(COLLECTIONS.mail).doc(eventId),
      mailDoc(plan.email, mail.subject, mail.lines, plan.planId, kind),
    );
  queueMessageFact(
    tx,
    {
      eventId,
      kind,
      orderId: null,
      userId: plan.userId,
      facts: {
        serviceName: plan.name,
        appointmentDate: lastDay(plan.endsAt),
        appointmentTime: '',
        location: '',
        orderCode: '',
        plate: plan.plate,
        washesLeft: plan.left,
        ...(kind === 'plan-receipt' ? { amount: formatPrice(plan.priceValue) } : {}),
      },
    },
    now,
  );
}

export const planReceiptId = (planId: string) => `plan-receipt-${planId}`;
export const planReminderId = (planId: string, key: PlanReminderKey) => `plan-reminder-${planId}-${key}`;

/** The receipt of a paid term (writes only: after every read of the transaction). */
export function queuePlanReceipt(tx: Transaction, plan: PlanNotice, type: PlanType, now: Date): void {
  const mail = { subject: `Your wash plan: ${plan.name}`, lines: receiptLines(plan, planTermsText(type)) };
  queue(tx, plan, planReceiptId(plan.planId), 'plan-receipt', mail, now);
}

/** One reminder to renew (writes only). */
export function queuePlanReminder(tx: Transaction, plan: PlanNotice, key: PlanReminderKey, now: Date): void {
  const subject = key === 'oneLeft' ? `1 wash left on your ${plan.name}` : `Your ${plan.name} ends soon`;
  queue(
    tx,
    plan,
    planReminderId(plan.planId, key),
    'plan-reminder',
    { subject, lines: reminderLines(plan, key) },
    now,
  );
}
