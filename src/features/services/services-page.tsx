export function ServicesPage() {
  return (
    <section className="page">
      <h1>Our Wash Packages</h1>
      <p>Choose a wash package to book.</p>
    </section>
  );
}
