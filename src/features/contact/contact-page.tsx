import { CONTACT } from '../../config/business';
import { ContactForm } from './contact-form';
import './contact.css';

const telHref = `tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`;

export function ContactPage() {
  return (
    <div className="page contact">
      <header className="contact__intro">
        <h1>Contact</h1>
        <p>
          Questions about a wash or an appointment? Send us a message; support answers within 24 hours on
          business days.
        </p>
      </header>
      <div className="contact__grid">
        <section className="contact__info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">Get in touch</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref}>{CONTACT.phone}</a>
            </dd>
            <dt>Location</dt>
            <dd>{CONTACT.location}</dd>
            <dt>Hours</dt>
            <dd>{CONTACT.hours}</dd>
          </dl>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
