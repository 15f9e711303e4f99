/** A secondary button that refreshes what an admin tab shows, off while that is loading. */
export function RefreshButton({
  label = 'Refresh',
  loading,
  onRefresh,
}: {
  label?: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <button type="button" className="button button--secondary" onClick={onRefresh} disabled={loading}>
      {label}
    </button>
  );
}

/** An admin tab's heading (the section's accessible name, by `id`) with its Refresh button, off while loading. */
export function SectionHead({
  id,
  title,
  loading,
  onRefresh,
}: {
  id: string;
  title: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="admin-section__head">
      <h2 id={id}>{title}</h2>
      <RefreshButton loading={loading} onRefresh={onRefresh} />
    </div>
  );
}
