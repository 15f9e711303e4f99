import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { BUSINESS_NAME, SOCIAL_LINKS } from '../config/business';
import { cleanupBookingSession } from '../lib/data/session-cleanup';

/** Footer of the public site: links, social links, Back to Top and the copyright line. */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="site-footer">
      {/* Clicking a link cleans up any appointment or payment session in progress (spec section 2). */}
      <nav aria-label="Footer" className="site-footer__links" onClickCapture={cleanupBookingSession}>
        <Link to={paths.home}>Home</Link>
        <Link to={paths.about}>About Us</Link>
        <Link to={paths.services}>Get Wash</Link>
        <Link to={paths.appointmentSwap} state={{ browseTrades: true }}>
          Appointment Trade
        </Link>
        <Link to={paths.contact}>Contact</Link>
        <Link to={paths.account}>Account</Link>
      </nav>
      <ul className="site-footer__social" aria-label="Social links">
        {SOCIAL_LINKS.map((s) => (
          <li key={s.name}>
            <a href={s.url} target="_blank" rel="noreferrer noopener">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link-button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        Back to Top
      </button>
      <p className="site-footer__copyright">
        © {year} {BUSINESS_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
