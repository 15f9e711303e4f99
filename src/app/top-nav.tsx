import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { BUSINESS_NAME } from '../config/business';
import { cleanupBookingSession } from '../lib/data/session-cleanup';

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.services, label: 'Get Wash' },
  { to: paths.plans, label: 'Plans' },
  { to: paths.contact, label: 'Contact' },
] as const;

/** Top navigation of the public site (hidden on admin paths by the layout). */
export function TopNav() {
  const [open, setOpen] = useState(false);
  // Clicking a navigation link cleans up any appointment or payment session in progress (spec section 2).
  const close = () => {
    setOpen(false);
    cleanupBookingSession();
  };
  return (
    <header className="top-nav">
      <nav className="top-nav__bar" aria-label="Main">
        <Link to={paths.home} className="top-nav__logo" onClick={close}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{BUSINESS_NAME}</span>
        </Link>
        <button
          type="button"
          className="top-nav__toggle"
          aria-expanded={open}
          aria-controls="top-nav-links"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="visually-hidden">Menu</span>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul id="top-nav-links" className={open ? 'top-nav__links top-nav__links--open' : 'top-nav__links'}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.account} onClick={close} aria-label="Account" className="top-nav__account">
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
