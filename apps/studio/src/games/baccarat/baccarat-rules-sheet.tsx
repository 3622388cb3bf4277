import {
  BACCARAT_RTP,
  BACCARAT_SIDES,
  BANKER_DRAWS_ON,
  bankerDraws,
} from '@ficha/games/baccarat/baccarat-rules';
import { RuleParagraphs, RulesTable } from '../../shell/rules-parts.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { oddsOf } from './baccarat-table.ts';
import { BACCARAT_TEXT } from './baccarat-text.ts';
import './baccarat-rules.css';

const THIRD_CARD_POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The banker's totals 0 to 7, as the maths lists them (on 8 or 9 the hand was over already). */
const TABLEAU_ROWS = Object.keys(BANKER_DRAWS_ON).map(Number);

/** The rule sheet: points, the drawing rules with the banker's tableau, and each bet's pay and RTP. */
export function BaccaratRules() {
  const { language } = useStudio();
  const format = useFormat();
  const t = useText(BACCARAT_TEXT);
  return (
    <div className="rules bac-rules">
      <RuleParagraphs t={t} keys={['rulesGoal', 'rulesPoints', 'rulesDeal', 'rulesNatural']} />
      <h3>{t('rulesPlayerTitle')}</h3>
      <p>{t('rulesPlayer')}</p>
      <h3>{t('rulesBankerTitle')}</h3>
      <RuleParagraphs t={t} keys={['rulesBankerStood', 'rulesBankerTableau']} />
      <table className="bac-tableau">
        <caption>{t('tableauThird')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tableauCorner')}</th>
            {THIRD_CARD_POINTS.map((points) => (
              <th key={points} scope="col">
                {points}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TABLEAU_ROWS.map((total) => (
            <tr key={total}>
              <th scope="row">{total}</th>
              {THIRD_CARD_POINTS.map((points) => {
                const draws = bankerDraws(total, points);
                return (
                  <td key={points} className={draws ? 'is-draw' : 'is-stand'}>
                    {draws ? t('draw') : t('stand')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bac-rules__legend">{t('tableauLegend')}</p>
      <h3>{t('rulesPaysTitle')}</h3>
      <RulesTable columns={[t('bet'), t('pays'), t('rtp')]}>
        {BACCARAT_SIDES.map((side) => (
          <tr key={side}>
            <td>{t(side)}</td>
            <td>{oddsOf(side, language)}</td>
            <td>{format.number(BACCARAT_RTP[side] * 100, 2)}%</td>
          </tr>
        ))}
      </RulesTable>
      <RuleParagraphs t={t} keys={['rulesPush', 'rulesShoe', 'rulesFair']} />
    </div>
  );
}
