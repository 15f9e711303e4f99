import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PackageCard } from '../../components/package-card';
import { SurchargeBanner } from '../../components/surcharge-banner';
import { ADDITIONAL_SERVICES, findPackageById, WASH_PACKAGES } from '../../domain/catalogue';
import type { WashPackage } from '../../domain/catalogue';
import { BookingEntry } from './booking-entry';
import './services.css';

/** `?book=<package id>` (the home page's BOOK NOW) opens the booking entry for that package. */
export const BOOK_PARAM = 'book';

export function ServicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<WashPackage | null>(
    () => findPackageById(searchParams.get(BOOK_PARAM) ?? '') ?? null,
  );

  // The request is consumed once: a reload or Back does not reopen the modal.
  useEffect(() => {
    if (searchParams.has(BOOK_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.delete(BOOK_PARAM);
      setSearchParams(next, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  return (
    <div className="page services">
      <header className="services__intro">
        <h1>Our Wash Packages</h1>
        <p>
          Every wash at our Chaguanas Branch is completely touch-free: foam, high-pressure water and wax do
          the work, so nothing scratches your paint. A wash takes just 3 to 8 minutes. Pick a package below
          and press BOOK NOW to reserve your time.
        </p>
      </header>

      <SurchargeBanner title="Surcharge notice" variant="notice" />

      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="visually-hidden">
          Packages
        </h2>
        <ul className="package-grid">
          {WASH_PACKAGES.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} headingLevel={3} onBook={setSelected} />
            </li>
          ))}
        </ul>
      </section>

      <section className="services__extras" aria-labelledby="extras-title">
        <h2 id="extras-title">Additional Services</h2>
        <ul>
          {ADDITIONAL_SERVICES.map((s) => (
            <li key={s.name}>
              <span className="services__extra-name">{s.name}</span>
              <span className="services__extra-price">{s.price === 'free' ? 'Free' : s.price}</span>
              {s.note && <span className="services__extra-note">({s.note})</span>}
            </li>
          ))}
        </ul>
      </section>

      {selected && <BookingEntry key={selected.id} pkg={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
