import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/flag';
import { Icon } from '@/components/icon';
import { changeLanguage } from '@/i18n';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { useSiteLanguages } from '../use-site-languages';
import './language-picker.css';

/** Spec section 1: a flag per language and a tick on the current one; the choice is remembered. */
export function LanguagePicker({ variant = 'list' }: { variant?: 'list' | 'inline' }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const languages = useSiteLanguages();

  return (
    <fieldset className={`language-picker language-picker--${variant}`}>
      <legend className="visually-hidden">{t('menu.language')}</legend>
      {languages.map((language) => {
        const isCurrent = language.code === current;
        return (
          <label key={language.code} className="language-picker__option" lang={language.locale}>
            <input
              type="radio"
              name={`language-${variant}`}
              className="visually-hidden"
              checked={isCurrent}
              onChange={() => void changeLanguage(language.code, true)}
            />
            <Flag code={language.code} />
            <span className="language-picker__name">{language.name}</span>
            {isCurrent && <Icon name="check" size={20} className="language-picker__tick" />}
          </label>
        );
      })}
    </fieldset>
  );
}
