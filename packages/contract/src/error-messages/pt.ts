import type { ErrorMessages } from './types.ts';

/** Portuguese (Brazil), the default language. */
export const PT_ERROR_MESSAGES: ErrorMessages = {
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
  USERNAME_TAKEN: 'Desculpe, o nome de usuário já existe',
  MOBILE_TAKEN: 'Este número de celular já está cadastrado.',
  ID_NUMBER_TAKEN: 'Este CPF já está cadastrado.',
  INVALID_INVITATION_CODE: 'Código de convite inválido.',
  INVITATION_CODE_EXPIRED: 'Este link de convite expirou ou foi desativado. Peça um novo.',
  NOT_AGENT: 'Somente agentes podem usar isto.',
  AGENT_REBATE_ABOVE_UPLINE:
    'O rebate de um subordinado não pode ser maior que a sua taxa para esse tipo de jogo.',
  AGENT_REBATE_QUOTA_FULL: 'Você não tem mais cota para dar essa taxa de rebate a outro subordinado.',
  AGENT_CONTRACT_TIERS_OVERLAP:
    'As faixas do contrato se sobrepõem: cada faixa deve exigir mais volume e pelo menos tantos jogadores ativos, e pagar mais, que a anterior.',
  AGENT_NOT_IN_TEAM: 'Este membro não faz parte da sua equipe.',
  AGENT_CONTRACT_PENDING: 'Um contrato deste tipo já está aguardando a resposta deste agente.',
  AGENT_CONTRACT_NOT_PENDING: 'Este contrato não está mais aguardando resposta.',
  AGENT_RUN_PERIOD_OPEN: 'Este período ainda não terminou: ele pode ser liquidado quando acabar.',
  AFFILIATE_CODE_LIMIT: 'Você já tem o máximo de links de convite. Desative um antes.',
  TRANSFER_TARGET_INVALID: 'O agente que receberia não é um agente ativo deste site.',
  TRANSFER_CYCLE: 'Um membro não pode ser movido para baixo de si mesmo nem de um dos seus subordinados.',
  AGENT_TRANSFER_OFF: 'Transferências para subordinados não estão disponíveis neste site.',
  CAPTCHA_REQUIRED: 'Digite o código de verificação da imagem.',
  INVALID_CAPTCHA: 'Código de verificação incorreto.',
  SMS_CODE_INVALID: 'Erro no código de verificação',
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
  FREE_REJECT: 'Por favor, entre com uma conta real para usar esta função.',
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
  FEEDBACK_ANSWERED: 'Este feedback já foi respondido.',
  DAILY_LIMIT: 'Limite diário de saque atingido.',
  PAYMENT_PASSWORD_REQUIRED: 'Cadastre uma senha de pagamento antes de sacar.',
  WRONG_PAYMENT_PASSWORD: 'Senha de pagamento incorreta. Tentativas restantes: {left}.',
  CARD_NOT_OWNED: 'Conta de recebimento não encontrada.',
  GAME_NOT_FOUND: 'Jogo não encontrado.',
  PROVIDER_UNAVAILABLE: 'Este provedor de jogos não está disponível no momento.',
  GAME_DISABLED: 'Este jogo não está disponível neste site no momento.',
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
  // back office (issue 15)
  OWN_REQUEST:
    'Um segundo membro da equipe precisa decidir este pedido: você não pode aprovar nem rejeitar o seu próprio.',
  STAFF_SELF_CHANGE:
    'Você não pode alterar sua própria função, operadores ou acesso. Peça a outro administrador.',
  EDIT_CONFLICT:
    'Alguém alterou este registro depois que você o abriu. Recarregue e faça sua alteração novamente.',
  IMAGE_REFUSED: 'Este arquivo não é uma imagem PNG, JPEG, WebP ou GIF. Escolha um arquivo de imagem.',
  IMAGE_TOO_LARGE: 'A imagem tem mais de 1 MB. Escolha uma imagem menor.',
  HOST_TAKEN: 'O domínio {host} já pertence a outro operador.',
  MERCHANT_CODE_TAKEN: 'Já existe um operador com o código {code}.',
  IMAGE_INVALID: 'O arquivo não é uma imagem PNG, JPEG, WebP ou GIF de até 512 KB.',
  SANDBOX_DEMO_ONLY:
    'O gateway PIX sandbox confirma pagamentos que nenhum banco fez: só um operador marcado como site de demonstração pode usá-lo.',
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
  // promotions and grants (issue 18)
  PROMOTION_NOT_ALLOWED: 'Este tipo de promoção não é oferecido onde este site é licenciado.',
  PROMOTION_CLOSED: 'Esta promoção não está valendo agora: ainda não começou, já terminou ou está pausada.',
  PROMOTION_AUDIENCE: 'Esta promoção é para outro grupo de jogadores.',
  PROMOTION_ALREADY_CLAIMED: 'Você já recebeu esta recompensa.',
  PROMOTION_NOT_READY: 'Ainda não há nada para resgatar: a meta da recompensa não foi alcançada.',
  COMMENT_IMAGE_INVALID: 'As imagens devem ser PNG ou JPG de até 5 MB, no máximo três.',
  // concurrent requests (hardening)
  TRY_AGAIN: 'Outra operação da sua conta aconteceu ao mesmo tempo. Nada foi alterado; tente novamente.',
  // member account proof (hardening)
  EMAIL_CHANGE_PROOF_REQUIRED:
    'Para alterar o e-mail, digite sua senha de login atual ou o código enviado ao seu celular ou e-mail atual.',
  // lottery (issue 14)
  LOTTERY_SUSPENDED: 'Esta loteria está suspensa no momento. Seus bilhetes em aberto continuam válidos.',
  INVALID_PICK: 'Essa escolha não é válida para esta aposta: {betType} {pick}.',
  PICK_LIMIT_REACHED: 'Este sorteio não aceita mais apostas em {pick}. Escolha outro número ou aposte menos.',
  PERIOD_STAKE_LIMIT: 'Você pode apostar no máximo {max} em um sorteio.',
  PERIOD_DRAWN: 'Este sorteio já foi realizado: o resultado vale e ele não pode mais ser anulado.',
  ODDS_OUT_OF_BOUNDS: 'As odds {odds} para {betType} devem devolver entre {min} e {max} de cada aposta.',
  // live chat (issue 16)
  CHAT_UNAVAILABLE: 'O chat ao vivo não está disponível neste site.',
  CHAT_MESSAGE_EMPTY: 'Escreva uma mensagem antes de enviar.',
  CHAT_MESSAGE_TOO_LONG: 'Uma mensagem pode ter no máximo {max} caracteres.',
  CHAT_IMAGE_INVALID: 'Só é possível enviar imagens PNG ou JPG.',
  CHAT_IMAGE_TOO_LARGE: 'A imagem é grande demais: no máximo {max} MB.',
  NO_CONTACT: 'Este jogador não tem {channel} para receber uma nova senha. Escolha o outro canal.',
  GATEWAY_UNKNOWN: 'Este servidor não tem um gateway de pagamento chamado {name}.',
  // jogo responsável (issue 19)
  RG_DEPOSIT_LIMIT:
    'Este depósito passaria do seu limite de depósito de {limit} por {period}. Você ainda pode depositar {left}.',
  RG_LOSS_LIMIT:
    'Esta aposta poderia passar do seu limite de perda de {limit} por {period}. Você ainda pode arriscar {left}.',
  RG_WAGER_LIMIT:
    'Esta aposta passaria do seu limite de apostas de {limit} por {period}. Você ainda pode apostar {left}.',
  RG_SESSION_LIMIT:
    'Você atingiu seu limite de tempo de sessão de {minutes} minutos. Esta sessão terminou: faça uma pausa.',
  RG_LIMIT_INVALID: 'O limite deve ser um valor positivo de no máximo {max}. Nada foi alterado.',
  RG_COOLING_OFF:
    'Um limite aumentado ou removido aguarda o período de reflexão, até {from}. Nada foi alterado.',
  RG_TIMED_OUT: 'Você está em uma pausa até {until}. Até lá não é possível entrar, apostar ou depositar.',
  RG_SELF_EXCLUDED:
    'Você se autoexcluiu do jogo até {until}. Até lá não é possível entrar, apostar ou depositar.',
  RG_SELF_EXCLUDED_INDEFINITE:
    'Você se autoexcluiu do jogo: a conta fica fechada até que um pedido de reabertura seja atendido. Não é possível entrar, apostar ou depositar.',
  RG_REGISTER_EXCLUDED: 'Este CPF está no cadastro de autoexclusão: a conta não pode ser aberta nem usada.',
  RG_REOPEN_NOT_YET: 'Sua autoexclusão só pode ser encerrada a pedido a partir de {from}.',
  // verificação de identidade (issue 19 parte 4)
  KYC_WITHDRAWAL_HELD:
    'Verifique sua identidade antes do primeiro saque: envie seus documentos em Verificação de identidade.',
  KYC_ACTIVATION_HELD:
    'Sua conta só é ativada depois da verificação de identidade: envie seus documentos em Verificação de identidade para depositar e apostar.',
  KYC_FILE_INVALID: 'Envie uma foto PNG ou JPG, ou um PDF (a selfie só em PNG ou JPG). Nada foi alterado.',
  KYC_FILE_TOO_LARGE: 'O arquivo é grande demais: no máximo {max} MB. Nada foi alterado.',
  KYC_DOCUMENTS_MISSING: 'Envie a frente e o verso do documento e uma selfie antes de pedir a verificação.',
  KYC_UNDERAGE: 'Só maiores de {age} anos podem jogar: a data de nascimento informada não permite.',
  KYC_CLOSED: 'Sua verificação já foi enviada ou decidida: não é possível alterá-la agora.',
  KYC_NOT_PENDING: 'Esta verificação não está aguardando análise (situação: {status}).',
  PAYOUT_NOT_OWN_CPF:
    'Saques só vão para uma conta no seu próprio CPF. Cadastre uma chave PIX do tipo CPF com o seu CPF.',
  PAYOUT_KEY_OWNER_UNCONFIRMED:
    'Não foi possível confirmar que esta chave PIX é sua: saques só vão para chaves no seu nome e CPF. Use o seu CPF como chave, ou uma chave registrada no seu nome.',
  // promotion comments (issue 18 part 2)
  COMMENT_TEXT_INVALID: 'O comentário deve ter de 1 a {max} caracteres. Nada foi enviado.',
  COMMENT_TOO_MANY_IMAGES: 'No máximo {max} imagens por comentário. Nada foi enviado.',
  COMMENT_IMAGE_TOO_LARGE: 'Cada imagem pode ter no máximo {max} MB. Nada foi enviado.',
  COMMENT_NOT_PENDING: 'Este comentário já foi moderado (situação: {status}).',
  // client codes: the request never got an envelope back
  NETWORK_ERROR: 'Sem conexão. Verifique sua internet.',
  BAD_RESPONSE: 'Resposta inesperada do servidor.',
};
