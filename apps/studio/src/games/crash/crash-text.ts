import type { ChainFairnessKey } from '../../shared-rounds/chain-fairness.tsx';
import type { Texts } from '../../shell/text.ts';

/** Crash's words; the chain fairness panel's are among them. */
export type CrashTextKey =
  | ChainFairnessKey
  | 'connecting'
  | 'reconnecting'
  | 'bettingOpen'
  | 'takeOffIn'
  | 'seconds'
  | 'busted'
  | 'nextRoundIn'
  | 'waiting'
  | 'bet'
  | 'betNext'
  | 'betPlaced'
  | 'cancelQueued'
  | 'sending'
  | 'cashOut'
  | 'cashingOut'
  | 'autoCashOut'
  | 'autoAt'
  | 'autoInvalid'
  | 'stakeInvalid'
  | 'ticketQueued'
  | 'ticketSending'
  | 'ticketPlaced'
  | 'ticketPlacedAuto'
  | 'ticketFlying'
  | 'ticketCashed'
  | 'ticketLost'
  | 'ticketRolledBack'
  | 'ticketNotPlaced'
  | 'ticketUnsure'
  | 'liveBets'
  | 'noBets'
  | 'you'
  | 'history'
  | 'fairChain'
  | 'fairRound'
  | 'hash'
  | 'verify'
  | 'verifying'
  | 'verified'
  | 'mismatch'
  | 'checkLink'
  | 'checkNeighbour'
  | 'checkCrash'
  | 'checkTerminal'
  | 'rulesIntro'
  | 'rulesCashOut'
  | 'rulesAuto'
  | 'rulesNextRound'
  | 'rulesEdge'
  | 'rulesTarget'
  | 'rulesChance'
  | 'rulesMax'
  | 'rulesConnection'
  | 'rulesFair';

