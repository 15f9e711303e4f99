import { CONTACT } from '../../config/business';
import { VEHICLE_SURCHARGES } from '../../domain/catalogue';

/** Questions and answers of the About Us page, each phrased from facts of the spec (sections 1, 5 and 9). */
export const FAQ_ITEMS: readonly { question: string; answer: string }[] = [
  {
    question: 'How long does a wash take?',
    answer:
      'Between 3 and 8 minutes. The machine does all the work without touching your car, so you are back on the road quickly.',
  },
  {
    question: 'How long does the water wax last?',
    answer: 'Water wax (COMFORT WASH and PREMIUM WASH) keeps its shine and protection for 3 to 7 days.',
  },
  {
    question: 'What comes free with every wash?',
    answer: 'A free door wipe, and a free vacuum when it is available (the vacuum is not always available).',
  },
  {
    question: 'When are you open?',
    answer: `${CONTACT.hours}. We are closed on Sundays.`,
  },
  {
    question: 'How do I pay?',
    answer: `The wash price is paid at the location, cashless (card only). Some vehicles pay extra: ${VEHICLE_SURCHARGES.map((s) => s.notice).join('; ')}.`,
  },
  {
    question: 'What is the difference between a free and a special appointment?',
    answer:
      'A free appointment has no booking fee; you can take one every 3 days and availability is limited at peak hours. A special appointment adds a $30 fee, uses the times on the hour and half hour, and lets you arrive up to 20 minutes early or 45 minutes late. The fee is not refunded if you miss it.',
  },
  {
    question: 'Why do I need to verify my phone number?',
    answer:
      'Every customer verifies a Trinidad and Tobago number (+1868 and 7 digits) with a 6-digit SMS code before booking. It keeps appointments fair for everyone.',
  },
  {
    question: 'Can I give up or trade my appointment?',
    answer:
      'Yes. From your Account page you can give up an appointment more than 2 hours before its time (at most 2 in 24 hours), or offer it for trade so another customer can take it over.',
  },
  {
    question: 'How quickly will you answer my message?',
    answer: 'Our support team answers within 24 hours on business days.',
  },
];
