import type { HelpItem, Whitelabel } from '@ficha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SmartImage } from '@/components/smart-image';
import { categoryLabelKey } from '@/config/game-categories';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n/keys';
import './home-footer.css';

type SocialType = Whitelabel['socialLinks'][number]['type'];

const SOCIAL_NAMES: Record<SocialType, string> = {
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TELEGRAM: 'Telegram',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  TIKTOK: 'TikTok',
  KWAI: 'Kwai',
  TWITTER: 'X (Twitter)',
  AFFILIATELINK: 'Affiliate',
};

/** Footer game categories; the lottery goes to its own screen (spec section 2 'Game tile and filter'). */
const FOOTER_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'CRASH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTTERY'];

interface HomeFooterProps {
  whitelabel: Whitelabel;
  helpItems: readonly HelpItem[];
}

/**
 * Spec section 2 'Page shell': social links, game categories, payment and licence images, the
 * declaration and the copyright line; plus the help titles, item i linking /m/help?i=i.
 */
export function HomeFooter({ whitelabel, helpItems }: HomeFooterProps) {
  const { t } = useTranslation();
  const { socialLinks, footer } = whitelabel;

  return (
    <footer className="home-footer">
      {socialLinks.length > 0 && (
        <FooterSection id="footer-social" title={t('footer.follow')}>
          <ul className="home-footer__social">
            {socialLinks.map((link) => (
              <li key={link.type}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={SOCIAL_NAMES[link.type]}
                  className="home-footer__social-link"
                >
                  <SmartImage
                    src={`/static/demo/social-${link.type.toLowerCase()}.svg`}
                    alt=""
                    width={28}
                    height={28}
                  />
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
      )}

      <div className="home-footer__columns">
        <FooterSection id="footer-games" title={t('footer.games')}>
          <ul className="home-footer__links">
            {FOOTER_CATEGORIES.map((gameType) => (
              <li key={gameType}>
                <Link to={gameType === 'LOTTERY' ? paths.lottery() : paths.gameList(gameType)}>
                  {t(categoryLabelKey(gameType) ?? 'footer.games')}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        {helpItems.length > 0 && (
          <FooterSection id="footer-help" title={t('footer.help')}>
            <ul className="home-footer__links">
              {helpItems.map((item, index) => (
                <li key={item.id}>
                  <Link to={paths.help(index)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </FooterSection>
        )}
      </div>

      <ImageRow titleKey="footer.payments" images={footer.paymentImages} />
      <ImageRow titleKey="footer.licences" images={footer.licenceImages} />

      {footer.declaration && <p className="home-footer__declaration">{footer.declaration}</p>}
      <p className="home-footer__adult">
        <span className="home-footer__badge" aria-hidden="true">
          18+
        </span>
        {t('footer.adult')}
      </p>
      {footer.copyright && <p className="home-footer__copyright">{footer.copyright}</p>}
    </footer>
  );
}

/** A titled block of the footer, named by its heading. */
function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="home-footer__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ImageRow({
  titleKey,
  images,
}: {
  titleKey: TranslationKey;
  images: Whitelabel['footer']['paymentImages'];
}) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <section className="home-footer__images-block">
      <h2 className="home-footer__heading">{t(titleKey)}</h2>
      <ul className="home-footer__images">
        {images.map((image) => (
          <li key={image.url}>
            <SmartImage src={image.url} alt={image.name} height={28} className="home-footer__image" />
          </li>
        ))}
      </ul>
    </section>
  );
}
