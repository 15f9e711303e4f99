/** The five pictures of the home carousel (artwork in public/images), each with the alt text it is shown with. */
export interface CarouselSlide {
  src: string;
  alt: string;
  caption: string;
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    src: '/images/foam-arch.svg',
    alt: 'A red car rolling under the foam arch, covered in pink, blue and yellow foam',
    caption: 'Wipe-free foam arch',
  },
  {
    src: '/images/waterfall-foam.svg',
    alt: 'Waterfall foam cascading in coloured ribbons over the roof of the car',
    caption: 'Waterfall foam',
  },
  {
    src: '/images/under-chassis-spray.svg',
    alt: 'High-pressure jets spraying water under the car chassis',
    caption: 'Under-chassis spray',
  },
  {
    src: '/images/wax-shine.svg',
    alt: 'A freshly waxed car shining, with water beading on the paint',
    caption: 'Water wax shine',
  },
  {
    src: '/images/car-exiting.svg',
    alt: 'A clean, gleaming car driving out of the wash bay into the sunshine',
    caption: 'Clean in minutes',
  },
];

/** The carousel moves on every 4 seconds (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 4000;
