export function PaymentPage() {
  return (
    <section className="page">
      <h1>Payment Information</h1>
      <p>No order details found. Please select a service first.</p>
    </section>
  );
}
