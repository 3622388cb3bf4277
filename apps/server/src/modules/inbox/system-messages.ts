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
