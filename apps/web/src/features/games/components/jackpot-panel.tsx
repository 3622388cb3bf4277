import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol, useLocale } from '@/features/wallet';
import { useOnScreen } from '@/lib/use-on-screen';
import { jackpotDelayMs, jackpotStart, jackpotStep } from '../lib/jackpot';
import './jackpot-panel.css';

/**
 * Spec section 4 'Jackpot counter': starts at a random 2,000,000 to 2,100,000 and adds a random
 * 100 to 500 every 3, 4 or 5 seconds. It is decoration, so it is not announced on every tick.
 */
export function JackpotPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const symbol = useCurrencySymbol();
  const [value, setValue] = useState(() => jackpotStart(Math.random));
  const [sectionRef, isOnScreen] = useOnScreen<HTMLElement>();

  // It counts only while in sight: off screen the page does no work for it.
  useEffect(() => {
    if (!isOnScreen) return;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setValue((current) => current + jackpotStep(Math.random));
        schedule();
      }, jackpotDelayMs(Math.random));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [isOnScreen]);

  // Built once per language, not on every tick: a number format costs more than the render.
  const format = useMemo(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [locale],
  );
  const digits = format.format(value);
  return (
    <section ref={sectionRef} className="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('games.jackpot')}
      </h2>
      <p className="jackpot__value" data-testid="jackpot-value">
        <span className="jackpot__symbol">{symbol}</span>
        {digits}
      </p>
      <p className="jackpot__text">{t('games.jackpotText')}</p>
    </section>
  );
}
