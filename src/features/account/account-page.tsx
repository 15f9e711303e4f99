export function AccountPage() {
  return (
    <section className="page">
      <h1>Account</h1>
      <p>Your account details, past services and appointments.</p>
    </section>
  );
}
