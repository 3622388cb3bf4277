import type { Texts } from '../../shell/text.ts';

export const BACCARAT_TEXT: Texts<
  | 'player'
  | 'banker'
  | 'tie'
  | 'playerShort'
  | 'bankerShort'
  | 'tieShort'
  | 'deal'
  | 'dealing'
  | 'clear'
  | 'double'
  | 'chips'
  | 'chip'
  | 'spot'
  | 'spotWithBet'
  | 'placeBet'
  | 'betOn'
  | 'playerWins'
  | 'bankerWins'
  | 'tieCalled'
  | 'score'
  | 'won'
  | 'push'
  | 'lost'
  | 'road'
  | 'roadEmpty'
  | 'roadError'
  | 'retry'
  | 'total'
  | 'rulesGoal'
  | 'rulesPoints'
  | 'rulesDeal'
  | 'rulesNatural'
  | 'rulesPlayerTitle'
  | 'rulesPlayer'
  | 'rulesBankerTitle'
  | 'rulesBankerStood'
  | 'rulesBankerTableau'
  | 'tableauCorner'
  | 'tableauThird'
  | 'draw'
  | 'stand'
  | 'tableauLegend'
  | 'rulesPaysTitle'
  | 'bet'
  | 'pays'
  | 'rtp'
  | 'rulesPush'
  | 'rulesShoe'
  | 'rulesFair'
> = {
  PT: {
    player: 'Jogador',
    banker: 'Banca',
    tie: 'Empate',
    playerShort: 'J',
    bankerShort: 'B',
    tieShort: 'E',
    deal: 'Distribuir',
    dealing: 'Distribuindo…',
    clear: 'Limpar',
    double: 'Dobrar',
    chips: 'Fichas',
    chip: 'Ficha de {amount}',
    spot: '{side}, paga {odds}',
    spotWithBet: '{side}, paga {odds}, aposta {amount}',
    placeBet: 'Escolha uma ficha e toque em Jogador, Empate ou Banca',
    betOn: 'Aposta {amount} em {side}',
    playerWins: 'Jogador vence',
    bankerWins: 'Banca vence',
    tieCalled: 'Empate',
    score: '{high} a {low}',
    won: 'Você ganhou {win}',
    push: 'Empate: aposta devolvida ({win})',
    lost: 'Não foi desta vez',
    road: 'Últimas mãos',
    roadEmpty: 'As mãos aparecem aqui',
    roadError: 'Não foi possível carregar as últimas mãos.',
    retry: 'Tentar de novo',
    total: 'Total',
    rulesGoal:
      'Aposte na mão que vai terminar mais perto de 9: a do Jogador ou a da Banca, ou num empate. Você não toma decisões: as cartas seguem regras fixas.',
    rulesPoints:
      'Ás vale 1, do 2 ao 9 o próprio número, 10, valete, dama e rei valem 0. O total é o último dígito da soma: 7 + 8 = 15 vale 5.',
    rulesDeal:
      'As cartas saem na ordem real: Jogador, Banca, Jogador, Banca. Depois, se preciso, a terceira carta do Jogador e a da Banca.',
    rulesNatural: 'Um 8 ou 9 com duas cartas é um "natural": ninguém compra mais cartas.',
    rulesPlayerTitle: 'Terceira carta do Jogador',
    rulesPlayer: 'Com 0 a 5 o Jogador compra; com 6 ou 7 para.',
    rulesBankerTitle: 'Terceira carta da Banca',
    rulesBankerStood: 'Se o Jogador parou, a Banca compra com 0 a 5 e para com 6 ou 7.',
    rulesBankerTableau: 'Se o Jogador comprou, a Banca segue esta tabela:',
    tableauCorner: 'Banca',
    tableauThird: 'Valor da 3ª carta do Jogador',
    draw: 'C',
    stand: 'P',
    tableauLegend: 'C = compra, P = para. Com 8 ou 9 em duas cartas a mão já acabou.',
    rulesPaysTitle: 'Pagamentos',
    bet: 'Aposta',
    pays: 'Paga',
    rtp: 'RTP',
    rulesPush: 'Num empate, as apostas em Jogador e Banca são devolvidas.',
    rulesShoe:
      'Cada mão sai de um sapato novo de 8 baralhos (416 cartas), embaralhado pelas sementes da rodada.',
    rulesFair:
      'O embaralhamento é um Fisher-Yates a partir do topo: só as seis cartas que uma mão pode usar são sorteadas, com o mesmo resultado de embaralhar o sapato inteiro. Confira qualquer mão no painel Jogo justo.',
  },
  EN: {
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    playerShort: 'P',
    bankerShort: 'B',
    tieShort: 'T',
    deal: 'Deal',
    dealing: 'Dealing…',
    clear: 'Clear',
    double: 'Double',
    chips: 'Chips',
    chip: '{amount} chip',
    spot: '{side}, pays {odds}',
    spotWithBet: '{side}, pays {odds}, bet {amount}',
    placeBet: 'Pick a chip and tap Player, Tie or Banker',
    betOn: 'Bet {amount} on {side}',
    playerWins: 'Player wins',
    bankerWins: 'Banker wins',
    tieCalled: 'Tie',
    score: '{high} to {low}',
    won: 'You won {win}',
    push: 'Tie: your bet is returned ({win})',
    lost: 'Not this time',
    road: 'Last hands',
    roadEmpty: 'Hands appear here',
    roadError: 'Could not load the last hands.',
    retry: 'Try again',
    total: 'Total',
    rulesGoal:
      "Bet on the hand that ends closest to 9: the Player's or the Banker's, or on a tie. You make no decisions: the cards follow fixed rules.",
    rulesPoints:
      'Aces count 1, two to nine their number, tens, jacks, queens and kings 0. A total is the last digit of the sum: 7 + 8 = 15 counts 5.',
    rulesDeal:
      "Cards come in the real order: Player, Banker, Player, Banker. Then, when needed, the Player's third card and the Banker's.",
    rulesNatural: 'A two-card 8 or 9 is a "natural": nobody draws again.',
    rulesPlayerTitle: "The Player's third card",
    rulesPlayer: 'On 0 to 5 the Player draws; on 6 or 7 the Player stands.',
    rulesBankerTitle: "The Banker's third card",
    rulesBankerStood: 'If the Player stood, the Banker draws on 0 to 5 and stands on 6 or 7.',
    rulesBankerTableau: 'If the Player drew, the Banker follows this table:',
    tableauCorner: 'Banker',
    tableauThird: "Points of the Player's third card",
    draw: 'D',
    stand: 'S',
    tableauLegend: 'D = draws, S = stands. With a two-card 8 or 9 the hand is already over.',
    rulesPaysTitle: 'Pays',
    bet: 'Bet',
    pays: 'Pays',
    rtp: 'RTP',
    rulesPush: 'On a tie, bets on the Player and the Banker are returned.',
    rulesShoe: "Every hand comes from a fresh 8-deck shoe (416 cards), shuffled by the round's seeds.",
    rulesFair:
      'The shuffle is a Fisher-Yates run from the top: only the six cards a hand can use are drawn, with the same result as shuffling the whole shoe. Check any hand in the Provably fair panel.',
  },
};
