export function AppointmentPage() {
  return (
    <section className="page">
      <h1>Schedule Your Appointment</h1>
      <p>No service selected</p>
    </section>
  );
}
