// /waitlist/offer/:entryId (issue 44): the link of a waitlist offer. The seat is already held for the customer by the
// server (the same hold Select Time places); they choose their wash and go on to the booking page with that seat
// chosen and held, and book it there through the normal Complete Booking (a special pays its fee at checkout).
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { accountPath, paths } from '../../config/paths';
import { WASH_PACKAGES } from '../../domain/catalogue';
import type { MyWaitlistEntry } from '../../contracts/waitlist-api';
import { useAuthState } from '../../lib/auth-user';
import { callables } from '../../lib/callables';
import { serverNowMs } from '../../lib/server-time';
import type { WaitlistOfferState } from './session/booking-location-state';

export const OFFER_PAGE_TEXT = {
  title: 'A seat is held for you',
  gone: 'This offer is no longer open. Your waitlist entries are on your account page.',
  choose: 'Choose your wash to book it:',
  decline: 'No thanks, give the seat to the next customer',
  declined: 'The seat goes to the next customer in line.',
} as const;

type Loaded =
  { status: 'loading' } | { status: 'ready'; entry: MyWaitlistEntry | null } | { status: 'declined' };

function useMyOffer(uid: string | null, entryId: string) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!uid) return;
    let live = true;
    callables.listMyWaitlist({}).then(
      ({ entries }) =>
        live && setState({ status: 'ready', entry: entries.find((e) => e.id === entryId) ?? null }),
      () => live && setState({ status: 'ready', entry: null }),
    );
    return () => {
      live = false;
    };
  }, [uid, entryId]);
  return [state, setState] as const;
}

function offerStateOf(entry: MyWaitlistEntry): WaitlistOfferState | null {
  const offer = entry.offer;
  if (entry.status !== 'offered' || !offer || offer.expiresAt <= serverNowMs()) return null;
  return {
    holdId: offer.holdId,
    expiresAt: offer.expiresAt,
    location: entry.location,
    appointmentType: entry.type,
    appointmentDate: entry.date,
    appointmentTime: offer.time,
  };
}

export function WaitlistOfferPage() {
  const { entryId = '' } = useParams();
  const auth = useAuthState();
  const navigate = useNavigate();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const [state, setState] = useMyOffer(uid, entryId);
  if (auth.status === 'signed-out') {
    return <Navigate to={paths.auth} replace state={{ redirectPath: `${paths.waitlistOffer}/${entryId}` }} />;
  }
  const offer = state.status === 'ready' && state.entry ? offerStateOf(state.entry) : null;
  const body =
    state.status === 'loading' ? (
      <p role="status">Loading...</p>
    ) : state.status === 'declined' ? (
      <p role="status">{OFFER_PAGE_TEXT.declined}</p>
    ) : !offer ? (
      <p>
        {OFFER_PAGE_TEXT.gone} <Link to={accountPath('orders')}>My Account</Link>
      </p>
    ) : (
      <>
        <p>
          {offer.appointmentType === 'free' ? 'Free' : 'Special'} appointment at {offer.location} on{' '}
          {offer.appointmentDate} at {offer.appointmentTime}.
        </p>
        <p>{OFFER_PAGE_TEXT.choose}</p>
        <ul className="waitlist-offer__packages">
          {WASH_PACKAGES.map((pkg) => (
            <li key={pkg.id}>
              <button
                type="button"
                className="button"
                onClick={() =>
                  navigate(paths.appointment, {
                    state: {
                      serviceData: {
                        name: pkg.name,
                        price: pkg.price.replace(/^\$/, ''),
                        description: pkg.description,
                      },
                      fromServices: true,
                      waitlistOffer: offer,
                    },
                  })
                }
              >
                Book {pkg.name} ({pkg.price})
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void callables.leaveWaitlist({ entryId }).then(() => setState({ status: 'declined' }))
          }
        >
          {OFFER_PAGE_TEXT.decline}
        </button>
      </>
    );
  return (
    <section className="page page--narrow booking-page">
      <h1>{OFFER_PAGE_TEXT.title}</h1>
      <div className="booking-card">{body}</div>
    </section>
  );
}
