import type { Texts } from '../../shell/text.ts';

/** The reel engine's strings, shared by the three slots. */
export const SLOT_TEXT: Texts<
  | 'spin'
  | 'stop'
  | 'turbo'
  | 'win'
  | 'won'
  | 'noWin'
  | 'goodLuck'
  | 'line'
  | 'ways'
  | 'waysCount'
  | 'reelsCount'
  | 'anywhere'
  | 'bigWin'
  | 'megaWin'
  | 'epicWin'
  | 'tapToClose'
  | 'freeSpin'
  | 'multiplier'
  | 'featureTotal'
  | 'featureOpened'
  | 'featureBought'
  | 'featureIntro'
  | 'featureOver'
  | 'maxWin'
  | 'buy'
  | 'buyCost'
  | 'buyTitle'
  | 'buyConfirm'
  | 'buyExplain'
  | 'buyLimit'
  | 'cancel'
  | 'reels'
  | 'history'
> = {
  PT: {
    spin: 'Girar',
    stop: 'Parar',
    turbo: 'Turbo',
    win: 'Ganho',
    won: 'Você ganhou {win}',
    noWin: 'Sem prêmio desta vez',
    goodLuck: 'Boa sorte!',
    line: 'Linha {line}',
    ways: '{ways} caminhos',
    waysCount: 'Caminhos',
    reelsCount: '{count} rolos',
    anywhere: 'em qualquer lugar',
    bigWin: 'Grande ganho!',
    megaWin: 'Mega ganho!',
    epicWin: 'Ganho épico!',
    tapToClose: 'Toque para fechar',
    freeSpin: 'Giro grátis',
    multiplier: 'Multiplicador',
    featureTotal: 'Total',
    featureOpened: 'O cofre abriu!',
    featureBought: 'Bônus comprado!',
    featureIntro: '{count} giros grátis · multiplicador ×1 a ×{count}',
    featureOver: 'Total dos giros grátis',
    maxWin: 'Ganho máximo alcançado!',
    buy: 'Comprar bônus',
    buyCost: 'por {cost}',
    buyTitle: 'Comprar giros grátis',
    buyConfirm: 'Comprar por {cost}',
    buyExplain:
      '{count} giros grátis com multiplicador de ×1 a ×{count}, já, por {cost}: {times} vezes a sua aposta de {stake}. Os prêmios são calculados sobre a aposta de {stake}.',
    buyLimit: 'A compra vale para apostas até {max}.',
    cancel: 'Cancelar',
    reels: 'Rolos',
    history: 'Últimas rodadas',
  },
  EN: {
    spin: 'Spin',
    stop: 'Stop',
    turbo: 'Turbo',
    win: 'Win',
    won: 'You won {win}',
    noWin: 'No win this time',
    goodLuck: 'Good luck!',
    line: 'Line {line}',
    ways: '{ways} ways',
    waysCount: 'Ways',
    reelsCount: '{count} reels',
    anywhere: 'anywhere',
    bigWin: 'Big win!',
    megaWin: 'Mega win!',
    epicWin: 'Epic win!',
    tapToClose: 'Tap to close',
    freeSpin: 'Free spin',
    multiplier: 'Multiplier',
    featureTotal: 'Total',
    featureOpened: 'The vault opened!',
    featureBought: 'Bonus bought!',
    featureIntro: '{count} free spins · multiplier ×1 to ×{count}',
    featureOver: 'Free spins total',
    maxWin: 'Max win reached!',
    buy: 'Buy bonus',
    buyCost: 'for {cost}',
    buyTitle: 'Buy free spins',
    buyConfirm: 'Buy for {cost}',
    buyExplain:
      '{count} free spins with multipliers from ×1 to ×{count}, right away, for {cost}: {times} times your bet of {stake}. Wins are paid on the bet of {stake}.',
    buyLimit: 'Buying is open to bets up to {max}.',
    cancel: 'Cancel',
    reels: 'Reels',
    history: 'Last rounds',
  },
};
