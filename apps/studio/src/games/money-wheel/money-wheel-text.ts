import type { ChainFairnessKey } from '../../shared-rounds/chain-fairness.tsx';
import type { Texts } from '../../shell/text.ts';

export const MONEY_WHEEL_TEXT: Texts<
  | ChainFairnessKey
  | 'connecting'
  | 'reconnecting'
  | 'phaseBetting'
  | 'phaseClosed'
  | 'phaseSpinning'
  | 'phaseResult'
  | 'phaseWaiting'
  | 'seconds'
  | 'nextIn'
  | 'pays'
  | 'betOn'
  | 'chips'
  | 'chip'
  | 'undo'
  | 'clear'
  | 'place'
  | 'pickLabel'
  | 'sending'
  | 'overMax'
  | 'tooMany'
  | 'closedNow'
  | 'lostBet'
  | 'landed'
  | 'won'
  | 'lost'
  | 'refunded'
  | 'paying'
  | 'boost'
  | 'boostOn'
  | 'noBoost'
  | 'history'
  | 'betsTitle'
  | 'betsCount'
  | 'betsOne'
  | 'noBets'
  | 'winners'
  | 'noWinners'
  | 'you'
  | 'demo'
  | 'rulesIntro'
  | 'rulesRound'
  | 'rulesBets'
  | 'rulesTable'
  | 'colLabel'
  | 'colSegments'
  | 'colChance'
  | 'colPays'
  | 'colBoosts'
  | 'colRtp'
  | 'rulesBoostTitle'
  | 'rulesBoost'
  | 'colPositions'
  | 'colFactor'
  | 'colBoostedPays'
  | 'noBoostRow'
  | 'rulesRtp'
  | 'rulesFair'
  | 'roundLine'
  | 'roundHash'
  | 'verify'
  | 'verifying'
  | 'verified'
  | 'mismatch'
  | 'checkLink'
  | 'checkResult'
  | 'checkTerminal'
