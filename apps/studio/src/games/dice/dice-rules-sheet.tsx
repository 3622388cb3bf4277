import { useText } from '../../shell/text.ts';
import { DICE_TEXT } from './dice-text.ts';

export function DiceRules() {
  const t = useText(DICE_TEXT);
  return (
    <div className="rules">
      <p>{t('rulesIntro')}</p>
      <p>{t('rulesPayout')}</p>
      <p>{t('rulesExample')}</p>
      <p>{t('rulesFair')}</p>
    </div>
  );
}