export const CRASH_TEXT: Texts<CrashTextKey> = {
  PT: {
    connecting: 'Conectando à rodada ao vivo…',
    reconnecting: 'Conexão perdida. Reconectando…',
    bettingOpen: 'Apostas abertas',
    takeOffIn: 'Decola em',
    seconds: '{s} s',
    busted: 'Explodiu',
    nextRoundIn: 'Próxima rodada em {s} s',
    waiting: 'Aguardando a próxima rodada…',
    bet: 'Apostar',
    betNext: 'Apostar na próxima',
    betPlaced: 'Aposta feita ✓',
    cancelQueued: 'Cancelar aposta da próxima rodada',
    sending: 'Enviando aposta…',
    cashOut: 'Sacar',
    cashingOut: 'Sacando…',
    autoCashOut: 'Saque automático',
    autoAt: 'Sacar em (×)',
    autoInvalid: 'O saque automático vai de 1,01× a 10.000,00×.',
    stakeInvalid: 'Aposta de {min} a {max}.',
    ticketQueued: 'Sua aposta de {amount} entra na próxima rodada.',
    ticketSending: 'Enviando sua aposta de {amount}…',
    ticketPlaced: 'Aposta de {amount} feita. Boa viagem!',
    ticketPlacedAuto: 'Aposta de {amount} feita, saque automático em {at}.',
    ticketFlying: 'Sua aposta de {amount} está voando: saque antes de explodir!',
    ticketCashed: 'Você sacou em {at}: ganhou {win}',
    ticketLost: 'Explodiu antes do saque: a aposta de {amount} perdeu.',
    ticketRolledBack: 'A rodada não aconteceu: a aposta de {amount} voltou ao saldo.',
    ticketNotPlaced: 'A aposta de {amount} não chegou a ser feita.',
    ticketUnsure: 'A conexão caiu: conferindo a aposta de {amount}…',
    liveBets: 'Apostas da rodada',
    noBets: 'Nenhuma aposta nesta rodada ainda.',
    you: 'você',
    history: 'Últimas rodadas',
    noRounds: 'Nenhuma rodada terminou ainda.',
    fairIntro:
      'Todos os resultados vêm de uma cadeia de hashes publicada antes do jogo: cada rodada usa um hash cujo SHA-256 é o hash da rodada anterior. O servidor não pode mudar uma rodada futura sem quebrar a cadeia.',
    fairChain: 'Compromisso da cadeia',
    terminalHash: 'Hash final (publicado antes da 1ª rodada)',
    salt: 'Sal',
    chainLength: 'Rodadas na cadeia',
    fairFormula:
      'Ponto de explosão: X = primeiros 52 bits de HMAC-SHA256(chave = sal, mensagem = bytes do hash) ÷ 2^52; resultado = piso(99 ÷ (1 − X)) ÷ 100, no mínimo 1,00×. A verificação roda aqui no seu aparelho, sem ajuda do servidor.',
    fairRounds: 'Rodadas encerradas',
    fairRound: 'Rodada {round} · {n}ª da cadeia',
    hash: 'Hash',
    verify: 'Verificar',
    verifying: 'Verificando…',
    verified: 'Verificada: a rodada confere com a cadeia.',
    mismatch: 'Não confere!',
    checkLink: 'SHA-256(hash) = hash da rodada anterior',
    checkNeighbour: 'igual ao hash publicado da rodada anterior',
    checkCrash: 'HMAC-SHA256(sal, hash) dá {at}',
    checkTerminal: '{n} × SHA-256 chegam ao hash final',
    more: 'Mais rodadas',
    loading: 'Carregando…',
    rulesIntro:
      'Aposte enquanto as apostas estão abertas. Quando o foguete decola, o multiplicador sobe de 1,00× e pode explodir a qualquer momento. Todos os jogadores veem a mesma rodada.',
    rulesCashOut:
      'Toque em Sacar antes da explosão para receber a aposta vezes o multiplicador mostrado. Se explodir antes, a aposta é perdida.',
    rulesAuto:
      'Saque automático: escolha um multiplicador (1,01× a 10.000,00×). Se o foguete chegar nele, você saca exatamente nesse valor, mesmo sem conexão. Se sacar à mão depois de passar o alvo, recebe o alvo.',
    rulesNextRound:
      'Com uma rodada em andamento, o botão Apostar guarda sua aposta para a próxima rodada; dá para cancelar até ela abrir.',
    rulesEdge:
      'A vantagem da casa é de 1%: a chance de o foguete passar de um multiplicador m é 99% ÷ m, então o retorno ao jogador (RTP) é 99% em qualquer estratégia de saque.',
    rulesTarget: 'Alvo',
    rulesChance: 'Chance de chegar',
    rulesMax:
      'Cerca de 1% das rodadas explode em 1,00×, antes de qualquer saque. Não há teto: o foguete pode subir muito, e o saque à mão vale em qualquer altura.',
    rulesConnection:
      'Se sua conexão cair, a aposta continua na rodada; o saque automático vale e o saldo é atualizado ao reconectar.',
    rulesFair:
      'O resultado de cada rodada já está fixado pela cadeia de hashes publicada; confira qualquer rodada no painel Jogo justo.',
  },
  EN: {
    connecting: 'Connecting to the live round…',
    reconnecting: 'Connection lost. Reconnecting…',
    bettingOpen: 'Place your bets',
    takeOffIn: 'Lift-off in',
    seconds: '{s} s',
    busted: 'Busted',
    nextRoundIn: 'Next round in {s} s',
    waiting: 'Waiting for the next round…',
    bet: 'Bet',
    betNext: 'Bet next round',
    betPlaced: 'Bet placed ✓',
    cancelQueued: 'Cancel next-round bet',
    sending: 'Placing bet…',
    cashOut: 'Cash out',
    cashingOut: 'Cashing out…',
    autoCashOut: 'Auto cash-out',
    autoAt: 'Cash out at (×)',
    autoInvalid: 'Auto cash-out goes from 1.01x to 10,000.00x.',
    stakeInvalid: 'Bet from {min} to {max}.',
    ticketQueued: 'Your {amount} bet goes into the next round.',
    ticketSending: 'Placing your {amount} bet…',
    ticketPlaced: 'Bet of {amount} placed. Have a good flight!',
    ticketPlacedAuto: 'Bet of {amount} placed, auto cash-out at {at}.',
    ticketFlying: 'Your {amount} bet is flying: cash out before it busts!',
    ticketCashed: 'You cashed out at {at}: won {win}',
    ticketLost: 'Busted before you cashed out: the {amount} bet lost.',
    ticketRolledBack: 'The round never ran: your {amount} bet went back to your balance.',
    ticketNotPlaced: 'The {amount} bet was not placed.',
    ticketUnsure: 'Connection lost: checking your {amount} bet…',
    liveBets: 'Bets this round',
    noBets: 'No bets in this round yet.',
    you: 'you',
    history: 'Last rounds',
    noRounds: 'No round has ended yet.',
    fairIntro:
      "Every result comes from a hash chain published before play: each round uses a hash whose SHA-256 is the previous round's hash. The server cannot change a future round without breaking the chain.",
    fairChain: 'Chain commitment',
    terminalHash: 'Terminal hash (published before round 1)',
    salt: 'Salt',
    chainLength: 'Rounds in the chain',
    fairFormula:
      'Crash point: X = first 52 bits of HMAC-SHA256(key = salt, message = hash bytes) ÷ 2^52; result = floor(99 ÷ (1 − X)) ÷ 100, at least 1.00x. Verification runs here on your device, with no help from the server.',
    fairRounds: 'Ended rounds',
    fairRound: 'Round {round} · #{n} of the chain',
    hash: 'Hash',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: 'Verified: the round matches the chain.',
    mismatch: 'Does not match!',
    checkLink: "SHA-256(hash) = the previous round's hash",
    checkNeighbour: "equal to the previous round's published hash",
    checkCrash: 'HMAC-SHA256(salt, hash) gives {at}',
    checkTerminal: '{n} × SHA-256 reach the terminal hash',
    more: 'More rounds',
    loading: 'Loading…',
    rulesIntro:
      'Bet while bets are open. When the rocket lifts off the multiplier climbs from 1.00x and may bust at any moment. Every player sees the same round.',
    rulesCashOut:
      'Tap Cash out before it busts to get your bet times the multiplier shown. If it busts first, the bet is lost.',
    rulesAuto:
      'Auto cash-out: pick a multiplier (1.01x to 10,000.00x). If the rocket reaches it you cash out at exactly that value, even offline. Cashing out by hand after the target was passed pays the target.',
    rulesNextRound:
      'While a round is flying, Bet keeps your bet for the next round; you can cancel it until that round opens.',
    rulesEdge:
      'The house edge is 1%: the chance the rocket passes a multiplier m is 99% ÷ m, so the return to player (RTP) is 99% whatever your cash-out strategy.',
    rulesTarget: 'Target',
    rulesChance: 'Chance to reach it',
    rulesMax:
      'About 1% of rounds bust at 1.00x, before any cash-out. There is no ceiling: the rocket may climb very high, and a hand cash-out counts at any height.',
    rulesConnection:
      'If your connection drops the bet stays in the round; the auto cash-out still works and your balance updates when you reconnect.',
    rulesFair:
      "Each round's result is already fixed by the published hash chain; check any round in the Provably fair panel.",
  },
};
