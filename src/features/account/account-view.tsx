import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { accountPath, paths } from '../../config/paths';
import type { AccountTab } from '../../config/paths';
import { signOutUser } from '../../lib/auth-actions';
import type { AuthUser } from '../../lib/auth-user';
import { AccountDetails } from './account-details';
import { AccountNotice, useNavigationMessage } from './account-notice';
import { Appointments } from './appointments';
import { DeleteAccount } from './delete-account';
import { PastServices } from './past-services';
import { PlanCards } from './plan-cards';
import { ProfilePrompts } from './profile-prompts';
import { RotateOverlay } from './rotate-overlay';
import { useProfile } from './use-account-data';

const MENU: { tab: AccountTab; label: string }[] = [
  { tab: 'details', label: 'Account Details' },
  { tab: 'services', label: 'Past Services' },
  { tab: 'orders', label: 'Appointments' },
  { tab: 'plans', label: 'My Plans' },
  { tab: 'delete', label: 'Delete Account' },
];

/** The left menu: a link per tab (the open one marked current) and Sign Out. */
function AccountMenu({
  tab,
  signingOut,
  onSignOut,
}: {
  tab: AccountTab;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <nav className="account-menu" aria-label="Account">
      <ul>
        {MENU.map((item) => (
          <li key={item.tab}>
            <Link
              to={accountPath(item.tab)}
              className={
                item.tab === tab
                  ? 'menu-item account-menu__link account-menu__link--active'
                  : 'menu-item account-menu__link'
              }
              aria-current={item.tab === tab ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="menu-item account-menu__link account-menu__signout"
            onClick={onSignOut}
            disabled={signingOut}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The signed-in account page: the message handed over by the page before, left menu, profile prompts, the tab. */
export function AccountView({ user, tab }: { user: AuthUser; tab: AccountTab }) {
  const navigate = useNavigate();
  const { profile, reload } = useProfile(user);
  const [signingOut, setSigningOut] = useState(false);
  const staff = user.admin || user.viewOnlyAdmin || user.bayAttendant === true;
  const notice = useNavigationMessage();

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutUser();
    } finally {
      navigate(paths.auth, { replace: true });
    }
  }

  const heading = MENU.find((m) => m.tab === tab)!.label;
  return (
    <section className="page account-page">
      <RotateOverlay hidden={tab === 'orders'} />
      <h1>My Account</h1>
      <AccountNotice message={notice.message} onDismiss={notice.dismiss} />
      <div className="account-layout">
        <AccountMenu tab={tab} signingOut={signingOut} onSignOut={() => void signOut()} />
        <div className="account-content">
          <h2>{heading}</h2>
          {tab === 'details' && profile.status === 'loading' && <p role="status">Loading</p>}
          {tab !== 'delete' && profile.status === 'error' && (
            <p className="form-error" role="alert">
              {profile.error}
            </p>
          )}
          {profile.status === 'ready' && !staff && tab !== 'delete' && (
            <ProfilePrompts profile={profile.data} onSaved={reload} />
          )}
          {tab === 'details' && profile.status === 'ready' && (
            <AccountDetails profile={profile.data} onSaved={reload} />
          )}
          {tab === 'services' && <PastServices uid={user.uid} />}
          {tab === 'orders' && (
            <Appointments
              uid={user.uid}
              justBooked={notice.bookedOrderId}
              onConfirmationDismissed={notice.dismissBooked}
            />
          )}
          {tab === 'plans' && <PlanCards />}
          {tab === 'delete' && <DeleteAccount user={user} />}
        </div>
      </div>
    </section>
  );
}
