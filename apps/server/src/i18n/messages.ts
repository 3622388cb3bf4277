import { formatCurrency, type LanguageCode, localeOf, type ResultCode } from '@ficha/contract';

/** The envelope's `message` for each code, in each language the platform speaks. */
const MESSAGES: Record<LanguageCode, Record<ResultCode, string>> = {
  PT: {
    OK: 'Sucesso',
    BAD_REQUEST: 'Os dados enviados são inválidos.',
    UNKNOWN_MERCHANT: 'Site desconhecido.',
    NOT_FOUND: 'O endereço solicitado não existe.',
    UNAUTHORIZED: 'Você não está conectado.',
    FORBIDDEN: 'Desculpe, esta conta não tem permissão ou a função está temporariamente indisponível.',
    RATE_LIMITED: 'Muitas solicitações. Aguarde um momento e tente novamente.',
    PAYLOAD_TOO_LARGE: 'Os dados enviados são grandes demais.',
    HEADERS_TOO_LARGE: 'Os cabeçalhos da solicitação são grandes demais.',
    MAINTENANCE: 'Sistema em atualização, tente novamente mais tarde.',
    REGION_RESTRICTED: 'Acesso bloqueado para o seu IP ou localização.',
    INTERNAL: 'Erro desconhecido. Tente novamente.',
    FIELD_INVALID: 'Verifique o campo destacado.',
    PASSWORD_MISMATCH: 'A confirmação não está correta.',
    AGE_NOT_CONFIRMED: 'Confirme que você tem a idade mínima para jogar.',
    USERNAME_TAKEN: 'Desculpe, o nome de usuário já existe.',
    MOBILE_TAKEN: 'Este número de celular já está cadastrado.',
    ID_NUMBER_TAKEN: 'Este CPF já está cadastrado.',
    INVALID_INVITATION_CODE: 'Código de convite inválido.',
    CAPTCHA_REQUIRED: 'Digite o código de verificação da imagem.',
    INVALID_CAPTCHA: 'Código de verificação incorreto.',
    SMS_CODE_INVALID: 'Código SMS incorreto.',
    SMS_CODE_EXPIRED: 'O código SMS expirou. Peça um novo código.',
    SMS_TOO_FREQUENT: 'Aguarde antes de pedir outro código.',
    SMS_DAILY_LIMIT: 'Limite de códigos SMS atingido. Tente novamente amanhã.',
    INVALID_CREDENTIALS: 'Usuário ou senha incorretos.',
    ACCOUNT_LOCKED: 'Muitas tentativas erradas. Acesso bloqueado por {minutes} minutos.',
    ACCOUNT_DISABLED: 'Desculpe, o usuário não existe ou está desativado.',
    NON_MEMBER_LOGIN: 'Conta que não é de membro não pode entrar.',
    METHOD_DISABLED: 'Desculpe, esta função está temporariamente indisponível.',
    ENCRYPTION_INVALID: 'Não foi possível ler os dados protegidos. Recarregue a página.',
    ENCRYPTION_STALE: 'A solicitação expirou. Verifique o relógio do aparelho e tente novamente.',
    ENCRYPTION_REPLAY: 'Esta solicitação já foi usada. Tente novamente.',
    SESSION_EXPIRED: 'A conta foi desconectada. Entre novamente.',
    FREE_REJECT: 'Entre com uma conta real para usar esta função.',
    WRONG_PASSWORD: 'A senha atual está incorreta.',
    SAME_PASSWORD: 'A nova senha e a senha antiga não podem ser iguais.',
    TRIAL_UNAVAILABLE: 'O modo de teste não está disponível agora.',
    INSUFFICIENT_FUNDS: 'Saldo insuficiente.',
    IDEMPOTENCY_CONFLICT: 'Esta operação já foi registrada com outros dados.',
    UNKNOWN_SESSION: 'Sessão de jogo desconhecida.',
    WRONG_CURRENCY: 'Moeda diferente da sessão de jogo.',
    BAD_SIGNATURE: 'Assinatura inválida para o método, o caminho, o horário e o corpo desta requisição.',
    UNKNOWN_BET: 'Aposta desconhecida.',
    BET_ROLLED_BACK: 'Esta aposta foi cancelada.',
    BET_SETTLED: 'Esta aposta já foi liquidada.',
    INVALID_AMOUNT: 'Valor inválido: use números com até 2 casas decimais.',
    AMOUNT_OUT_OF_RANGE: 'O valor deve estar entre {min} e {max}.',
    ORDER_CLOSED: 'Este pedido já foi concluído.',
    DAILY_LIMIT: 'Limite diário de saque atingido.',
    PAYMENT_PASSWORD_REQUIRED: 'Cadastre uma senha de pagamento antes de sacar.',
    WRONG_PAYMENT_PASSWORD: 'Senha de pagamento incorreta. Tentativas restantes: {left}.',
    CARD_NOT_OWNED: 'Conta de recebimento não encontrada.',
    GAME_NOT_FOUND: 'Jogo não encontrado.',
    PROVIDER_UNAVAILABLE: 'Este provedor de jogos não está disponível no momento.',
    FREE_PLAY_UNSUPPORTED: 'Este jogo não tem modo de demonstração.',
    BET_OUT_OF_LIMITS: 'A aposta deve ficar entre {min} e {max}.',
    ROUND_IN_PROGRESS: 'Termine a rodada em andamento antes de trocar as sementes.',
    ROUND_NOT_OPEN: 'Esta rodada já terminou.',
    INVALID_MOVE: 'Jogada inválida.',
    BETTING_CLOSED: 'As apostas desta rodada estão encerradas. Aposte na próxima.',
    TOO_MANY_BETS: 'No máximo {max} apostas por rodada.',
    // PIX gateway per merchant and reopening a charge (hardening)
    PIX_UNAVAILABLE: 'O depósito por PIX não está disponível neste site.',
    PIX_CHARGE_EXPIRED: 'Esta cobrança PIX expirou. Gere um novo PIX.',
    // operator login and second factor (hardening)
    LOGIN_BACKOFF: 'Muitas tentativas erradas. Tente de novo em {seconds} segundos.',
    TOTP_REQUIRED: 'Digite o código do seu aplicativo autenticador.',
    TOTP_INVALID: 'Código de verificação incorreto ou já usado.',
    TOTP_ENROLMENT_REQUIRED: 'Ative a verificação em duas etapas antes de usar a área do operador.',
    TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativa nesta conta.',
    TOTP_NOT_STARTED: 'Comece a ativação da verificação em duas etapas antes de confirmar.',
    // guessable secrets: payment-password lock, code attempts (hardening)
    PAYMENT_PASSWORD_LOCKED:
      'Senha de pagamento bloqueada após tentativas erradas. Tente de novo em {minutes} minutos ou redefina-a com um código por SMS ou e-mail.',
    SMS_CODE_TOO_MANY_ATTEMPTS: 'Código errado vezes demais. Peça um novo código.',
    // vendor wallet signature (hardening 4)
    SIGNATURE_EXPIRED: 'O horário da requisição (X-Timestamp) está fora da janela aceita.',
    // bonus terms (hardening 13)
    BONUS_MAX_BET: 'Com o bônus ativo, a aposta máxima é {maxBet}.',
    PROMOTION_NOT_ELIGIBLE:
      'Esta promoção não está disponível para sua conta: o bônus de boas-vindas é dado uma vez por pessoa, no primeiro depósito.',
    // concurrent requests (hardening)
    TRY_AGAIN: 'Outra operação da sua conta aconteceu ao mesmo tempo. Nada foi alterado; tente novamente.',
    // member account proof (hardening)
    EMAIL_CHANGE_PROOF_REQUIRED:
      'Para alterar o e-mail, digite sua senha de login atual ou o código enviado ao seu celular ou e-mail atual.',
  },
  EN: {
    OK: 'Success',
    BAD_REQUEST: 'The data sent is not valid.',
    UNKNOWN_MERCHANT: 'Unknown site.',
    NOT_FOUND: 'The requested url is empty.',
    UNAUTHORIZED: 'You are not logged in.',
    FORBIDDEN: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    PAYLOAD_TOO_LARGE: 'The data sent is too large.',
    HEADERS_TOO_LARGE: 'The request headers are too large.',
    MAINTENANCE: 'System upgrading, please try again later.',
    REGION_RESTRICTED: 'Access from your IP or location is blocked.',
    INTERNAL: 'Unknown error. Please try again.',
    FIELD_INVALID: 'Please check the highlighted field.',
    PASSWORD_MISMATCH: 'Confirmation is not correct.',
    AGE_NOT_CONFIRMED: 'Please confirm you are of the minimum age to play.',
    USERNAME_TAKEN: 'Sorry, the username already exists.',
    MOBILE_TAKEN: 'This mobile number is already registered.',
    ID_NUMBER_TAKEN: 'This ID number is already registered.',
    INVALID_INVITATION_CODE: 'Invalid invitation code.',
    CAPTCHA_REQUIRED: 'Enter the code shown in the image.',
    INVALID_CAPTCHA: 'Verification code error.',
    SMS_CODE_INVALID: 'Wrong SMS code.',
    SMS_CODE_EXPIRED: 'The SMS code has expired. Ask for a new code.',
    SMS_TOO_FREQUENT: 'Please wait before asking for another code.',
    SMS_DAILY_LIMIT: 'SMS code limit reached. Please try again tomorrow.',
    INVALID_CREDENTIALS: 'Wrong username or password.',
    ACCOUNT_LOCKED: 'Too many wrong attempts. Locked for {minutes} minutes.',
    ACCOUNT_DISABLED: 'Sorry, the user does not exist or is disabled.',
    NON_MEMBER_LOGIN: 'Non-member account unable to login.',
    METHOD_DISABLED: 'Sorry, this feature is temporarily unavailable.',
    ENCRYPTION_INVALID: 'The protected data could not be read. Please reload the page.',
    ENCRYPTION_STALE: 'The request expired. Check the device clock and try again.',
    ENCRYPTION_REPLAY: 'This request was already used. Please try again.',
    SESSION_EXPIRED: 'The account has been logged out, please log in again.',
    FREE_REJECT: 'Please login an actual account to use this function.',
    WRONG_PASSWORD: 'The current password is wrong.',
    SAME_PASSWORD: 'The new password and the old password cannot be the same.',
    TRIAL_UNAVAILABLE: 'Free play is not available right now.',
    INSUFFICIENT_FUNDS: 'Insufficient balance.',
    IDEMPOTENCY_CONFLICT: 'This operation was already recorded with other data.',
    UNKNOWN_SESSION: 'Unknown game session.',
    WRONG_CURRENCY: 'The currency differs from the game session.',
    BAD_SIGNATURE: "Bad signature for this request's method, path, timestamp and body.",
    UNKNOWN_BET: 'Unknown bet.',
    BET_ROLLED_BACK: 'This bet was rolled back.',
    BET_SETTLED: 'This bet is already settled.',
    INVALID_AMOUNT: 'Invalid amount: use digits with at most 2 decimals.',
    AMOUNT_OUT_OF_RANGE: 'The amount must be between {min} and {max}.',
    ORDER_CLOSED: 'This order is already closed.',
    DAILY_LIMIT: 'Daily withdrawal limit reached.',
    PAYMENT_PASSWORD_REQUIRED: 'Set a payment password before withdrawing.',
    WRONG_PAYMENT_PASSWORD: 'Wrong payment password. Attempts left: {left}.',
    CARD_NOT_OWNED: 'Payout account not found.',
    GAME_NOT_FOUND: 'Game not found.',
    PROVIDER_UNAVAILABLE: 'This game provider is not available at the moment.',
    FREE_PLAY_UNSUPPORTED: 'This game has no free-play mode.',
    BET_OUT_OF_LIMITS: 'The bet must be between {min} and {max}.',
    ROUND_IN_PROGRESS: 'Finish the round in progress before changing seeds.',
    ROUND_NOT_OPEN: 'This round is already over.',
    INVALID_MOVE: 'Invalid move.',
    BETTING_CLOSED: 'Bets are closed for this round. Bet on the next one.',
    TOO_MANY_BETS: 'At most {max} bets per round.',
    // PIX gateway per merchant and reopening a charge (hardening)
    PIX_UNAVAILABLE: 'PIX deposits are not available on this site.',
    PIX_CHARGE_EXPIRED: 'This PIX charge has expired. Create a new one.',
    // operator login and second factor (hardening)
    LOGIN_BACKOFF: 'Too many wrong attempts. Try again in {seconds} seconds.',
    TOTP_REQUIRED: 'Enter the code from your authenticator app.',
    TOTP_INVALID: 'Wrong or already used verification code.',
    TOTP_ENROLMENT_REQUIRED: 'Turn on two-step verification before using the operator area.',
    TOTP_ALREADY_ENABLED: 'Two-step verification is already on for this account.',
    TOTP_NOT_STARTED: 'Start turning on two-step verification before confirming it.',
    // guessable secrets: payment-password lock, code attempts (hardening)
    PAYMENT_PASSWORD_LOCKED:
      'Payment password locked after wrong attempts. Try again in {minutes} minutes or reset it with a code by SMS or e-mail.',
    SMS_CODE_TOO_MANY_ATTEMPTS: 'Too many wrong tries for this code. Ask for a new code.',
    // vendor wallet signature (hardening 4)
    SIGNATURE_EXPIRED: 'The request time (X-Timestamp) is outside the accepted window.',
    // bonus terms (hardening 13)
    BONUS_MAX_BET: 'While your bonus is active, the largest bet allowed is {maxBet}.',
    PROMOTION_NOT_ELIGIBLE:
      'This promotion is not available to your account: a welcome bonus is given once per person, on the first deposit.',
    // concurrent requests (hardening)
    TRY_AGAIN:
      'Another operation on your account happened at the same moment. Nothing was changed; please try again.',
    // member account proof (hardening)
    EMAIL_CHANGE_PROOF_REQUIRED:
      'To change the e-mail, enter your current login password or the code sent to your mobile number or current e-mail.',
  },
};

/**
 * An amount placed in a message: written as money in the reader's language when the message is
 * made ("entre R$ 20,00 e R$ 50.000,00"). `currency` is the amount's own (a game session's, play
 * money included); without it the merchant's currency of the request is used.
 */
export interface MoneyParam {
  money: string;
  currency?: string;
}

export type MessageParams = Record<string, string | number | MoneyParam>;

/** Marks a decimal amount ("20.00") as money for a message's {placeholder}. */
export function moneyParam(amount: string, currency?: string): MoneyParam {
  return currency === undefined ? { money: amount } : { money: amount, currency };
}

function paramText(param: string | number | MoneyParam, language: LanguageCode, currency: string): string {
  if (typeof param !== 'object') return String(param);
  return formatCurrency(param.money, { locale: localeOf(language), currency: param.currency ?? currency });
}

/**
 * The message for a code; {name} placeholders are filled from params, money params formatted in
 * the language and `currency` (the merchant's; empty writes the digits alone).
 */
export function messageFor(
  code: ResultCode,
  language: LanguageCode,
  params: MessageParams = {},
  currency = '',
): string {
  return MESSAGES[language][code].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = params[name];
    return param === undefined ? whole : paramText(param, language, currency);
  });
}
