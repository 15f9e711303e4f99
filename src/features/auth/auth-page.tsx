export function AuthPage() {
  return (
    <section className="page">
      <h1>Sign In</h1>
      <p>Sign in or create an account.</p>
    </section>
  );
}
