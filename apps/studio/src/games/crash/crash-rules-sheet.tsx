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
      <p>{t('rulesIntro')}</p>
      <p>{t('rulesCashOut')}</p>
      <p>{t('rulesAuto')}</p>
      <p>{t('rulesNextRound')}</p>
      <p>{t('rulesEdge')}</p>
      <table>
        <thead>
          <tr>
            <th>{t('rulesTarget')}</th>
            <th>{t('rulesChance')}</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLE_TARGETS_E2.map((e2) => (
            <tr key={e2}>
              <td>{multiplierText(e2, format)}</td>
              <td>{format.number(9_900 / e2, 2)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('rulesMax')}</p>
      <p>{t('rulesConnection')}</p>
      <p>{t('fairFormula')}</p>
      <p>{t('rulesFair')}</p>
    </div>
  );
}
