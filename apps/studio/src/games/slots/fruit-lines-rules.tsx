import {
  FRUIT_LINES_CONFIG,
  FRUIT_LINES_MAX_WIN_E4,
  FRUIT_LINES_PAYLINES,
  FRUIT_LINES_PAYTABLE,
} from '@ficha/games/slots/fruit-lines';
import { useStudio } from '../../shell/studio-context.tsx';
import { type Texts, useText } from '../../shell/text.ts';
import { fruitLinesSlot } from './fruit-lines-slot.ts';
import { paylineColour } from './reel-set.tsx';
import { multiplierText } from './slot-format.ts';
import { PaytableTable, SymbolNote } from './slot-rules.tsx';
import type { SlotDefinition } from './slot-types.ts';

const TEXT: Texts<
  'intro' | 'lines' | 'wild' | 'star' | 'pays' | 'starPays' | 'paylines' | 'line' | 'maxWin' | 'fair'
> = {
  PT: {
    intro:
      '5 rolos, 3 linhas de símbolos e 20 linhas de pagamento fixas. A aposta cobre as 20 linhas: cada linha vale 1/20 da aposta.',
    lines:
      'Uma linha paga a sequência de símbolos iguais que começa no rolo da esquerda. Cada linha paga só o seu maior prêmio; os prêmios de linhas diferentes se somam.',
    wild: 'O Coringa Arco-Íris substitui qualquer fruta e, em sequência desde a esquerda, também paga sozinho.',
    star: 'A Estrela paga em qualquer lugar dos rolos, a partir de 3, e se soma aos prêmios das linhas. O coringa não a substitui.',
    pays: 'Prêmio por linha (× a aposta total)',
    starPays: 'Estrelas em qualquer lugar (× a aposta total)',
    paylines: 'As 20 linhas de pagamento',
    line: 'Linha {line}',
    maxWin: 'Ganho máximo em um giro: {max} a aposta.',
    fair: 'A parada de cada rolo vem das sementes da rodada; confira qualquer rodada no painel Jogo justo.',
  },
  EN: {
    intro:
      '5 reels, 3 rows and 20 fixed paylines. The bet covers all 20 lines: each line is worth 1/20 of the bet.',
    lines:
      'A line pays its run of matching symbols starting on the leftmost reel. Each line pays only its highest win; wins on different lines add up.',
    wild: 'The Rainbow Wild stands in for every fruit and, in a run from the left, also pays on its own.',
    star: 'The Star pays anywhere on the reels, from 3, on top of the line wins. The wild does not replace it.',
    pays: 'Win per line (× the total bet)',
    starPays: 'Stars anywhere (× the total bet)',
    paylines: 'The 20 paylines',
    line: 'Line {line}',
    maxWin: 'Top win on one spin: {max} the bet.',
    fair: "Each reel's stop comes from the round's seeds; check any round in the Provably fair panel.",
  },
};

const slot = fruitLinesSlot as SlotDefinition<never>;

export function FruitLinesRules() {
  const { language } = useStudio();
  const t = useText(TEXT);
  return (
    <div className="rules slot-rules">
      <p>{t('intro')}</p>
      <p>{t('lines')}</p>
      <SymbolNote slot={slot} symbol={FRUIT_LINES_CONFIG.wild!}>
        {t('wild')}
      </SymbolNote>
      <SymbolNote slot={slot} symbol={FRUIT_LINES_CONFIG.scatter!}>
        {t('star')}
      </SymbolNote>
      <PaytableTable slot={slot} rows={FRUIT_LINES_PAYTABLE.lines} caption={t('pays')} />
      <PaytableTable slot={slot} rows={FRUIT_LINES_PAYTABLE.scatter} caption={t('starPays')} />
      <h3 className="slot-rules__title">{t('paylines')}</h3>
      <ol className="paylines">
        {FRUIT_LINES_PAYLINES.map((payline, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position
          <li key={line} aria-label={t('line', { line: line + 1 })}>
            <svg viewBox="0 0 100 60" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((reel) =>
                [0, 1, 2].map((row) => (
                  <rect
                    key={`${reel}-${row}`}
                    x={reel * 20 + 2}
                    y={row * 20 + 2}
                    width="16"
                    height="16"
                    rx="3"
                    className={payline[reel] === row ? 'paylines__on' : 'paylines__off'}
                    style={payline[reel] === row ? { fill: paylineColour(line) } : undefined}
                  />
                )),
              )}
              <polyline
                points={payline.map((row, reel) => `${reel * 20 + 10},${row * 20 + 10}`).join(' ')}
                className="paylines__path"
              />
            </svg>
            <span>{line + 1}</span>
          </li>
        ))}
      </ol>
      <p className="rules__facts">{t('maxWin', { max: multiplierText(FRUIT_LINES_MAX_WIN_E4, language) })}</p>
      <p>{t('fair')}</p>
    </div>
  );
}
