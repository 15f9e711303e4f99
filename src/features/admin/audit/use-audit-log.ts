import { useCallback, useEffect, useRef, useState } from 'react';
import { listAuditPage, type AuditCursor, type AuditFilters } from '../../../lib/data/admin-audit';
import type { SkippedDoc } from '../../../lib/model/read-result';
import type { AuditLogDoc } from '../../../contracts/documents';

type Phase = 'loading' | 'ready' | 'error';
export const EMPTY_AUDIT_FILTERS: AuditFilters = { actor: '', target: '', from: '', to: '' };

/**
 * The Audit tab's data: the first page for the filters (read on the server) whenever `query` runs, further pages
 * with `loadMore`; answers to a superseded query are dropped.
 */
export function useAuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
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

  return { entries, skipped, phase, morePhase, hasMore: next !== null, loadMore, query, reload };
}
