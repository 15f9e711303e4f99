export function AdminPage() {
  return (
    <section className="page">
      <h1>Admin Panel</h1>
      <p>Orders, users, dashboard and analytics.</p>
    </section>
  );
}
