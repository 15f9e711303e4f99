import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUDIT_NOUN, SkippedNotice } from '../../../components/skipped-notice';
import type { AuditFilters } from '../../../lib/data/admin-audit';
import type { AuditLogDoc } from '../../../contracts/documents';
import { actionLabel, changeLines, formatInstant } from './audit-view';
import '../shared/admin-users-audit.css';
import { SectionHead } from '../shared/section-head';
import { DateField } from '../../../components/date-field';
import { AdminList, AdminTable } from '../shared/admin-table';
import { EMPTY_AUDIT_FILTERS, useAuditLog } from './use-audit-log';

export const AUDIT_TEXT = {
  loadFailed: 'Failed to load the audit log. Please try again.',
  moreFailed: 'Failed to load more audit entries. Please try again.',
  empty: 'No audit entries match these filters.',
};

/** The filter form: a draft the admin edits, queried on "Apply filters"; "Clear" empties and queries at once. */
function AuditFilterForm({ onQuery }: { onQuery: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  function apply(event: FormEvent) {
    event.preventDefault();
    onQuery({ ...draft });
  }
  const field = (key: keyof AuditFilters) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  return (
    <form className="admin-audit__filters" aria-label="Audit log filters" onSubmit={apply}>
      <label className="admin-inline-field">
        <span>Actor</span>
        <input type="search" placeholder="E-mail or user ID" {...field('actor')} />
      </label>
      <label className="admin-inline-field">
        <span>Target</span>
        <input type="search" placeholder="Order ID or user ID" {...field('target')} />
      </label>
      <label className="admin-inline-field">
        <span>From</span>
        <DateField {...field('from')} />
      </label>
      <label className="admin-inline-field">
        <span>To</span>
        <DateField {...field('to')} />
      </label>
      <button type="submit" className="button">
        Apply filters
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setDraft(EMPTY_AUDIT_FILTERS);
          onQuery(EMPTY_AUDIT_FILTERS);
        }}
      >
        Clear
      </button>
    </form>
  );
}

/** The entries, one row each, with every changed field as "field: before → after". */
function AuditTable({ entries }: { entries: readonly AuditLogDoc[] }) {
  return (
    <AdminTable
      label="Audit log"
      region="Audit entries"
      columns={['When', 'Who', 'What', 'Target', 'Before → After']}
    >
      {entries.map((e) => (
        <tr key={e.id}>
          <td className="admin-table__nowrap">{formatInstant(e.at)}</td>
          <td>{e.actorEmail ?? e.actorUid}</td>
          <td>{actionLabel(e.action)}</td>
          <td className="admin-mono">{e.target}</td>
          <td>
            <ul className="admin-changes">
              {changeLines(e.before, e.after).map((line) => (
                <li key={line.field}>
                  <span className="admin-changes__field">{line.field}:</span> {line.before} → {line.after}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Every recorded admin change and trade, newest first, filtered and paged on the server. Read-only for all staff. */
export function AuditTab() {
  const log = useAuditLog();
  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <SectionHead
        id="admin-audit-title"
        title="Audit Log"
        loading={log.phase === 'loading'}
        onRefresh={log.reload}
      />
      <AuditFilterForm onQuery={log.query} />
      <AdminList
        phase={log.phase}
        count={log.entries.length}
        failed={AUDIT_TEXT.loadFailed}
        onRetry={log.reload}
        loadingText="Loading audit log..."
        empty={<p className="admin-empty">{AUDIT_TEXT.empty}</p>}
        notices={<SkippedNotice noun={AUDIT_NOUN} skipped={log.skipped} />}
        more={{
          show: log.hasMore,
          phase: log.morePhase,
          failed: AUDIT_TEXT.moreFailed,
          onMore: () => void log.loadMore(),
        }}
      >
        <AuditTable entries={log.entries} />
      </AdminList>
    </section>
  );
}
