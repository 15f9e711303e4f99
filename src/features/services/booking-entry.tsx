import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/modal';
import { paths } from '../../config/paths';
import type { WashPackage } from '../../domain/catalogue';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState, whenAuthResolved } from '../../lib/auth-user';
import { readPhoneVerified } from '../../lib/data/public-profile';
import { prefetchWhenIdle } from '../../lib/route-prefetch';
import { CancelButton, ServiceTypeChoices } from './service-type-choices';

/** What /appointment receives in its location state from the services page (spec section 2). */
export interface AppointmentEntryState {
  serviceData: { name: string; price: string; description: string };
  fromServices: true;
}

/** What /auth receives: where to come back to after signing in. */
export interface AuthEntryState {
  redirectPath: string;
}

export const SERVICE_TYPE_TITLE = 'Choose Service Type';

/** '$45' -> '45': the appointment page takes the price without the dollar sign. */
export function appointmentStateFor(pkg: WashPackage): AppointmentEntryState {
  return {
    serviceData: { name: pkg.name, price: pkg.price.replace(/^\$/, ''), description: pkg.description },
    fromServices: true,
  };
}

type Step = 'service-type' | 'phone-required';

/** Appointment chosen: a visitor goes to /auth, a customer without a verified phone to the next step, else on. */
function useChooseAppointment(pkg: WashPackage) {
  const navigate = useNavigate();
  const auth = useAuthState();
  const [step, setStep] = useState<Step>('service-type');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function chooseAppointment() {
    if (checking) return;
    setError(null);
    setChecking(true);
    try {
      const state = auth.status === 'loading' ? await whenAuthResolved() : auth;
      if (state.status !== 'signed-in') {
        // Back to this package's booking entry after signing in or up (issue 46: the package was forgotten).
        const redirectPath = `${paths.services}?book=${pkg.id}`; // services-page.tsx BOOK_PARAM
        navigate(paths.auth, { state: { redirectPath } satisfies AuthEntryState });
        return;
      }
      if (!(await readPhoneVerified(state.user.uid))) {
        setChecking(false);
        setStep('phone-required');
        return;
      }
      navigate(paths.appointment, { state: appointmentStateFor(pkg) });
    } catch {
      setChecking(false);
      setError(MESSAGES.contactNumber.checkFailed);
    }
  }

  return { step, checking, error, chooseAppointment };
}

/**
 * The booking entry of BOOK NOW (spec sections 2 and 6): the service-type modal (Appointment, or Drive In shown
 * disabled as 'Wait in line'), then a visitor goes to /auth, a customer without a verified phone sees
 * 'Phone Verification Required', and everyone else goes on to /appointment with the package.
 */
export function BookingEntry({ pkg, onClose }: { pkg: WashPackage; onClose: () => void }) {
  const navigate = useNavigate();
  const { step, checking, error, chooseAppointment } = useChooseAppointment(pkg);
  // A package is chosen: the booking page and the SDK it needs load while the customer reads this dialog.
  useEffect(() => prefetchWhenIdle('appointment'), []);

  const cancel = <CancelButton onClick={onClose} />;

  if (step === 'phone-required') {
    return (
      <Modal
        open
        title={UI_TEXT.phoneVerificationRequired}
        onClose={onClose}
        size="sm"
        description="Please verify your phone number on your Account page before booking an appointment."
        actions={
          <>
            {cancel}
            <button type="button" className="button" onClick={() => navigate(paths.account)}>
              Go to Account
            </button>
          </>
        }
      />
    );
  }

  return (
    <Modal
      open
      title={SERVICE_TYPE_TITLE}
      onClose={onClose}
      description={`How would you like to get your ${pkg.name} (${pkg.price})?`}
      actions={cancel}
    >
      <ServiceTypeChoices checking={checking} onAppointment={() => void chooseAppointment()} />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </Modal>
  );
}
