import {
  DRAGON_VAULT_BUY_COST,
  DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS,
  DRAGON_VAULT_FREE_SPINS,
  DRAGON_VAULT_MAX_WIN_E4,
  DRAGON_VAULT_PAYTABLE,
  DRAGON_VAULT_SCATTER,
  DRAGON_VAULT_TRIGGER,
  DRAGON_VAULT_WILD,
  dragonVaultMaxBuyStake,
} from '@ficha/games/slots/dragon-vault';
import { formatMinor, parseAmount } from '../../lib/money.ts';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { type Texts, useText } from '../../shell/text.ts';
import { dragonVaultSlot } from './dragon-vault-slot.ts';
import { multiplierText } from './slot-format.ts';
import { PaytableTable, SymbolNote } from './slot-rules.tsx';
import type { SlotDefinition } from './slot-types.ts';

const TEXT: Texts<
  'intro' | 'wild' | 'vault' | 'freeSpins' | 'buyTitle' | 'buy' | 'buyLimit' | 'pays' | 'maxWin' | 'fair'
> = {
  PT: {
    intro:
      '5 rolos e 3 linhas pagando 243 caminhos: símbolos iguais em rolos vizinhos a partir do rolo da esquerda, em qualquer altura. O prêmio por caminho se multiplica pelo número de caminhos.',
    wild: 'O Dragão, coringa, aparece nos rolos 2, 3 e 4 e substitui todos os símbolos, menos o Cofre.',
    vault:
      '{trigger} ou mais Cofres em qualquer lugar abrem o cofre: {count} giros grátis na mesma rodada, em rolos com mais dragões.',
    freeSpins:
      'O giro grátis n multiplica os seus prêmios por n: ×1 no primeiro, ×2 no segundo… até ×{count} no último.',
    buyTitle: 'Comprar bônus',
    buy: 'Os {count} giros grátis na hora, por {cost}× a aposta. Os prêmios são calculados sobre a aposta escolhida, não sobre o custo. O retorno da compra é o mesmo da tabela: {rtp}%.',
    buyLimit: 'A compra custa no máximo {limit}× a aposta máxima: vale para apostas de {min} até {max}.',
    pays: 'Prêmio por caminho (× a aposta), antes do multiplicador',
    maxWin: 'Ganho máximo: {max} a aposta por rodada; ao alcançá-lo, os giros grátis terminam.',
    fair: 'As paradas de cada giro, grátis ou não, vêm das sementes da rodada; confira qualquer rodada no painel Jogo justo.',
  },
  EN: {
    intro:
      '5 reels and 3 rows paying 243 ways: matching symbols on adjacent reels from the leftmost one, at any height. The pay per way is multiplied by the number of ways.',
    wild: 'The Dragon, the wild, lands on reels 2, 3 and 4 and stands in for every symbol except the Vault.',
    vault:
      '{trigger} or more Vaults anywhere open the vault: {count} free spins in the same round, on reels with more dragons.',
    freeSpins:
      'Free spin n multiplies its wins by n: ×1 on the first, ×2 on the second… up to ×{count} on the last.',
    buyTitle: 'Buy bonus',
    buy: 'The {count} free spins right away, for {cost}× the bet. Wins are paid on the bet chosen, not on the price. The purchase returns the same as the game: {rtp}%.',
    buyLimit: 'A purchase costs at most {limit}× the max bet: it is open to bets from {min} to {max}.',
    pays: 'Win per way (× the bet), before the multiplier',
    maxWin: 'Max win: {max} the bet per round; once reached, the free spins end.',
    fair: "The stops of every spin, free or not, come from the round's seeds; check any round in the Provably fair panel.",
  },
};

const slot = dragonVaultSlot as SlotDefinition<never>;

export function DragonVaultRules() {
  const { language, session } = useStudio();
  const format = useFormat();
  const t = useText(TEXT);
  const maxBuyStake = dragonVaultMaxBuyStake(parseAmount(session.game.maxBet)!);
  return (
    <div className="rules slot-rules">
      <p>{t('intro')}</p>
      <SymbolNote slot={slot} symbol={DRAGON_VAULT_WILD}>
        {t('wild')}
      </SymbolNote>
      <SymbolNote slot={slot} symbol={DRAGON_VAULT_SCATTER}>
        {t('vault', { trigger: DRAGON_VAULT_TRIGGER, count: DRAGON_VAULT_FREE_SPINS })}
      </SymbolNote>
      <p>{t('freeSpins', { count: DRAGON_VAULT_FREE_SPINS })}</p>
      <h3 className="slot-rules__title">{t('buyTitle')}</h3>
      <p>
        {t('buy', {
          count: DRAGON_VAULT_FREE_SPINS,
          cost: DRAGON_VAULT_BUY_COST,
          rtp: format.number(session.game.declaredRtp * 100, 2),
        })}
      </p>
      <p>
        {t('buyLimit', {
          limit: DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS,
          min: format.money(session.game.minBet),
          max: format.money(formatMinor(maxBuyStake)),
        })}
      </p>
      <PaytableTable slot={slot} rows={DRAGON_VAULT_PAYTABLE} caption={t('pays')} />
      <p className="rules__facts">
        {t('maxWin', { max: multiplierText(DRAGON_VAULT_MAX_WIN_E4, language) })}
      </p>
      <p>{t('fair')}</p>
    </div>
  );
}
