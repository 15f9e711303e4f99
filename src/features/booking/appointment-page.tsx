import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import type { BookingProfile } from '../../lib/data/booking-reads';
import { readBookingProfile } from '../../lib/data/booking-reads';
import { useBookingSession } from '../../lib/data/session-guard';
import { BookingForm } from './form/booking-form';
import { parseAppointmentState } from './session/booking-location-state';
import { useOpenAppointmentLimit } from './session/use-open-appointment-limit';
import './appointment-page.css';

/** The customer's booking profile (verified phone, contact) once read, with the uid it was read for. */
function useBookingProfile(uid: string | null) {
  const [profile, setProfile] = useState<{ uid: string; value: BookingProfile | null | 'error' } | null>(
    null,
  );
  useEffect(() => {
    if (!uid) return;
    let live = true;
    readBookingProfile(uid).then(
      (value) => live && setProfile({ uid, value }),
      () => live && setProfile({ uid, value: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  return profile;
}

/** Booking page (/appointment): 'Schedule Your Appointment' (spec sections 2, 4, 5). */
export function AppointmentPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const nav = useMemo(() => parseAppointmentState(location.state), [location.state]);
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const session = useBookingSession({
    page: 'appointment',
    uid: nav.serviceData ? uid : null,
    fromServices: nav.fromServices,
    onRedirect: (to) => navigate(to === 'services' ? paths.services : paths.home, { replace: true }),
  });
  // Read alongside the session and the profile, and waited for like them: the limit's notice shows as the page
  // opens, above the fields, never after them (issue 45).
  const limit = useOpenAppointmentLimit(nav.serviceData ? uid : null);
  const profile = useBookingProfile(nav.serviceData ? uid : null);

  const title = <h1>{UI_TEXT.scheduleTitle}</h1>;
  if (!nav.serviceData) {
    return (
      <section className="page page--narrow booking-page">
        {title}
        <div className="booking-card booking-empty">
          <p>{UI_TEXT.noServiceSelected}</p>
          <button type="button" className="button" onClick={() => navigate(paths.services)}>
            Go to Services
          </button>
        </div>
      </section>
    );
  }
  if (auth.status === 'signed-out') {
    return <Navigate to={paths.auth} replace state={{ redirectPath: paths.services }} />;
  }
  const ready =
    auth.status === 'signed-in' && session.status === 'active' && profile?.uid === uid && limit !== undefined;
  return (
    <section className="page page--narrow booking-page">
      {title}
      {session.status === 'conflict' ? (
        <p role="alert" className="form-error">
          {session.message}
        </p>
      ) : !ready || !uid ? (
        <p role="status">Loading...</p>
      ) : (
        <BookingForm uid={uid} service={nav.serviceData} nav={nav} profile={profile.value} limit={limit} />
      )}
    </section>
  );
}
