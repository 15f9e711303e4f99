/** The account page's term/value lists: the profile's details and each appointment card's facts. */
export function DetailsList({
  rows,
  compact = false,
}: {
  rows: readonly (readonly [string, string])[];
  compact?: boolean;
}) {
  return (
    <dl className={compact ? 'details-list details-list--compact' : 'details-list'}>
      {rows.map(([term, value]) => (
        <div key={term} className="details-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
