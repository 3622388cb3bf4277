import { type FieldRule, type LanguageCode, REGISTER_FIELDS, type RegisterField } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { findFieldRuleOverrides } from './accounts.repository.ts';

interface RuleDefinition {
  enabled: boolean;
  required: boolean;
  pattern: string;
  messages: Record<LanguageCode, string>;
}

const text = (PT: string, EN: string) => ({ PT, EN });

/**
 * The platform's default rule per registration field (spec section 5). An operator overrides any of
 * them per merchant in registration_field_rules. Patterns are tested against the trimmed value.
 */
function defaultRules(merchant: Merchant): Record<RegisterField, RuleDefinition> {
  const brazil = merchant.country === 'BR';
  const social = (PT: string, EN: string): RuleDefinition => ({
    enabled: false,
    required: false,
    pattern: '^.{2,50}$',
    messages: text(PT, EN),
  });
  return {
    username: {
      enabled: true,
      required: true,
      pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
      messages: text(
        'Usuário: 6 a 16 letras ou números, começando com uma letra.',
        'Username: 6 to 16 letters or digits, starting with a letter.',
      ),
    },
    password: {
      enabled: true,
      required: true,
      pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$',
      messages: text(
        'Senha: 8 a 20 caracteres, com letras e números.',
        'Password: 8 to 20 characters, with letters and digits.',
      ),
    },
    confirmPassword: {
      enabled: true,
      required: true,
      pattern: '^.+$',
      messages: text('Senha incorreta.', 'Incorrect password.'),
    },
    mobileNum: {
      enabled: true,
      required: false,
      pattern: brazil ? '^[1-9][0-9]{9,10}$' : '^[0-9]{6,20}$',
      messages: brazil
        ? text(
            'O celular deve ter 10 ou 11 dígitos, com DDD.',
            'The mobile num is not valid: 10 or 11 digits with area code.',
          )
        : text('O número de celular não é válido.', 'The mobile num is not valid.'),
    },
    verificationCode: {
      enabled: true,
      required: true,
      pattern: '^[0-9]{4,10}$',
      messages: text('Código de verificação incorreto.', 'Verification code error.'),
    },
    paymentPassword: {
      enabled: false,
      required: false,
      pattern: '^[0-9]{6}$',
      messages: text('Senha de pagamento: 6 dígitos.', 'Payment password: 6 digits.'),
    },
    idNumber: {
      enabled: brazil,
      required: brazil,
      pattern: brazil ? '^[0-9]{3}\\.?[0-9]{3}\\.?[0-9]{3}-?[0-9]{2}$' : '^[A-Za-z0-9-]{5,32}$',
      messages: brazil
        ? text('CPF inválido.', 'Invalid CPF.')
        : text('Número de documento inválido.', 'Invalid ID number.'),
    },
    qqNum: { ...social('QQ inválido.', 'Invalid QQ number.'), pattern: '^[1-9][0-9]{4,11}$' },
    facebook: social('Facebook inválido.', 'Invalid Facebook.'),
    wechat: social('WeChat inválido.', 'Invalid WeChat.'),
    line: social('Line inválido.', 'Invalid Line.'),
    whatsapp: { ...social('WhatsApp inválido.', 'Invalid WhatsApp.'), pattern: '^\\+?[0-9]{8,15}$' },
    zalo: social('Zalo inválido.', 'Invalid Zalo.'),
    email: {
      enabled: true,
      required: false,
      pattern: '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$',
      messages: text('Formato de e-mail incorreto.', 'E-mail format is incorrect.'),
    },
    nickname: {
      enabled: false,
      required: false,
      pattern: '^.{2,20}$',
      messages: text('Apelido: 2 a 20 caracteres.', 'Nickname: 2 to 20 characters.'),
    },
    payeeName: {
      enabled: false,
      required: false,
      pattern: "^[\\p{L}][\\p{L} .'-]{1,59}$",
      messages: text('Formato de nome inválido.', 'Name format is not valid.'),
    },
    recommenderId: {
      enabled: false,
      required: false,
      pattern: '^[A-Za-z0-9]{2,32}$',
      messages: text('Erro no link de indicação.', 'Referrer link error.'),
    },
    affiliateCode: {
      enabled: true,
      required: false,
      pattern: '^[A-Za-z0-9]{4,16}$',
      messages: text('Código de convite inválido.', 'Invalid invitation code.'),
    },
    captcha: {
      enabled: true,
      required: true,
      pattern: '^[0-9]{1,6}$',
      messages: text('Digite os números da imagem.', 'Enter the digits shown in the image.'),
    },
  };
}

export type RuleSet = Record<RegisterField, RuleDefinition>;

export async function loadRules(db: Kysely<DB>, merchant: Merchant): Promise<RuleSet> {
  const rules = defaultRules(merchant);
  const overrides = await findFieldRuleOverrides(db, merchant.id);
  for (const o of overrides) {
    if (!(REGISTER_FIELDS as readonly string[]).includes(o.field)) continue;
    const field = o.field as RegisterField;
    rules[field] = {
      enabled: o.enabled,
      required: o.required,
      pattern: o.pattern,
      messages: { ...rules[field].messages, ...o.messages },
    };
  }
  return rules;
}

export function rulesForClient(rules: RuleSet, language: LanguageCode): FieldRule[] {
  return REGISTER_FIELDS.map((field) => ({
    field,
    enabled: rules[field].enabled,
    required: rules[field].required,
    pattern: rules[field].pattern,
    message: rules[field].messages[language],
  }));
}

/**
 * Spec section 5: an empty optional field passes; a required one must be present; a present one
 * must match its pattern. Answers the broken rule, or undefined when the value is fine.
 */
export function checkField(
  rule: RuleDefinition,
  value: string | undefined,
): 'missing' | 'pattern' | undefined {
  if (!rule.enabled) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return rule.required ? 'missing' : undefined;
  return new RegExp(rule.pattern, 'u').test(trimmed) ? undefined : 'pattern';
}
