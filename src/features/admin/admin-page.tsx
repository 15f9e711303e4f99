import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthState } from '../../lib/auth-user';
import { AdminPanel } from './admin-panel';
import { isStaff } from './admin-roles';
import './admin.css';

/** /adminpfy9665k01: staff only; anyone else (visitors, customers) is sent to the admin sign-in. */
export function AdminPage() {
  const auth = useAuthState();
  if (auth.status === 'loading') {
    return (
      <p className="admin-loading" role="status">
        Loading...
      </p>
    );
  }
  if (auth.status === 'signed-out' || !isStaff(auth.user)) return <Navigate to={paths.adminAuth} replace />;
  return <AdminPanel user={auth.user} />;
}
