export function HomePage() {
  return (
    <section className="page">
      <h1>Touch-Free Car Wash</h1>
      <p>Chaguanas&rsquo; touch-free car wash.</p>
    </section>
  );
}
