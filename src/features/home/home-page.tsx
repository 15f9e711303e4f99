import { Link } from 'react-router-dom';
import { PackageCard } from '../../components/package-card';
import { SurchargeBanner } from '../../components/surcharge-banner';
import { BUSINESS_NAME, BUSINESS_TAGLINE } from '../../config/business';
import { paths } from '../../config/paths';
import { WASH_PACKAGES } from '../../domain/catalogue';
import { UI_TEXT } from '../../domain/messages';
import { AboutOurServices } from './about-our-services';
import { CAROUSEL_SLIDES } from './carousel-slides';
import { WashCarousel } from './wash-carousel';
import './home.css';

/** `/services?book=<package id>`: the services page opens the booking entry for that package. */
const bookHref = (id: string) => `${paths.services}?book=${encodeURIComponent(id)}`;

export function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="hero__kicker">Chaguanas · Trinidad and Tobago</p>
            <h1 id="home-title" className="hero__title">
              {BUSINESS_NAME}
            </h1>
            <p className="hero__tagline">{BUSINESS_TAGLINE}</p>
            <Link className="button hero__cta" to={paths.services}>
              Get Wash
            </Link>
          </div>
          <div className="hero__media">
            <WashCarousel slides={CAROUSEL_SLIDES} />
          </div>
        </div>
      </section>

      <div className="page home__content">
        <SurchargeBanner />

        <section className="home__lineup" aria-labelledby="lineup-title">
          <h2 id="lineup-title" className="section-title">
            {UI_TEXT.washLineup}
          </h2>
          <ul className="package-grid">
            {WASH_PACKAGES.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} bookTo={bookHref(pkg.id)} />
              </li>
            ))}
          </ul>
        </section>

        <AboutOurServices />
      </div>
    </div>
  );
}
