import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { To } from 'react-router-dom';
import type { WashPackage } from '../domain/catalogue';
import { PACKAGE_LOOKS } from './package-look';
import './package-card.css';

export interface PackageCardProps {
  pkg: WashPackage;
  /** BOOK NOW as a button: called with the package. */
  onBook?: (pkg: WashPackage) => void;
  /** BOOK NOW as a link (used when onBook is not given). */
  bookTo?: To;
  /** Heading level of the package name. Default 3. */
  headingLevel?: 2 | 3;
  /** Disables the BOOK NOW button (e.g. while the booking entry is busy). */
  busy?: boolean;
}

/**
 * One wash package of the catalogue: name, tagline, the five feature ticks (included or not, with text
 * alternatives), price and BOOK NOW. The card is an article named by the package name, so
 * `getByRole('article', { name: 'BASIC WASH' })` finds it.
 */
export function PackageCard({ pkg, onBook, bookTo, headingLevel = 3, busy = false }: PackageCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    // The package colours come from a class, not a style attribute: the public pages are prerendered and the CSP
    // (style-src 'self') refuses style attributes in HTML.
    <article className={`package-card package-card--${pkg.id}`} aria-labelledby={nameId}>
      <header className="package-card__head">
        <svg className="package-card__icon" aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
          <path d={PACKAGE_LOOKS[pkg.id].iconPath} fill="currentColor" />
        </svg>
        <Heading id={nameId} className="package-card__name">
          {pkg.name}
        </Heading>
        <p className="package-card__tagline">{pkg.description}</p>
      </header>
      <ul className="package-card__features" aria-label={`${pkg.name} features`}>
        {pkg.features.map((f) => (
          <li key={f.name} className={f.included ? 'is-included' : 'is-excluded'}>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="package-card__tick">
              {f.included ? (
                <path
                  d="M4 10.5l4 4 8-9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M5 5l10 10M15 5L5 15"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              )}
            </svg>
            <span className="visually-hidden">{f.included ? 'Included: ' : 'Not included: '}</span>
            <span>{f.name}</span>
          </li>
        ))}
      </ul>
      <p className="package-card__price">
        <span className="visually-hidden">Price </span>
        {pkg.price}
      </p>
      {onBook ? (
        <button
          type="button"
          className="button package-card__book"
          onClick={() => onBook(pkg)}
          disabled={busy}
        >
          BOOK NOW
        </button>
      ) : (
        <Link className="button package-card__book" to={bookTo ?? '#'}>
          BOOK NOW
        </Link>
      )}
    </article>
  );
}
