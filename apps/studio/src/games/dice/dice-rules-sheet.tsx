import { RuleParagraphs } from '../../shell/rules-parts.tsx';
import { useText } from '../../shell/text.ts';
import { DICE_TEXT } from './dice-text.ts';

export function DiceRules() {
  const t = useText(DICE_TEXT);
  return (
    <div className="rules">
      <RuleParagraphs t={t} keys={['rulesIntro', 'rulesPayout', 'rulesExample', 'rulesFair']} />
    </div>
  );
}
