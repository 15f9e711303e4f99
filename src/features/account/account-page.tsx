import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { AccountTab } from '../../config/paths';
import { useAuthState } from '../../lib/auth-user';
import { AccountView } from './account-view';
import './account.css';

const TABS: readonly AccountTab[] = ['details', 'services', 'orders', 'plans', 'delete'];

export function parseAccountTab(value: string | null): AccountTab {
  return TABS.includes(value as AccountTab) ? (value as AccountTab) : 'details';
}

/**
 * /account?tab=details|services|orders|plans|delete. 'Loading' while the auth state resolves; a signed-out visitor gets
 * the auth screen (/auth, coming back here afterwards).
 */
export function AccountPage() {
  const auth = useAuthState();
  const [params] = useSearchParams();
  const { search } = useLocation();

  if (auth.status === 'loading') {
    return (
      <section className="page account-page">
        <h1>My Account</h1>
        <p role="status">Loading</p>
      </section>
    );
  }
  if (auth.status === 'signed-out') {
    return <Navigate to={paths.auth} replace state={{ redirectPath: `${paths.account}${search}` }} />;
  }
  return <AccountView user={auth.user} tab={parseAccountTab(params.get('tab'))} />;
}
