export function AboutPage() {
  return (
    <section className="page">
      <h1>About Us</h1>
      <p>A touch-free car wash in Chaguanas, Trinidad and Tobago.</p>
    </section>
  );
}
