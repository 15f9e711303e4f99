import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { refreshClaims, useAuthState } from '../../lib/auth-user';
import { AdminPanel } from './admin-panel';
import { CLAIMS_FAILED, isStaff } from './admin-roles';
import './admin.css';
import './admin-tables.css';
import './admin-views.css';

/** How long the access check may take before the page offers a Retry instead of waiting on. */
export const ACCESS_CHECK_PATIENCE_MS = 10_000;

/** /adminpfy9665k01: staff only; anyone else (visitors, customers) is sent to the admin sign-in. */
export function AdminPage() {
  const auth = useAuthState();
  const [stalled, setStalled] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const loading = auth.status === 'loading';

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setStalled(true), ACCESS_CHECK_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (loading) {
    // A session that never resolves (the SDK could not load) is reloaded from scratch.
    if (stalled) return <LoadError message={CLAIMS_FAILED} onRetry={() => window.location.reload()} />;
    return (
      <p className="admin-loading" role="status">
        Loading...
      </p>
    );
  }
  if (auth.status === 'signed-in' && auth.user.claimsError) {
    const retry = () => {
      setRetrying(true);
      refreshClaims().finally(() => setRetrying(false));
    };
    return (
      <section className="admin-auth" aria-label="Admin access">
        <LoadError message={CLAIMS_FAILED} onRetry={retry} busy={retrying} />
      </section>
    );
  }
  if (auth.status === 'signed-out' || !isStaff(auth.user)) return <Navigate to={paths.adminAuth} replace />;
  return <AdminPanel user={auth.user} />;
}
