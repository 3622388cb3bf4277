import { type Announcement, POPUP_TRANSITION_MS } from '@ficha/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { RichContent } from '@/components/rich-content';
import { paths } from '@/config/paths';
import { popupPxToRem } from '../lib/popup-state';
import './announcement-popup.css';

interface AnnouncementPopupProps {
  /** At most two items (spec section 9), one title tab each. */
  items: readonly Announcement[];
  /** Whether the merchant has a reward center (flag REWCEN3): the popup's button leads there. */
  hasRewardCenter: boolean;
  /** Runs once the closing animation is over. */
  onClosed: () => void;
}

/**
 * Spec section 2 'Announcement popup': up to two title tabs, rich content (relative links open
 * inside the site, http links outside), a close button, a fade-out; a button can open
 * /m/rewardCenter. The transition lasts 200 ms (section 9).
 */
export function AnnouncementPopup({ items, hasRewardCenter, onClosed }: AnnouncementPopupProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const [isClosing, setClosing] = useState(false);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const current = items[Math.min(tab, items.length - 1)];

  useEffect(() => closeRef.current?.focus({ preventScroll: true }), []);

  const close = () => {
    if (isClosing) return;
    setClosing(true);
    window.setTimeout(onClosed, POPUP_TRANSITION_MS);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!current) return null;
  return (
    <div
      className="announcement-popup"
      data-closing={isClosing || undefined}
      data-testid="announcement-popup"
    >
      <div className="announcement-popup__backdrop" aria-hidden="true" onClick={close} />
      <div className="announcement-popup__card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="announcement-popup__head">
          <h2 id={titleId} className="announcement-popup__heading">
            <Icon name="megaphone" size={20} />
            {t('title.notice')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-btn announcement-popup__close"
            onClick={close}
            aria-label={t('action.close')}
          >
            <Icon name="close" />
          </button>
        </header>
        {items.length > 1 && (
          <div className="announcement-popup__tabs" role="tablist">
            {items.map((item, index) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                aria-selected={index === tab}
                className="announcement-popup__tab"
                onClick={() => setTab(index)}
              >
                {item.title}
              </button>
            ))}
          </div>
        )}
        <div className="announcement-popup__body" role={items.length > 1 ? 'tabpanel' : undefined}>
          {items.length === 1 && <h3 className="announcement-popup__title">{current.title}</h3>}
          <RichContent
            key={current.id}
            html={popupPxToRem(current.content)}
            className="announcement-popup__content"
          />
        </div>
        {hasRewardCenter && (
          <Link
            to={paths.rewardCenter()}
            className="btn btn--primary btn--block announcement-popup__reward"
            onClick={close}
          >
            {t('title.rewardCenter')}
          </Link>
        )}
      </div>
    </div>
  );
}
