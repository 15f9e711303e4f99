import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LoadError } from '../../components/load-error';
import { AUDIT_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { listAuditPage, type AuditCursor, type AuditFilters } from '../../lib/data/admin-audit';
import type { SkippedDoc } from '../../lib/model/read-result';
import type { AuditLogDoc } from '../../contracts/documents';
import { actionLabel, changeLines, formatInstant } from './audit-view';
import './admin-users-audit.css';
import { SectionHead } from './section-head';
import { DateField } from '../../components/date-field';
import { ColumnHeads } from '../../components/column-heads';

type Phase = 'loading' | 'ready' | 'error';
const EMPTY: AuditFilters = { actor: '', target: '', from: '', to: '' };
export const AUDIT_TEXT = {
  loadFailed: 'Failed to load the audit log. Please try again.',
  moreFailed: 'Failed to load more audit entries. Please try again.',
  empty: 'No audit entries match these filters.',
};

/** Every recorded admin change and trade, newest first, filtered and paged on the server. Read-only for all staff. */
export function AuditTab() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [entries, setEntries] = useState<AuditLogDoc[]>([]);
  const [skipped, setSkipped] = useState<SkippedDoc[]>([]);
  const [phase, setPhase] = useState<Phase>('loading');
  const [morePhase, setMorePhase] = useState<Phase | 'idle'>('idle');
  const [next, setNext] = useState<AuditCursor | null>(null);
  const [round, setRound] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const gen = ++generation.current;
    listAuditPage(filters).then(
      (page) => {
        if (gen !== generation.current) return;
        setEntries(page.items);
        setSkipped(page.skipped);
        setNext(page.next);
        setMorePhase('idle');
        setPhase('ready');
      },
      (error: unknown) => {
        console.error('[admin] loading the audit log failed', error);
        if (gen === generation.current) setPhase('error');
      },
    );
  }, [filters, round]);

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    if (!next) return;
    setMorePhase('loading');
    try {
      const page = await listAuditPage(filters, next);
      if (gen !== generation.current) return;
      setEntries((e) => [...e, ...page.items]);
      setSkipped((s) => [...s, ...page.skipped]);
      setNext(page.next);
      setMorePhase('ready');
    } catch (error) {
      console.error('[admin] loading more audit entries failed', error);
      if (gen === generation.current) setMorePhase('error');
    }
  }, [filters, next]);

  // Each new query starts from "loading" here, in the event, rather than inside the effect that runs it.
  const query = (next: AuditFilters) => {
    setPhase('loading');
    setFilters(next);
    setRound((r) => r + 1);
  };
  const reload = () => query(filters);
  function apply(event: FormEvent) {
    event.preventDefault();
    query({ ...draft });
  }
  const field = (key: keyof AuditFilters) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <SectionHead
        id="admin-audit-title"
        title="Audit Log"
        loading={phase === 'loading'}
        onRefresh={reload}
      />
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
            setDraft(EMPTY);
            query(EMPTY);
          }}
        >
          Clear
        </button>
      </form>
      {phase === 'error' && <LoadError message={AUDIT_TEXT.loadFailed} onRetry={reload} />}
      <SkippedNotice noun={AUDIT_NOUN} skipped={skipped} />
      {phase === 'loading' && <p role="status">Loading audit log...</p>}
      {phase === 'ready' && entries.length === 0 && <p className="admin-empty">{AUDIT_TEXT.empty}</p>}
      {phase === 'ready' && entries.length > 0 && (
        // Focusable so that keyboard users can scroll the wide table on a phone.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="admin-table-wrap" role="region" aria-label="Audit entries" tabIndex={0}>
          <table className="admin-table" aria-label="Audit log">
            <thead>
              <tr>
                <ColumnHeads columns={['When', 'Who', 'What', 'Target', 'Before → After']} />
              </tr>
            </thead>
            <tbody>
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
                          <span className="admin-changes__field">{line.field}:</span> {line.before} →{' '}
                          {line.after}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {phase === 'ready' && next && (
        <button
          type="button"
          className="button button--secondary admin-load-more"
          onClick={() => void loadMore()}
          disabled={morePhase === 'loading'}
        >
          {morePhase === 'loading' ? 'Loading...' : 'Load more'}
        </button>
      )}
      {morePhase === 'error' && <LoadError message={AUDIT_TEXT.moreFailed} onRetry={() => void loadMore()} />}
    </section>
  );
}
