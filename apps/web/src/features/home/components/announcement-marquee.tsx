import type { Notice } from '@ficha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useOnScreen } from '@/lib/use-on-screen';
import './announcement-marquee.css';

// Spec section 9: the announcement marquee runs at 30 fps.
const FRAMES_PER_S = 30;
const SPEED_PX_PER_S = 42;

/**
 * Spec section 2 'Home and lobby': the announcement bar scrolls the notice titles; each title opens
 * /m/notice at its index; with none it says 'no announcement'.
 *
 * The scroll is a CSS animation of transform (the compositor runs it, the main thread does nothing
 * per frame), in 30 steps a second; its length follows the titles' width, measured when it changes,
 * and it is paused while the bar is off screen.
 */
export function AnnouncementMarquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const [viewportRef, isOnScreen] = useOnScreen<HTMLDivElement>();
  const trackRef = useRef<HTMLDivElement>(null);
  const hasNotices = notices.length > 0;
  // Width of one copy of the titles in px; 0 until measured.
  const [loopWidth, setLoopWidth] = useState(0);

  useEffect(() => {
    const track = trackRef.current;
    if (!hasNotices || !track) return;
    // The track holds the titles twice; moving it by half its width starts the loop over unnoticed.
    const measure = () => setLoopWidth(Math.round(track.offsetWidth / 2));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Its first report comes after layout, so reading the width there forces no extra layout.
    const resizes = new ResizeObserver(measure);
    resizes.observe(track);
    return () => resizes.disconnect();
  }, [hasNotices]);

  const seconds = loopWidth / SPEED_PX_PER_S;
  const scroll =
    loopWidth > 0
      ? {
          animationDuration: `${seconds.toFixed(2)}s`,
          animationTimingFunction: `steps(${Math.max(1, Math.round(seconds * FRAMES_PER_S))})`,
        }
      : undefined;

  return (
    <section className="marquee" aria-label={t('home.announcements')}>
      <span className="marquee__icon">
        <Icon name="megaphone" size={20} />
      </span>
      <div className="marquee__viewport" ref={viewportRef}>
        {hasNotices ? (
          <div
            className="marquee__track"
            ref={trackRef}
            style={scroll}
            data-scrolling={scroll ? '' : undefined}
            data-paused={isOnScreen ? undefined : ''}
          >
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
