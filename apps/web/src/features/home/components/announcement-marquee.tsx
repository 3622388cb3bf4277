import type { Notice } from '@ficha/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import './announcement-marquee.css';

// Spec section 9: the announcement marquee runs at 30 fps.
const FRAME_MS = 1000 / 30;
const SPEED_PX_PER_S = 42;

/**
 * Spec section 2 'Home and lobby': the announcement bar scrolls the notice titles; each title opens
 * /m/notice at its index; with none it says 'no announcement'.
 */
export function AnnouncementMarquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const hasNotices = notices.length > 0;

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!hasNotices || !viewport || !track) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let frame = 0;
    let last = 0;
    let offset = 0;
    let visible = true;
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
    });
    observer.observe(viewport);

    const step = (now: number) => {
      frame = requestAnimationFrame(step);
      // Cap at 30 fps: skip frames that come sooner, and stand still off screen or in a hidden tab.
      if (now - last < FRAME_MS) return;
      const elapsed = last ? Math.min(now - last, 100) : 0;
      last = now;
      if (!visible || document.hidden) return;
      // The track holds the titles twice; after one copy's width it starts over unnoticed.
      const loopWidth = track.scrollWidth / 2;
      offset = (offset + (SPEED_PX_PER_S * elapsed) / 1000) % (loopWidth || 1);
      track.style.transform = `translate3d(${-offset}px, 0, 0)`;
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [hasNotices]);

  return (
    <section className="marquee" aria-label={t('home.announcements')}>
      <span className="marquee__icon">
        <Icon name="megaphone" size={20} />
      </span>
      <div className="marquee__viewport" ref={viewportRef}>
        {hasNotices ? (
          <div className="marquee__track" ref={trackRef}>
            {[0, 1].map((copy) => (
              // The second copy only makes the loop seamless; it is hidden from assistive tech.
              <div key={copy} className="marquee__copy" aria-hidden={copy === 1 ? true : undefined}>
                {notices.map((notice, index) => (
                  <Link
                    key={notice.id}
                    to={paths.notice(index)}
                    className="marquee__item"
                    tabIndex={copy === 1 ? -1 : undefined}
                  >
                    {notice.title}
                  </Link>
                ))}
              </div>
            ))}
          </div>
        ) : (
          <p className="marquee__empty">{t('no announcement')}</p>
        )}
      </div>
    </section>
  );
}
