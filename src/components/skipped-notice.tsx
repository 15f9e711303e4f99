import './load-states.css';

/** How a list names what it holds: { one: 'order', many: 'orders' }. */
export interface Noun {
  one: string;
  many: string;
}

export const ORDER_NOUN: Noun = { one: 'order', many: 'orders' };
export const USER_NOUN: Noun = { one: 'user', many: 'users' };
export const BLOCK_NOUN: Noun = { one: 'block record', many: 'block records' };
export const AUDIT_NOUN: Noun = { one: 'audit entry', many: 'audit entries' };

/** Ids named in full before the sentence says "and N more". */
const NAMED = 5;

/**
 * The sentence for documents a list could not show.
 * @example skippedSentence({ one: 'order', many: 'orders' }, ['ORDER-1']) // '1 order could not be shown: ORDER-1'
 */
export function skippedSentence(noun: Noun, ids: readonly string[]): string {
  const named = ids.slice(0, NAMED).join(', ');
  const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : '';
  return `${ids.length} ${ids.length === 1 ? noun.one : noun.many} could not be shown: ${named}${more}`;
}

/**
 * Names the documents a list skipped because they could not be read (ReadResult.skipped of src/lib), so a bad
 * document is visible to staff instead of silently missing or blanking the page. Renders nothing when none.
 */
export function SkippedNotice({ noun, skipped }: { noun: Noun; skipped: readonly { id: string }[] }) {
  if (skipped.length === 0) return null;
  return (
    <p className="skipped-notice" role="status">
      {skippedSentence(
        noun,
        skipped.map((s) => s.id),
      )}
    </p>
  );
}
