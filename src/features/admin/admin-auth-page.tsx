export function AdminAuthPage() {
  return (
    <section className="page">
      <h1>Admin Sign In</h1>
      <p>Access is restricted to authorized administrators.</p>
    </section>
  );
}
