import type { LanguageCode, ResultCode } from '@ficha/contract';

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
  },
};

export function messageFor(code: ResultCode, language: LanguageCode): string {
  return MESSAGES[language][code];
}
