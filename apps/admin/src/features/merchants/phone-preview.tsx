import { type MerchantSettingsInput, readableOn } from '@ficha/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './phone-preview.css';

type Brand = MerchantSettingsInput['brand'];

const PHONE = { width: 390, height: 844 };

/**
 * The variables the site sets from a merchant's brand (apps/web features/theme applyBrand): the
 * three colours, and text on the main colour by the same contrast rule (the contract's readableOn).
 * A colour the browser cannot read keeps the site's default, as applyBrand does.
 */
export function brandVariables(brand: Brand): Record<string, string> {
  const valid = (colour: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour.trim());
  const variables: Record<string, string> = {};
  if (valid(brand.primary)) variables['--brand-primary'] = brand.primary;
  if (valid(brand.primaryContrast)) variables['--brand-primary-contrast'] = brand.primaryContrast;
  if (valid(brand.accent)) variables['--brand-accent'] = brand.accent;
  variables['--brand-on-primary'] =
    valid(brand.primary) && valid(brand.primaryContrast)
      ? readableOn(brand.primary, brand.primaryContrast)
      : (variables['--brand-primary-contrast'] ?? '#1b1300');
  return variables;
}

/** The site's default brand (tokens.css), under any colour the draft does not set. */
const DEFAULTS = {
  '--brand-primary': '#f5b81c',
  '--brand-primary-contrast': '#1b1300',
  '--brand-accent': '#7c5cff',
};

/** The phone site's home with the draft's name, logo and colours, at 390x844 scaled to `width`. */
export function PhonePreview({
  name,
  logoUrl,
  brand,
  width = 300,
}: {
  name: string;
  logoUrl: string;
  brand: Brand;
  width?: number;
}) {
  const { t } = useTranslation();
  const scale = width / PHONE.width;
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop() : undefined;
  const style = { ...DEFAULTS, ...brandVariables(brand), transform: `scale(${scale})` } as CSSProperties;
  return (
    <div
      className="phone-frame"
      style={{ width: PHONE.width * scale + 16, height: PHONE.height * scale + 16 }}
      data-testid="phone-preview"
    >
      <div className="phone" style={style} aria-label={t('merchants.brand.preview')} role="img">
        <div className="phone__header">
          <div className="phone__brand">
            {logoUrl && <img src={logoUrl} alt="" />}
            <span>
              {words.join(' ')} {last && <span className="phone__brand-last">{last}</span>}
            </span>
          </div>
          <div className="phone__actions">
            <span className="phone__button phone__button--outline">{t('merchants.preview.login')}</span>
            <span className="phone__button phone__button--solid">{t('merchants.preview.signUp')}</span>
          </div>
        </div>
        <div className="phone__body">
          <div className="phone__app">
            <div>
              <strong>{t('merchants.preview.app', { name })}</strong>
              <span>{t('merchants.preview.appHint')}</span>
            </div>
          </div>
          <div className="phone__banner">
            <b>{t('merchants.preview.bonus')}</b>
            <i>{t('merchants.preview.claim')}</i>
          </div>
          <div className="phone__marquee">{t('merchants.preview.marquee', { name })}</div>
          <div className="phone__tiles">
            <div className="phone__tile">{t('merchants.preview.refer')}</div>
            <div className="phone__tile phone__tile--bonus">{t('merchants.preview.bonusTile')}</div>
          </div>
          <div className="phone__chips">
            <span className="phone__chip phone__chip--selected">Lobby</span>
            <span className="phone__chip">Crash</span>
            <span className="phone__chip">{t('merchants.preview.new')}</span>
            <span className="phone__chip">Live</span>
          </div>
          <div className="phone__games">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <div key={key} className="phone__game" />
            ))}
          </div>
        </div>
        <div className="phone__nav">
          <span>Menu</span>
          <span>{t('merchants.preview.promotions')}</span>
          <span className="phone__home">⌂</span>
          <span>{t('merchants.preview.deposit')}</span>
          <span>{t('merchants.preview.account')}</span>
        </div>
      </div>
    </div>
  );
}