> = {
  PT: {
    connecting: 'Conectando à mesa…',
    reconnecting: 'Conexão perdida. Reconectando…',
    phaseBetting: 'Apostas abertas',
    phaseClosed: 'Apostas encerradas',
    phaseSpinning: 'Girando…',
    phaseResult: 'Resultado',
    phaseWaiting: 'Aguardando a próxima rodada…',
    seconds: '{s} s',
    nextIn: 'Próxima rodada em {s} s',
    pays: 'paga {odds}:1',
    betOn: 'Apostar no {label}',
    chips: 'Ficha',
    chip: 'Ficha de {amount}',
    undo: 'Desfazer',
    clear: 'Limpar',
    place: 'Apostar {amount}',
    pickLabel: 'Escolha um número',
    sending: 'Enviando…',
    overMax: 'No máximo {max} por aposta.',
    tooMany: 'No máximo {max} apostas por rodada.',
    closedNow: 'As apostas estão encerradas. Suas fichas ficam para a próxima rodada.',
    lostBet: 'Uma aposta não chegou a tempo. As fichas voltaram ao tabuleiro.',
    landed: 'Deu {label}!',
    won: 'Você ganhou {win}',
    lost: 'Não foi desta vez',
    refunded: 'Aposta devolvida: a rodada não aconteceu',
    paying: 'Pagando…',
    boost: 'Bônus',
    boostOn: 'Bônus: {label} paga {odds}:1',
    noBoost: 'Sem bônus nesta rodada',
    history: 'Últimos resultados',
    betsTitle: 'Apostas da rodada',
    betsCount: '{n} apostas',
    betsOne: '1 aposta',
    noBets: 'Ninguém apostou ainda nesta rodada.',
    winners: 'Ganhadores',
    noWinners: 'Ninguém apostou no {label}.',
    you: 'você',
    demo: 'demo',
    rulesIntro:
      'A roda tem 54 casas com os números 1, 2, 5, 10, 20 e 40 e gira para todos os jogadores ao mesmo tempo. Aposte em um ou mais números enquanto as apostas estão abertas: se a roda parar no seu número, você recebe a aposta de volta mais o número vezes a aposta (40 paga 40 para 1).',
    rulesRound:
      'Cada rodada começa com a contagem das apostas; quando ela acaba as apostas fecham, a roda gira e para no resultado, o mesmo para todos, e a próxima rodada abre logo depois.',
    rulesBets:
      'Escolha uma ficha e toque nos números; Desfazer e Limpar tiram fichas ainda não enviadas, e Apostar as envia. Até {max} apostas por rodada, cada uma de {min} a {maxBet}. Fichas que não foram enviadas a tempo ficam para a próxima rodada.',
    rulesTable: 'Números, casas e pagamentos',
    colLabel: 'Número',
    colSegments: 'Casas',
    colChance: 'Chance',
    colPays: 'Paga',
    colBoosts: 'Bônus',
    colRtp: 'RTP',
    rulesBoostTitle: 'Bônus',
    rulesBoost:
      'No mesmo giro, o carretel de bônus acima da roda para em uma de 25 posições, todas igualmente prováveis. A maioria multiplica o pagamento de um número: com 40 ×2, o 40 paga 80 para 1. O bônus só vale se a roda parar nesse número; 3 posições não dão bônus.',
    colPositions: 'Posições',
    colFactor: 'Fator',
    colBoostedPays: 'Paga com bônus',
    noBoostRow: 'Sem bônus',
    rulesRtp:
      'O RTP de cada aposta é calculado exatamente das casas da roda e das posições do carretel: chance × (1 + número × fator médio).',
    rulesFair:
      'Cada resultado sai de uma cadeia de hashes publicada antes das rodadas; confira qualquer rodada no painel Jogo justo.',
    fairIntro:
      'Os resultados vêm de uma cadeia de hashes SHA-256 feita antes das rodadas. Só o último hash, o terminal, é publicado antes; cada rodada usa o hash anterior da cadeia, que ninguém pode prever nem trocar sem quebrar a cadeia.',
    terminalHash: 'Hash terminal da cadeia',
    salt: 'Sal da cadeia',
    chainLength: 'Rodadas na cadeia',
    fairFormula:
      'Verificar uma rodada: SHA-256 do hash dela deve dar o hash da rodada anterior (ou o terminal, na primeira); a casa e o bônus saem de HMAC-SHA256(hash, "sal:0:cursor"). Tudo roda aqui no seu aparelho, sem ajuda do servidor.',
    fairRounds: 'Rodadas recentes',
    roundLine: 'Rodada {id} · nº {n} da cadeia',
    roundHash: 'Hash',
    verify: 'Verificar',
    verifying: 'Verificando…',
    verified: '✓ Rodada verificada',
    mismatch: '✗ Não confere!',
    checkLink: 'SHA-256 do hash dá o hash da rodada anterior',
    checkResult: 'Casa {segment} ({label}) e bônus saem do hash e do sal',
    checkTerminal: 'Após {n} SHA-256 o hash chega ao hash terminal',
    noRounds: 'Nenhuma rodada terminou ainda.',
    loading: 'Carregando…',
    more: 'Mais rodadas',
  },
  EN: {
    connecting: 'Joining the table…',
    reconnecting: 'Connection lost. Reconnecting…',
    phaseBetting: 'Bets open',
    phaseClosed: 'Bets closed',
    phaseSpinning: 'Spinning…',
    phaseResult: 'Result',
    phaseWaiting: 'Waiting for the next round…',
    seconds: '{s} s',
    nextIn: 'Next round in {s} s',
    pays: 'pays {odds}:1',
    betOn: 'Bet on {label}',
    chips: 'Chip',
    chip: 'Chip of {amount}',
    undo: 'Undo',
    clear: 'Clear',
    place: 'Bet {amount}',
    pickLabel: 'Pick a number',
    sending: 'Sending…',
    overMax: 'At most {max} per bet.',
    tooMany: 'At most {max} bets per round.',
    closedNow: 'Bets are closed. Your chips stay for the next round.',
    lostBet: 'A bet did not arrive in time. Its chips are back on the board.',
    landed: '{label} wins!',
    won: 'You won {win}',
    lost: 'Not this time',
    refunded: 'Bet refunded: the round did not run',
    paying: 'Paying…',
    boost: 'Boost',
    boostOn: 'Boost: {label} pays {odds}:1',
    noBoost: 'No boost this round',
    history: 'Last results',
    betsTitle: 'Bets this round',
    betsCount: '{n} bets',
    betsOne: '1 bet',
    noBets: 'Nobody has bet this round yet.',
    winners: 'Winners',
    noWinners: 'Nobody bet on {label}.',
    you: 'you',
    demo: 'demo',
    rulesIntro:
      'The wheel has 54 segments showing 1, 2, 5, 10, 20 and 40, and spins for every player at once. Bet on one or more numbers while bets are open: if the wheel stops on your number you get your bet back plus the number times your bet (40 pays 40 to 1).',
    rulesRound:
      'Each round starts with the betting countdown; when it ends bets close, the wheel spins and stops on the result, the same for everyone, and the next round opens soon after.',
    rulesBets:
      'Pick a chip and tap the numbers; Undo and Clear remove chips not sent yet, and Bet sends them. Up to {max} bets per round, each from {min} to {maxBet}. Chips not sent in time stay for the next round.',
    rulesTable: 'Numbers, segments and pays',
    colLabel: 'Number',
    colSegments: 'Segments',
    colChance: 'Chance',
    colPays: 'Pays',
    colBoosts: 'Boosts',
    colRtp: 'RTP',
    rulesBoostTitle: 'Boost',
    rulesBoost:
      'In the same spin the boost reel above the wheel stops on one of 25 positions, all equally likely. Most multiply one number’s pay: with 40 ×2, 40 pays 80 to 1. A boost counts only if the wheel stops on that number; 3 positions boost nothing.',
    colPositions: 'Positions',
    colFactor: 'Factor',
    colBoostedPays: 'Boosted pay',
    noBoostRow: 'No boost',
    rulesRtp:
      'Each bet’s RTP is exact, from the wheel’s segments and the reel’s positions: chance × (1 + number × mean factor).',
    rulesFair:
      'Every result comes from a hash chain published before the rounds; check any round in the Provably fair panel.',
    fairIntro:
      'Results come from a SHA-256 hash chain made before the rounds. Only its last hash, the terminal hash, is published first; each round uses the chain’s previous hash, which nobody can predict or change without breaking the chain.',
    terminalHash: 'Chain terminal hash',
    salt: 'Chain salt',
    chainLength: 'Rounds in the chain',
    fairFormula:
      'Verifying a round: the SHA-256 of its hash must give the previous round’s hash (or the terminal hash, for the first); the segment and the boost come from HMAC-SHA256(hash, "salt:0:cursor"). It all runs here on your device, with no help from the server.',
    fairRounds: 'Recent rounds',
    roundLine: 'Round {id} · no. {n} of the chain',
    roundHash: 'Hash',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: '✓ Round verified',
    mismatch: '✗ Does not match!',
    checkLink: 'SHA-256 of the hash gives the previous round’s hash',
    checkResult: 'Segment {segment} ({label}) and boost follow from hash and salt',
    checkTerminal: 'After {n} SHA-256 the hash reaches the terminal hash',
    noRounds: 'No round has ended yet.',
    loading: 'Loading…',
    more: 'More rounds',
  },
};
