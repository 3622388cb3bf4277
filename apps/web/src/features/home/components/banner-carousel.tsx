import type { Banner } from '@ficha/contract';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SmartImage } from '@/components/smart-image';
import { useOnScreen } from '@/lib/use-on-screen';
import './banner-carousel.css';

// Spec section 9: carousel autoplay 5000 ms; section 2: loop only with more than one banner.
const AUTOPLAY_MS = 5000;
// A drag this long (px) changes slide; shorter drags snap back and a tiny one still counts as a tap.
const SWIPE_PX = 40;
const TAP_SLOP_PX = 8;
// The banners' 5:2 frame (banner-carousel.css); the size attributes let the page reserve it.
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Home banners with autoplay, swipe and dots. With more than one banner the track carries a copy
 * of the last slide before the first and of the first after the last, so the loop never rewinds.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = banners.length;
  const loops = count > 1;
  const slides = loops ? [banners[count - 1], ...banners, banners[0]] : [...banners];
  // Position on the track (clones included): 1 is the first real banner when looping.
  const [position, setPosition] = useState(loops ? 1 : 0);
  const [animate, setAnimate] = useState(true);
  // Drag offset in percent of the slide width while a finger moves the track.
  const [drag, setDrag] = useState<number | null>(null);
  const dragStart = useRef<{ x: number; y: number; width: number; dx: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const [paused, setPaused] = useState(false);
  const [sectionRef, isOnScreen] = useOnScreen<HTMLElement>();

  const active = loops ? (position - 1 + count) % count : position;
  // Slides fetch their image once the track comes next to them (the current slide and its two
  // neighbours), and keep it: a phone then decodes and paints three banners at load, not all.
  const nearSlides = useRef(new Set<number>());
  for (const index of [position - 1, position, position + 1]) nearSlides.current.add(index);

  const go = useCallback(
    (next: number) => {
      if (loops && prefersReducedMotion()) {
        // No slide animation means no transitionend: go straight to the real slide.
        setAnimate(false);
        setPosition(next < 1 ? count : next > count ? 1 : next);
        return;
      }
      setAnimate(true);
      setPosition(next);
    },
    [loops, count],
  );

  // Autoplay, held while the finger is down, while focused inside, while scrolled out of sight or
  // while the tab is hidden.
  useEffect(() => {
    if (!loops || paused || drag !== null || !isOnScreen) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) go(position + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [loops, paused, drag, isOnScreen, position, go]);

  const handleTransitionEnd = () => {
    // Landed on a clone: jump, without animation, to the real slide it copies.
    if (loops && (position === 0 || position === count + 1)) {
      setAnimate(false);
      setPosition(position === 0 ? count : 1);
    }
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!loops) return;
    const width = event.currentTarget.clientWidth || 1;
    dragStart.current = { x: event.clientX, y: event.clientY, width, dx: 0, moved: false };
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start) return;
    start.dx = event.clientX - start.x;
    if (
      !start.moved &&
      Math.abs(start.dx) > TAP_SLOP_PX &&
      Math.abs(start.dx) > Math.abs(event.clientY - start.y)
    ) {
      start.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (start.moved) setDrag((start.dx / start.width) * 100);
  };

  const handlePointerEnd = () => {
    const start = dragStart.current;
    dragStart.current = null;
    if (!start?.moved) return;
    setDrag(null);
    if (start.dx <= -SWIPE_PX) go(position + 1);
    else if (start.dx >= SWIPE_PX) go(position - 1);
    else go(position);
    // The click that follows a drag must not open the banner.
    suppressClick.current = true;
  };

  const openBanner = (banner: Banner) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (!banner.link) return;
    if (/^https?:\/\//i.test(banner.link)) window.open(banner.link, '_blank', 'noopener,noreferrer');
    else navigate(banner.link);
  };

  return (
    <section
      ref={sectionRef}
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="banner-carousel__viewport"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
      >
        <div
          className="banner-carousel__track"
          data-animate={animate && drag === null ? '' : undefined}
          style={{ transform: `translate3d(${(drag ?? 0) - position * 100}%, 0, 0)` }}
          onTransitionEnd={handleTransitionEnd}
        >
          {slides.map((banner, index) => {
            if (!banner) return null;
            const isClone = loops && (index === 0 || index === count + 1);
            const realIndex = loops ? (index - 1 + count) % count : index;
            const isCurrent = index === position;
            const slot = !isClone ? 'real' : index === 0 ? 'before' : 'after';
            // The first banner is the largest thing on the home page: it is fetched first.
            const image = (
              <SmartImage
                src={banner.url}
                alt={banner.title}
                eager={realIndex === 0}
                priority={realIndex === 0 && !isClone}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                deferred={!nearSlides.current.has(index)}
              />
            );
            return (
              // The APG carousel pattern: each slide is a group with the 'slide' role description.
              // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls
              <div
                // Clones share the banner id; the slot makes the key unique.
                key={`${banner.id}-${slot}`}
                className="banner-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.slideOf', { index: realIndex + 1, count })}
                aria-hidden={isClone || !isCurrent ? true : undefined}
                inert={isClone || !isCurrent}
              >
                {banner.link ? (
                  <button type="button" className="banner-carousel__link" onClick={() => openBanner(banner)}>
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {loops && (
        <div className="banner-carousel__dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span
              key={banner.id}
              className="banner-carousel__dot"
              data-active={index === active || undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}
