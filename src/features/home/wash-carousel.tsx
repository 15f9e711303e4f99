import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from './carousel-slides';
import type { CarouselSlide } from './carousel-slides';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface WashCarouselProps {
  slides: readonly CarouselSlide[];
  intervalMs?: number;
}

/** The pictures, the shown one visible; announced only while the user drives the carousel. */
function CarouselSlides({
  slides,
  index,
  rotating,
}: {
  slides: readonly CarouselSlide[];
  index: number;
  rotating: boolean;
}) {
  return (
    <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
      {slides.map((slide, i) => (
        <div
          key={slide.src}
          className={i === index ? 'carousel__slide is-active' : 'carousel__slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${slides.length}`}
          aria-hidden={i === index ? undefined : true}
        >
          <img
            src={slide.src}
            alt={slide.alt}
            width={800}
            height={450}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'sync' : 'async'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
          <p className="carousel__caption">{slide.caption}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * Auto-rotating picture carousel (WAI-ARIA APG carousel pattern): moves on every `intervalMs`; stands still while
 * hovered or focused, for users who prefer reduced motion, and after Pause. Dots are named buttons. While it
 * rotates on its own the slides are not announced (aria-live off); once the user drives it they are (polite).
 */
export function WashCarousel({ slides, intervalMs = CAROUSEL_INTERVAL_MS }: WashCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && slides.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, intervalMs, slides.length]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Car wash pictures"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <CarouselSlides slides={slides} index={index} rotating={rotating} />
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__play"
          onClick={() => setUserPlaying(!playing)}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
            {playing ? (
              <path d="M5 4h3v12H5zM12 4h3v12h-3z" fill="currentColor" />
            ) : (
              <path d="M6 4l10 6-10 6z" fill="currentColor" />
            )}
          </svg>
        </button>
        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              className="carousel__dot"
              aria-label={`Show picture ${i + 1}: ${slide.caption}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
