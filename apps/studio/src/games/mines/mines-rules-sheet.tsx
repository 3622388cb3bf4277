import { localeOf } from '@ficha/contract';
import {
  MINES_MAX_PAYOUT_E4,
  MINES_TILES,
  minesPayoutTable,
  minesSafeTiles,
} from '@ficha/games/mines/mines-rules';
import { PAYOUT_SCALE } from '@ficha/games/payout';
import { useState } from 'react';
import { RuleParagraphs, RulesTable } from '../../shell/rules-parts.tsx';
import { useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { multiplierText } from './mines-format.ts';
import { MINES_TEXT } from './mines-text.ts';

/** The mines counts the sheet shows a payout table for. */
const TABLE_MINES = [1, 3, 5, 10, 24];

/** The chance of `gems` safe tiles in a row: C(25 - mines, gems) / C(25, gems). */
function chanceOf(mines: number, gems: number): number {
  let chance = 1;
  for (let i = 0; i < gems; i += 1) chance *= (minesSafeTiles(mines) - i) / (MINES_TILES - i);
  return chance;
}

export function MinesRules() {
  const { language } = useStudio();
  const t = useText(MINES_TEXT);
  const [mines, setMines] = useState(3);
  const locale = localeOf(language);
  const percent = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 });
  const maxWin = new Intl.NumberFormat(locale).format(MINES_MAX_PAYOUT_E4 / PAYOUT_SCALE);
  return (
    <div className="rules mines-rules">
      <RuleParagraphs t={t} keys={['rulesIntro', 'rulesPayout']} />
      <p className="mines-rules__max">{t('rulesMaxWin', { max: maxWin })}</p>
      <fieldset className="mines-rules__pick">
        <legend>{t('tableFor')}</legend>
        {TABLE_MINES.map((count) => (
          <button key={count} type="button" aria-pressed={mines === count} onClick={() => setMines(count)}>
            {count === 1 ? t('oneMine') : t('manyMines', { n: count })}
          </button>
        ))}
      </fieldset>
      <RulesTable columns={[t('tableTiles'), t('tableMultiplier'), t('tableChance')]} testId="mines-paytable">
        {minesPayoutTable(mines).map((payoutE4, index) => (
          <tr key={payoutE4} className={payoutE4 === MINES_MAX_PAYOUT_E4 ? 'is-max' : undefined}>
            <td>{index + 1}</td>
            <td>{multiplierText(payoutE4, language)}×</td>
            <td>{percent.format(chanceOf(mines, index + 1) * 100)}%</td>
          </tr>
        ))}
      </RulesTable>
      <RuleParagraphs t={t} keys={['rulesAbandoned', 'rulesFair']} />
    </div>
  );
}
