import type { Texts } from '../../shell/text.ts';

export const MINES_TEXT: Texts<
  | 'mines'
  | 'oneMine'
  | 'manyMines'
  | 'oneGem'
  | 'manyGems'
  | 'fewerMines'
  | 'moreMines'
  | 'multiplier'
  | 'next'
  | 'cashOutValue'
  | 'gemsLeft'
  | 'play'
  | 'starting'
  | 'cashOut'
  | 'cashingOut'
  | 'randomTile'
  | 'tile'
  | 'gem'
  | 'mine'
  | 'loadingRound'
  | 'loadFailed'
  | 'retry'
  | 'pickTile'
  | 'playing'
  | 'won'
  | 'maxWon'
  | 'cleared'
  | 'busted'
  | 'resumed'
  | 'roundOver'
  | 'tileTaken'
  | 'nothingToCashOut'
  | 'maxWinBadge'
  | 'rulesIntro'
  | 'rulesPayout'
  | 'rulesMaxWin'
  | 'rulesAbandoned'
  | 'rulesFair'
  | 'tableFor'
  | 'tableTiles'
  | 'tableMultiplier'
  | 'tableChance'
  | 'summaryCashed'
  | 'summaryBusted'
> = {
  PT: {
    mines: 'Minas',
    oneMine: '1 mina',
    manyMines: '{n} minas',
    oneGem: '1 joia',
    manyGems: '{n} joias',
    fewerMines: 'Menos minas',
    moreMines: 'Mais minas',
    multiplier: 'Multiplicador',
    next: 'Próxima joia',
    cashOutValue: 'Retirar agora',
    gemsLeft: '{gems} · {mines}',
    play: 'Apostar',
    starting: 'Abrindo…',
    cashOut: 'Retirar {amount}',
    cashingOut: 'Retirando…',
    randomTile: 'Casa aleatória',
    tile: 'Casa {n}',
    gem: 'joia',
    mine: 'mina',
    loadingRound: 'Procurando sua rodada…',
    loadFailed: 'Não foi possível carregar a rodada.',
    retry: 'Tentar de novo',
    pickTile: 'Escolha a quantidade de minas e aposte.',
    playing: 'Toque numa casa para procurar joias.',
    won: 'Você ganhou {win} ({multiplier}×)',
    maxWon: 'Ganho máximo! Você ganhou {win}',
    cleared: 'Tabuleiro limpo! Você ganhou {win}',
    busted: 'Boom! Era uma mina.',
    resumed: 'Sua rodada em andamento foi retomada.',
    roundOver: 'Esta rodada já terminou.',
    tileTaken: 'Esta casa já foi revelada.',
    nothingToCashOut: 'Revele uma joia antes de retirar.',
    maxWinBadge: 'Máx',
    rulesIntro:
      'O tabuleiro de 5×5 esconde de 1 a 24 minas, colocadas quando a rodada começa. Revele as casas uma a uma: cada joia aumenta o multiplicador; uma mina perde a aposta.',
    rulesPayout:
      'Retire a qualquer momento depois da primeira joia. O multiplicador é 0,99 dividido pela chance de achar essas joias seguidas, arredondado para baixo: retorno ao jogador de 99% em qualquer ponto de retirada abaixo do ganho máximo.',
    rulesMaxWin:
      'Ganho máximo: {max}× a aposta. A joia que alcança esse valor encerra a rodada e paga o máximo (ali o retorno fica abaixo de 99%); revelar todas as joias também encerra a rodada.',
    rulesAbandoned:
      'Conexão perdida? A rodada continua à sua espera. Uma rodada deixada aberta por 24 horas é retirada com as joias reveladas; sem nenhuma joia, a aposta é devolvida.',
    rulesFair:
      'As minas vêm das sementes da rodada; depois de trocar as sementes, confira qualquer rodada no painel Jogo justo.',
    tableFor: 'Pagamentos com',
    tableTiles: 'Joias',
    tableMultiplier: 'Multiplicador',
    tableChance: 'Chance',
    summaryCashed: '{mines} · {gems} · {multiplier}×',
    summaryBusted: '{mines} · mina na casa {tile}',
  },
  EN: {
    mines: 'Mines',
    oneMine: '1 mine',
    manyMines: '{n} mines',
    oneGem: '1 gem',
    manyGems: '{n} gems',
    fewerMines: 'Fewer mines',
    moreMines: 'More mines',
    multiplier: 'Multiplier',
    next: 'Next gem',
    cashOutValue: 'Cash out now',
    gemsLeft: '{gems} · {mines}',
    play: 'Bet',
    starting: 'Opening…',
    cashOut: 'Cash out {amount}',
    cashingOut: 'Cashing out…',
    randomTile: 'Random tile',
    tile: 'Tile {n}',
    gem: 'gem',
    mine: 'mine',
    loadingRound: 'Looking for your round…',
    loadFailed: 'The round could not be loaded.',
    retry: 'Try again',
    pickTile: 'Pick how many mines and place your bet.',
    playing: 'Tap a tile to look for gems.',
    won: 'You won {win} ({multiplier}x)',
    maxWon: 'Max win! You won {win}',
    cleared: 'Board cleared! You won {win}',
    busted: 'Boom! That was a mine.',
    resumed: 'Your round in progress was resumed.',
    roundOver: 'This round is already over.',
    tileTaken: 'That tile is already revealed.',
    nothingToCashOut: 'Reveal a gem before cashing out.',
    maxWinBadge: 'Max',
    rulesIntro:
      'The 5×5 board hides 1 to 24 mines, placed when the round starts. Reveal tiles one at a time: each gem raises the multiplier; a mine loses the bet.',
    rulesPayout:
      'Cash out at any time after the first gem. The multiplier is 0.99 divided by the chance of finding those gems in a row, rounded down: a 99% return to player at every cash-out point below the max win.',
    rulesMaxWin:
      'Max win: {max}x the bet. The gem that reaches it ends the round and pays the max (there the return is below 99%); revealing every gem ends the round too.',
    rulesAbandoned:
      'Lost your connection? The round waits for you. A round left open for 24 hours is cashed out with the gems revealed; with no gem revealed, the bet is returned.',
    rulesFair:
      "The mines come from the round's seeds; after changing seeds, check any round in the Provably fair panel.",
    tableFor: 'Payouts with',
    tableTiles: 'Gems',
    tableMultiplier: 'Multiplier',
    tableChance: 'Chance',
    summaryCashed: '{mines} · {gems} · {multiplier}x',
    summaryBusted: '{mines} · mine on tile {tile}',
  },
};
