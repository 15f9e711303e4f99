import { CONTACT } from '../../config/business';
import { ADDITIONAL_SERVICES } from '../../domain/catalogue';
import { PHONE_COUNTRY_CODE } from '../../domain/validation';

/** The 'About Our Services' box of the home page (facts of spec section 1). */
export function AboutOurServices() {
  const vacuum = ADDITIONAL_SERVICES.find((s) => s.name === 'Vacuum');
  return (
    <section className="info-box" aria-labelledby="about-our-services">
      <h2 id="about-our-services">About Our Services</h2>
      <ul className="info-box__facts">
        <li>
          <strong>Quick:</strong> every wash takes 3 to 8 minutes, and no brush ever touches your car.
        </li>
        <li>
          <strong>Lasting shine:</strong> water wax protects your paint for 3 to 7 days.
        </li>
        <li>
          <strong>Free extras:</strong> a free vacuum{vacuum?.note ? ` (${vacuum.note})` : ''} and a free door
          wipe come with every wash.
        </li>
        <li>
          <strong>Open:</strong> {CONTACT.hours}.
        </li>
        <li>
          <strong>Call us:</strong>{' '}
          <a href={`tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`}>{CONTACT.phone}</a> (country code{' '}
          {PHONE_COUNTRY_CODE}).
        </li>
      </ul>
    </section>
  );
}
