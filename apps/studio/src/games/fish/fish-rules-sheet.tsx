import { FISH_CHANCE_SCALE, FISH_SPECIES, fishHitChanceE6 } from '@ficha/games/fish/fish-rules';
import { RuleParagraphs } from '../../shell/rules-parts.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { FishIcon } from './fish-icon.tsx';
import { FISH_TEXT } from './fish-text.ts';

/** How a shot works and the paytable: every fish with its multiplier and catch chance. */
export function FishRules() {
  const { language } = useStudio();
  const format = useFormat();
  const t = useText(FISH_TEXT);
  return (
    <div className="rules">
      <RuleParagraphs t={t} keys={['rulesIntro', 'rulesChance']} />
      <table className="fish-paytable">
        <thead>
          <tr>
            <th colSpan={2}>{t('fish')}</th>
            <th>{t('pays')}</th>
            <th>{t('chance')}</th>
          </tr>
        </thead>
        <tbody>
          {FISH_SPECIES.map((species) => {
            const multipliers = species.prizes.map((prize) => prize.multiplier);
            const low = Math.min(...multipliers);
            const high = Math.max(...multipliers);
            const chance = (fishHitChanceE6(species) / FISH_CHANCE_SCALE) * 100;
            return (
              <tr key={species.id} data-species={species.id}>
                <td>
                  <FishIcon species={species.id} />
                </td>
                <td>{species.names[language]}</td>
                <td>{low === high ? `${high}×` : t('range', { low, high })}</td>
                <td>{format.number(chance, 2)}%</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RuleParagraphs t={t} keys={['rulesCrab', 'rulesFair']} />
    </div>
  );
}
