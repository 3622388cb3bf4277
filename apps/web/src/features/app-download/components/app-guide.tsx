import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import { SmartImage } from '@/components/smart-image';
import { useWhitelabel } from '@/features/system';
import type { TranslationKey } from '@/i18n/keys';
import { isIOS } from '@/lib/device';
import { DownloadOptions } from './download-options';
import './app-guide.css';

type Platform = 'android' | 'ios';

interface Step {
  icon: IconName;
  textKey: TranslationKey;
}

const ANDROID_STEPS: Step[] = [
  { icon: 'download', textKey: 'app.android.step1' },
  { icon: 'shieldLock', textKey: 'app.android.step2' },
  { icon: 'android', textKey: 'app.android.step3' },
  { icon: 'login', textKey: 'app.android.step4' },
];

const IOS_SHORTCUT_STEPS: Step[] = [
  { icon: 'globe', textKey: 'app.ios.step1' },
  { icon: 'share', textKey: 'app.ios.step2' },
  { icon: 'plusSquare', textKey: 'app.ios.step3' },
  { icon: 'check', textKey: 'app.ios.step4' },
];

const IOS_PROFILE_STEPS: Step[] = [
  { icon: 'download', textKey: 'app.profile.step1' },
  { icon: 'wrench', textKey: 'app.profile.step2' },
  { icon: 'check', textKey: 'app.profile.step3' },
];

/** /m/app: the install page with Android and iOS guides (spec sections 1 and 2). */
export function AppGuide() {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel();
  const { hash } = useLocation();
  const [platform, setPlatform] = useState<Platform>(() => (hash === '#ios' || isIOS() ? 'ios' : 'android'));
  const guideRef = useRef<HTMLElement>(null);

  const icon = whitelabel?.downloadLinks.find((link) => link.resourceType === 'AppDownloadIcon')?.url;
  const name = whitelabel?.name ?? '';

  // Arriving from the "add to home screen" choice: show the iOS guide at once.
  useEffect(() => {
    if (hash === '#ios') guideRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const showIOSGuide = () => {
    setPlatform('ios');
    guideRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="app-guide">
      <section className="hero-panel glow app-guide__hero">
        {icon ? (
          <SmartImage className="app-guide__icon" src={icon} alt="" width={88} height={88} eager />
        ) : (
          <span className="icon-badge icon-badge--solid app-guide__icon" aria-hidden="true">
            <Icon name="phone" size={44} />
          </span>
        )}
        <h2 className="app-guide__name">{t('app.heading', { name })}</h2>
        <p className="app-guide__claim">{t('app.claim', { name })}</p>
        {whitelabel?.appBonus && (
          <p className="app-guide__bonus">
            <Icon name="gift" size={18} />
            {whitelabel.appBonus}
          </p>
        )}
      </section>

      <section className="card app-guide__card" aria-labelledby="app-download-title">
        <h2 id="app-download-title" className="app-guide__section-title">
          {t('download.title')}
        </h2>
        <DownloadOptions onShortcut={showIOSGuide} />
      </section>

      <section className="card app-guide__card" ref={guideRef} aria-labelledby="app-guide-title">
        <h2 id="app-guide-title" className="app-guide__section-title">
          {t('app.guideTitle')}
        </h2>
        <div className="app-guide__tabs" role="tablist" aria-label={t('app.guideTitle')}>
          {(['android', 'ios'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`app-tab-${value}`}
              aria-selected={platform === value}
              aria-controls={`app-panel-${value}`}
              className="app-guide__tab"
              onClick={() => setPlatform(value)}
            >
              <Icon name={value === 'android' ? 'android' : 'apple'} size={20} />
              {t(value === 'android' ? 'app.android' : 'app.ios')}
            </button>
          ))}
        </div>

        {platform === 'android' ? (
          <div role="tabpanel" id="app-panel-android" aria-labelledby="app-tab-android">
            <StepList steps={ANDROID_STEPS} />
          </div>
        ) : (
          <div role="tabpanel" id="app-panel-ios" aria-labelledby="app-tab-ios">
            <h3 className="app-guide__subtitle">{t('app.ios.shortcutTitle')}</h3>
            <StepList steps={IOS_SHORTCUT_STEPS} />
            <h3 className="app-guide__subtitle">{t('app.profile.title')}</h3>
            <StepList steps={IOS_PROFILE_STEPS} />
            <p className="app-guide__note">
              <Icon name="apple" size={18} />
              {t('app.iosVersion')}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

function StepList({ steps }: { steps: Step[] }) {
  const { t } = useTranslation();
  return (
    <ol className="app-steps">
      {steps.map((step, index) => (
        <li key={step.textKey} className="app-steps__item">
          <span className="app-steps__art" aria-hidden="true">
            <span className="app-steps__phone">
              <span className="app-steps__notch" />
              <Icon name={step.icon} size={22} />
            </span>
            <span className="icon-badge icon-badge--solid app-steps__number">{index + 1}</span>
          </span>
          <span className="app-steps__text">{t(step.textKey)}</span>
        </li>
      ))}
    </ol>
  );
}
