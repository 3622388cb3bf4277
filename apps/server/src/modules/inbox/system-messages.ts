import type { LanguageCode } from '@ficha/contract';

/**
 * The messages the platform sends a member by itself (issue 16 part 2). Each is stored as its
 * template and parameters and written in the reader's language when read, so a member who
 * switches language reads them in the new one.
 */
export const SYSTEM_TEMPLATES = [
  'DEPOSIT_CREDITED',
  'BONUS_GRANTED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'PASSWORD_CHANGED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'KYC_MORE_INFO',
] as const;
export type SystemTemplate = (typeof SYSTEM_TEMPLATES)[number];

type Texts = Record<SystemTemplate, { title: string; content: string }>;

const TEXTS: Record<LanguageCode, Texts> = {
  PT: {
    DEPOSIT_CREDITED: {
      title: 'Depósito creditado',
      content: 'Seu depósito de {currency} {amount} (pedido {orderId}) foi creditado no seu saldo.',
    },
    BONUS_GRANTED: {
      title: 'Bônus concedido',
      content: 'Você recebeu um bônus de {currency} {amount} com o depósito {orderId}.',
    },
    WITHDRAWAL_PAID: {
      title: 'Saque pago',
      content: 'Seu saque de {currency} {amount} (pedido {orderId}) foi pago.',
    },
    WITHDRAWAL_REJECTED: {
      title: 'Saque recusado',
      content:
        'Seu saque de {currency} {amount} (pedido {orderId}) foi recusado e o valor voltou ao seu saldo. Motivo: {reason}',
    },
    PASSWORD_CHANGED: {
      title: 'Senha alterada',
      content:
        'A senha de acesso da sua conta foi alterada. Se não foi você, fale com o atendimento imediatamente.',
    },
    KYC_APPROVED: {
      title: 'Identidade verificada',
      content: 'Sua identidade foi verificada. Sua conta está liberada para depósitos, apostas e saques.',
    },
    KYC_REJECTED: {
      title: 'Verificação de identidade recusada',
      content:
        'Não foi possível verificar sua identidade. Motivo: {reason}. Fale com o atendimento se precisar de ajuda.',
    },
    KYC_MORE_INFO: {
      title: 'Verificação de identidade: envie mais informações',
      content:
        'Precisamos de mais informações para verificar sua identidade: {reason}. Envie em Verificação de identidade.',
    },
  },
  EN: {
    DEPOSIT_CREDITED: {
      title: 'Deposit credited',
      content: 'Your deposit of {currency} {amount} (order {orderId}) has been credited to your balance.',
    },
    BONUS_GRANTED: {
      title: 'Bonus granted',
      content: 'You received a bonus of {currency} {amount} with deposit {orderId}.',
    },
    WITHDRAWAL_PAID: {
      title: 'Withdrawal paid',
      content: 'Your withdrawal of {currency} {amount} (order {orderId}) has been paid.',
    },
    WITHDRAWAL_REJECTED: {
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of {currency} {amount} (order {orderId}) was rejected and the amount returned to your balance. Reason: {reason}',
    },
    PASSWORD_CHANGED: {
      title: 'Password changed',
      content:
        "Your account's login password was changed. If it was not you, contact customer service at once.",
    },
    KYC_APPROVED: {
      title: 'Identity verified',
      content: 'Your identity has been verified. Your account is open for deposits, bets and withdrawals.',
    },
    KYC_REJECTED: {
      title: 'Identity verification rejected',
      content:
        'We could not verify your identity. Reason: {reason}. Contact customer service if you need help.',
    },
    KYC_MORE_INFO: {
      title: 'Identity verification: more information needed',
      content:
        'We need more information to verify your identity: {reason}. Send it in Identity verification.',
    },
  },
};

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** A system message's title and text in the reader's language. */
export function renderSystemMessage(
  template: string,
  params: Record<string, string>,
  language: LanguageCode,
): { title: string; content: string } {
  const texts = (TEXTS[language] ?? TEXTS.PT) as Partial<Texts>;
  const found = texts[template as SystemTemplate];
  if (!found) return { title: template, content: '' };
  return { title: fill(found.title, params), content: fill(found.content, params) };
}
