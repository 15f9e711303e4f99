import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { UI_TEXT } from '../../domain/messages';
import { signOutUser, type AuthUser } from '../../lib/auth-user';
import { isViewOnly } from './admin-roles';
import { adminTab, landingTab, visibleTabs, type AdminTab } from './admin-tabs';

/** The panel: header with the View Only Mode badge and Logout, vertical tabs, one tab panel at a time. */
export function AdminPanel({ user }: { user: AuthUser }) {
  const tabs = visibleTabs(user);
  const viewOnly = isViewOnly(user);
  const [active, setActive] = useState<AdminTab>(() => landingTab(user));
  const tabRefs = useRef(new Map<AdminTab, HTMLButtonElement>());
  const navigate = useNavigate();
  const current = tabs.includes(active) ? active : tabs[0];
  const { Panel } = adminTab(current);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(current);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    setActive(next);
    tabRefs.current.get(next)?.focus();
  }

  async function logout() {
    await signOutUser();
    navigate(paths.adminAuth, { replace: true });
  }

  return (
    <div className="admin">
      <header className="admin__header">
        <h1 className="admin__title">Admin Panel</h1>
        <div className="admin__header-actions">
          {viewOnly && <span className="admin__badge">{UI_TEXT.viewOnlyBadge}</span>}
          <span className="admin__who">{user.email}</span>
          <button type="button" className="button button--secondary" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </header>
      <div className="admin__body">
        <div className="admin__tabs" role="tablist" aria-label="Admin sections" aria-orientation="vertical">
          {tabs.map((tab) => (
            <button
              key={tab}
              ref={(el) => {
                if (el) tabRefs.current.set(tab, el);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab}`}
              aria-selected={tab === current}
              aria-controls={`admin-panel-${tab}`}
              tabIndex={tab === current ? 0 : -1}
              className="menu-item admin__tab"
              onClick={() => setActive(tab)}
              onKeyDown={onTabKeyDown}
            >
              {adminTab(tab).label}
            </button>
          ))}
        </div>
        <div
          className="admin__panel"
          role="tabpanel"
          id={`admin-panel-${current}`}
          aria-labelledby={`admin-tab-${current}`}
          tabIndex={0}
        >
          <Panel viewOnly={viewOnly} />
        </div>
      </div>
    </div>
  );
}
