import { VEHICLE_SURCHARGES } from '../domain/catalogue';
import './surcharge-banner.css';

export interface SurchargeBannerProps {
  /** Heading text. Default 'Vehicle surcharges'. */
  title?: string;
  /** Heading level. Default 2. */
  headingLevel?: 2 | 3;
  /** 'banner' is the bold strip of the home page; 'notice' the quieter box of the services page. */
  variant?: 'banner' | 'notice';
}

/**
 * The pricing-surcharge notice (spec point 1): the extra fees by vehicle from the domain catalogue,
 * and that the price is paid at the location, card only.
 */
export function SurchargeBanner({
  title = 'Vehicle surcharges',
  headingLevel = 2,
  variant = 'banner',
}: SurchargeBannerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`surcharge surcharge--${variant}`} aria-label="Pricing and surcharges">
      <svg className="surcharge__icon" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.15" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div>
        <Heading className="surcharge__title">{title}</Heading>
        <ul className="surcharge__list">
          {VEHICLE_SURCHARGES.map((s) => (
            <li key={s.amount}>{s.notice}</li>
          ))}
        </ul>
        <p className="surcharge__payment">
          The wash price is paid at the location: cashless, <strong>card only</strong>.
        </p>
      </div>
    </section>
  );
}
