import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Trade booking page. Opened directly (no in-app navigation state) it redirects to / (spec section 2). */
export function AppointmentSwapPage() {
  const location = useLocation();
  if (!location.state) return <Navigate to={paths.home} replace />;
  return (
    <section className="page">
      <h1>Appointment Trade</h1>
      <p>Appointments other customers have offered for trade.</p>
    </section>
  );
}
