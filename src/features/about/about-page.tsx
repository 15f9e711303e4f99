import { Link } from 'react-router-dom';
import { BUSINESS_NAME, CONTACT } from '../../config/business';
import { paths } from '../../config/paths';
import { NO_SHOW_TEXT } from '../../domain/messages';
import { NO_SHOW_BLOCK_DAYS } from '../../domain/no-show';
import { FAQ_ITEMS } from './faq-items';
import './about.css';

export function AboutPage() {
  return (
    <div className="page about">
      <header>
        <h1>About Us</h1>
        <p className="about__lead">
          {BUSINESS_NAME} is a touch-free car wash at our Chaguanas Branch in Trinidad and Tobago. No brushes
          and no cloths touch your paint: wipe-free foam, spray foam, high-pressure under-chassis spray, water
          wax and waterfall foam do the work in 3 to 8 minutes. Book your time online, drive in, scan your QR
          code at the machine and pay at the location by card. We are open {CONTACT.hours}, and a free door
          wipe (plus a free vacuum when available) comes with every wash.
        </p>
      </header>

      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently Asked Questions</h2>
        <div className="faq">
          {FAQ_ITEMS.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <p className="faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="penalties" aria-labelledby="penalties-title">
        <h2 id="penalties-title">Penalties for missing free appointments</h2>
        <p>Free appointments are shared by every customer, so please keep the ones you book.</p>
        <ul>
          <li>
            You can book one free appointment every 3 days, counted from the date of your last appointment.
          </li>
          <li>
            Missing a free appointment may lead to a <strong>temporary block from free appointments</strong>.
            While the block lasts, free appointments show as <em>(Blocked)</em> with the date the block ends;
            from that date you can book free appointments again.{' '}
            {NO_SHOW_TEXT.blockLength(NO_SHOW_BLOCK_DAYS)}
          </li>
          <li>
            The fee of a special appointment is <strong>not refunded</strong> if you miss it.
          </li>
          <li>
            Can&rsquo;t make it? Give the appointment up from your <Link to={paths.account}>Account</Link>{' '}
            page more than 2 hours before its time, so someone else can use the slot.
          </li>
        </ul>
      </section>
    </div>
  );
}
