export function ContactPage() {
  return (
    <section className="page">
      <h1>Contact</h1>
      <p>Send us a message; support answers within 24 hours on business days.</p>
    </section>
  );
}
