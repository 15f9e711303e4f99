// Today's messages to customers on the Dashboard (docs/messages.md): how many went out per channel and their cost
// estimate (Twilio's per-message prices for Trinidad and Tobago as configured on the server: messageStats/{date}).
import { useEffect, useState } from 'react';
import { businessDate } from '../../../domain/calendar';
import type { MessageStatsDoc } from '../../../contracts/messages';
import { readMessageStats } from '../../../lib/data/customer-messages';

export function MessagesToday() {
  const [stats, setStats] = useState<MessageStatsDoc | null>(null);
  useEffect(() => {
    readMessageStats(businessDate(new Date())).then(setStats, (error: unknown) =>
      console.warn('[admin] message counts not loaded', error),
    );
  }, []);
  if (!stats) return null;
  return (
    <dl className="admin-stats" aria-label="Today's messages" data-testid="messages-today">
      <div className="admin-stat">
        <dt>Today&apos;s Messages</dt>
        <dd>
          {stats.email ?? 0} e-mail · {stats.whatsapp ?? 0} WhatsApp · {stats.sms ?? 0} SMS
        </dd>
      </div>
      <div className="admin-stat">
        <dt>Today&apos;s Messaging Cost (estimate)</dt>
        <dd>US${(stats.costUsd ?? 0).toFixed(2)}</dd>
        <dd className="admin-stat__note">WhatsApp and SMS at the per-message prices set on the server.</dd>
      </div>
    </dl>
  );
}
