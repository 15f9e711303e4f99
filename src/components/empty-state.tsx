import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** Short statement of what is empty, e.g. 'No users found in the database.' */
  title: string;
  /** A hint on what to do next. */
  children?: ReactNode;
  /** An optional action (a Link or a button). */
  action?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or page shows when it has nothing: `<EmptyState title="No open orders">Book a wash…</EmptyState>`. */
export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state">
      <svg className="empty-state__icon" aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
        <path
          d="M24 6c6 9 12 15 12 22a12 12 0 0 1-24 0c0-7 6-13 12-22z"
          fill="#e3f1fc"
          stroke="#1478c8"
          strokeWidth="2"
        />
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
