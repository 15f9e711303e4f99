// Presentation facts about the business (names, contact details, links). Business RULES live in src/domain.
export const BUSINESS_NAME = 'Touch-Free Car Wash';
export const BUSINESS_TAGLINE = 'A spotless car without a single brush touching it.';
export const CONTACT = {
  email: 'hello@touchfreewash.tt',
  phone: '+1 (868) 555-0142',
  location: 'Chaguanas Branch, Chaguanas, Trinidad and Tobago',
  hours: 'Monday to Saturday, 7:00 AM to 7:00 PM',
} as const;
export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'Instagram', url: 'https://www.instagram.com/' },
  { name: 'TikTok', url: 'https://www.tiktok.com/' },
] as const;
