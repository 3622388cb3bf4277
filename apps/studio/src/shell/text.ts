import type { LanguageCode } from '@ficha/contract';
import { useStudio } from './studio-context.tsx';

export type Texts<K extends string> = Record<LanguageCode, Record<K, string>>;

/** A game's or the shell's strings in the player's language, with {name} placeholders filled. */
export function useText<K extends string>(texts: Texts<K>) {
  const { language } = useStudio();
  const table = texts[language];
  return (key: K, params: Record<string, string | number> = {}) =>
    table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const SHELL_TEXT: Texts<
  | 'balance'
  | 'free'
  | 'real'
  | 'rules'
  | 'fairness'
  | 'fairnessTitle'
  | 'close'
  | 'loading'
  | 'retry'
  | 'noSession'
  | 'unknownGame'
  | 'stake'
  | 'half'
  | 'double'
  | 'min'
  | 'max'
  | 'rtp'
  | 'limits'
  | 'serverSeedHash'
  | 'clientSeed'
  | 'nonce'
  | 'rotate'
  | 'rotateHint'
  | 'revealed'
  | 'history'
  | 'noRounds'
  | 'realityTitle'
  | 'realityPlayed'
  | 'realityLost'
  | 'realityWon'
  | 'realityContinue'
  | 'realityStop'
  | 'realityStopped'
  | 'verify'
  | 'verified'
  | 'mismatch'
  | 'hidden'
  | 'stakeWin'
  | 'more'
  | 'howToVerify'
> = {
  PT: {
    balance: 'Saldo',
    free: 'Demonstração',
    real: 'Dinheiro real',
    rules: 'Regras',
    // The toolbar's button; the panel it opens carries the full term (hardening 18).
    fairness: 'Jogo justo',
    fairnessTitle: 'Jogo comprovadamente justo',
    close: 'Fechar',
    loading: 'Carregando o jogo…',
    retry: 'Tentar de novo',
    noSession: 'Sessão de jogo inválida. Feche e abra o jogo de novo pelo lobby.',
    unknownGame: 'Este jogo não está disponível.',
    stake: 'Aposta',
    half: '½',
    double: '2×',
    min: 'Mín',
    max: 'Máx',
    rtp: 'Retorno ao jogador (RTP): {rtp}%',
    limits: 'Aposta de {min} a {max}',
    serverSeedHash: 'Hash da semente do servidor',
    clientSeed: 'Sua semente',
    nonce: 'Nonce (rodadas com este par)',
    rotate: 'Trocar sementes e revelar',
    rotateHint:
      'A semente do servidor fica secreta; você vê o hash dela antes de jogar. Ao trocar, ela é revelada e você pode verificar cada rodada.',
    revealed: 'Semente revelada',
    history: 'Suas rodadas',
    noRounds: 'Nenhuma rodada ainda.',
    realityTitle: 'Lembrete de jogo',
    realityPlayed: 'Tempo de jogo nesta sessão: {minutes} min.',
    realityLost: 'Resultado nesta sessão: você perdeu {amount}.',
    realityWon: 'Resultado nesta sessão: você ganhou {amount}.',
    realityContinue: 'Continuar',
    realityStop: 'Parar de jogar',
    realityStopped: 'Sessão encerrada. Volte ao site para sair ou entrar de novo.',
    verify: 'Verificar',
    verified: 'Verificada: o resultado confere com as sementes.',
    mismatch: 'Não confere com as sementes!',
    hidden: 'Troque as sementes para verificar',
    stakeWin: 'Aposta {stake} · Ganho {win}',
    more: 'Mais rodadas',
    howToVerify:
      'Resultado = HMAC-SHA256(semente do servidor, "sua semente:nonce:cursor"). A verificação roda aqui no seu aparelho, sem ajuda do servidor.',
  },
  EN: {
    balance: 'Balance',
    free: 'Free play',
    real: 'Real money',
    rules: 'Rules',
    fairness: 'Provably fair',
    fairnessTitle: 'Provably fair',
    close: 'Close',
    loading: 'Loading the game…',
    retry: 'Try again',
    noSession: 'Invalid game session. Close and open the game again from the lobby.',
    unknownGame: 'This game is not available.',
    stake: 'Bet',
    half: '½',
    double: '2×',
    min: 'Min',
    max: 'Max',
    rtp: 'Return to player (RTP): {rtp}%',
    limits: 'Bet from {min} to {max}',
    serverSeedHash: 'Server seed hash',
    clientSeed: 'Your seed',
    nonce: 'Nonce (rounds with this pair)',
    rotate: 'Change seeds and reveal',
    rotateHint:
      'The server seed stays secret; you see its hash before you play. Changing it reveals it, and you can verify every round.',
    revealed: 'Revealed seed',
    history: 'Your rounds',
    noRounds: 'No rounds yet.',
    realityTitle: 'Reality check',
    realityPlayed: 'Time played in this session: {minutes} min.',
    realityLost: 'Result in this session: you lost {amount}.',
    realityWon: 'Result in this session: you are up {amount}.',
    realityContinue: 'Continue',
    realityStop: 'Stop playing',
    realityStopped: 'Session ended. Go back to the site to leave or sign in again.',
    verify: 'Verify',
    verified: 'Verified: the result matches the seeds.',
    mismatch: 'Does not match the seeds!',
    hidden: 'Change seeds to verify',
    stakeWin: 'Bet {stake} · Win {win}',
    more: 'More rounds',
    howToVerify:
      'Result = HMAC-SHA256(server seed, "your seed:nonce:cursor"). Verification runs here on your device, with no help from the server.',
  },
};
