import { RuleParagraphs, RulesTable } from '../../shell/rules-parts.tsx';
import { useFormat } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { multiplierText } from './crash-format.ts';
import { CRASH_TEXT } from './crash-text.ts';

/** Targets shown with their chance: P(crash point >= m) = 0.99 / m. */
const EXAMPLE_TARGETS_E2 = [101, 150, 200, 500, 1_000, 10_000];

export function CrashRules() {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  return (
    <div className="rules">
      <RuleParagraphs
        t={t}
        keys={['rulesIntro', 'rulesCashOut', 'rulesAuto', 'rulesNextRound', 'rulesEdge']}
      />
      <RulesTable columns={[t('rulesTarget'), t('rulesChance')]}>
        {EXAMPLE_TARGETS_E2.map((e2) => (
          <tr key={e2}>
            <td>{multiplierText(e2, format)}</td>
            <td>{format.number(9_900 / e2, 2)}%</td>
          </tr>
        ))}
      </RulesTable>
      <RuleParagraphs t={t} keys={['rulesMax', 'rulesConnection', 'fairFormula', 'rulesFair']} />
    </div>
  );
}
