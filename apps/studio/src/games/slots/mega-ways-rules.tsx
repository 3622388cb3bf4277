import { megaWaysMaxWinBoundE4 } from '@ficha/games/slots/exact-rtp';
import {
  MEGA_WAYS_MAX_ROWS,
  MEGA_WAYS_MIN_ROWS,
  MEGA_WAYS_PAYTABLE,
  MEGA_WAYS_ROW_WEIGHTS,
  MEGA_WAYS_WILD,
} from '@ficha/games/slots/mega-ways';
import { useMemo } from 'react';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { type Texts, useText } from '../../shell/text.ts';
import { megaWaysSlot } from './mega-ways-slot.ts';
import { groupDigits, multiplierText } from './slot-format.ts';
import { PaytableTable, SymbolNote } from './slot-rules.tsx';
import type { SlotDefinition } from './slot-types.ts';

const TEXT: Texts<
  'intro' | 'ways' | 'example' | 'wild' | 'rows' | 'rowsCount' | 'chance' | 'pays' | 'maxWin' | 'fair'
> = {
  PT: {
    intro:
      '6 rolos, cada um mostrando de {min} a {max} símbolos, sorteados de novo a cada giro. O número de caminhos é o produto dos símbolos de cada rolo: de {fewest} a {most}.',
    ways: 'Um símbolo ganha quando aparece em rolos vizinhos a partir do primeiro à esquerda, em qualquer altura. Cada combinação de uma posição por rolo é um caminho, e o prêmio por caminho se multiplica pelo número de caminhos.',
    example:
      'Exemplo: 2 Máscaras no rolo 1, 3 no rolo 2 e 1 no rolo 3 fazem 2 × 3 × 1 = 6 caminhos de 3 Máscaras: 6 × 1× = 6× a aposta.',
    wild: 'Rei Momo, o coringa, aparece nos rolos 2 a 6 e substitui todos os símbolos.',
    rows: 'Quantos símbolos cada rolo mostra',
    rowsCount: 'Símbolos',
    chance: 'Chance',
    pays: 'Prêmio por caminho (× a aposta), por rolos vizinhos',
    maxWin: 'Nenhum giro paga mais de {max} a aposta.',
    fair: 'O tamanho e a parada de cada rolo vêm das sementes da rodada; confira qualquer rodada no painel Jogo justo.',
  },
  EN: {
    intro:
      '6 reels, each showing {min} to {max} symbols, drawn afresh every spin. The number of ways is the product of the symbols on each reel: from {fewest} to {most}.',
    ways: 'A symbol wins when it shows on adjacent reels from the leftmost one, at any height. Every combination of one position per reel is a way, and the pay per way is multiplied by the number of ways.',
    example:
      'Example: 2 Masks on reel 1, 3 on reel 2 and 1 on reel 3 make 2 × 3 × 1 = 6 ways of 3 Masks: 6 × 1× = 6× the bet.',
    wild: 'King Momo, the wild, lands on reels 2 to 6 and stands in for every symbol.',
    rows: 'How many symbols each reel shows',
    rowsCount: 'Symbols',
    chance: 'Chance',
    pays: 'Win per way (× the bet), by adjacent reels',
    maxWin: 'No spin pays more than {max} the bet.',
    fair: "Each reel's size and stop come from the round's seeds; check any round in the Provably fair panel.",
  },
};

const slot = megaWaysSlot as SlotDefinition<never>;

export function MegaWaysRules() {
  const { language } = useStudio();
  const format = useFormat();
  const t = useText(TEXT);
  const maxWin = useMemo(megaWaysMaxWinBoundE4, []);
  const totalWeight = MEGA_WAYS_ROW_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  return (
    <div className="rules slot-rules">
      <p>
        {t('intro', {
          min: MEGA_WAYS_MIN_ROWS,
          max: MEGA_WAYS_MAX_ROWS,
          fewest: groupDigits(MEGA_WAYS_MIN_ROWS ** 6, language),
          most: groupDigits(MEGA_WAYS_MAX_ROWS ** 6, language),
        })}
      </p>
      <p>{t('ways')}</p>
      <p className="slot-rules__example">{t('example')}</p>
      <SymbolNote slot={slot} symbol={MEGA_WAYS_WILD}>
        {t('wild')}
      </SymbolNote>
      <table className="paytable paytable--rows">
        <caption>{t('rows')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('rowsCount')}</th>
            {MEGA_WAYS_ROW_WEIGHTS.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: row counts by position
              <td key={index}>{MEGA_WAYS_MIN_ROWS + index}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('chance')}</th>
            {MEGA_WAYS_ROW_WEIGHTS.map((weight, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: row counts by position
              <td key={index}>{format.number((weight / totalWeight) * 100, 0)}%</td>
            ))}
          </tr>
        </tbody>
      </table>
      <PaytableTable slot={slot} rows={MEGA_WAYS_PAYTABLE} caption={t('pays')} />
      <p className="rules__facts">{t('maxWin', { max: multiplierText(maxWin, language) })}</p>
      <p>{t('fair')}</p>
    </div>
  );
}
