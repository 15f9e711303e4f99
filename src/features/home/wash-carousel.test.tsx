// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES } from './carousel-slides';
import { WashCarousel } from './wash-carousel';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const activeIndex = () =>
  screen
    .getAllByRole('button', { name: /^Show picture/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
/** Advances the clock in 1-second steps so React re-renders (and re-arms the timer) between steps. */
const tick = (ms: number) => {
  for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(1000, left)));
};

/** Expects the carousel to stay on the first slide from `pause` on, and to move on again after `resume`. */
function expectPausedBetween(pause: () => void, resume: () => void) {
  pause();
  tick(CAROUSEL_INTERVAL_MS * 2);
  expect(activeIndex()).toBe(0);
  resume();
  tick(CAROUSEL_INTERVAL_MS);
  expect(activeIndex()).toBe(1);
}

describe('WashCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 5 pictures with alt text, the first eagerly loaded and sized to avoid layout shift', () => {
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    expect(screen.getByRole('region', { name: 'Car wash pictures' })).toBeInTheDocument();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(5);
    images.forEach((img) => {
      expect(img.alt.length).toBeGreaterThan(10);
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '450');
    });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // Only the current slide is exposed to assistive technology.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(CAROUSEL_SLIDES[0].alt);
  });

  it('moves on every 4 seconds and wraps around after the fifth picture', () => {
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    expect(activeIndex()).toBe(0);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(activeIndex()).toBe(0);
    tick(1);
    expect(activeIndex()).toBe(1);
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(activeIndex()).toBe(4);
    tick(CAROUSEL_INTERVAL_MS);
    expect(activeIndex()).toBe(0);
    expect(CAROUSEL_INTERVAL_MS).toBe(4000);
  });

  it('has one named dot button per picture that shows it, and restarts the 4 s from there', () => {
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    const dots = screen.getAllByRole('button', { name: /^Show picture/ });
    expect(dots).toHaveLength(5);
    expect(dots[2]).toHaveAccessibleName('Show picture 3: Under-chassis spray');
    tick(3000);
    act(() => dots[2].click());
    expect(activeIndex()).toBe(2);
    expect(screen.getByRole('img')).toHaveAccessibleName(CAROUSEL_SLIDES[2].alt);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(activeIndex()).toBe(2);
    tick(1);
    expect(activeIndex()).toBe(3);
  });

  it('stands still for users who prefer reduced motion, until they press Play', () => {
    mockReducedMotion(true);
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(activeIndex()).toBe(0);
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    act(() => play.click());
    fireEvent.blur(play);
    tick(CAROUSEL_INTERVAL_MS);
    expect(activeIndex()).toBe(1);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    const region = screen.getByRole('region', { name: 'Car wash pictures' });
    expectPausedBetween(
      () => fireEvent.mouseEnter(region),
      () => fireEvent.mouseLeave(region),
    );
  });

  it('pauses while keyboard focus is inside', () => {
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    const dot = screen.getAllByRole('button', { name: /^Show picture/ })[0];
    expectPausedBetween(
      () => fireEvent.focus(dot),
      () => fireEvent.blur(dot),
    );
  });

  it('stops after Pause and announces slides politely only while not rotating by itself', () => {
    render(<WashCarousel slides={CAROUSEL_SLIDES} />);
    const viewport = screen.getByRole('img').closest('[aria-live]')!;
    expect(viewport).toHaveAttribute('aria-live', 'off');
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(viewport).toHaveAttribute('aria-live', 'polite');
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(activeIndex()).toBe(0);
  });
});
