import { normalizeCpf, type RegisterField, type RegisterPayload, type Whitelabel } from '@ficha/contract';
import { cpfDigits } from '../../../lib/cpf-mask';
import { checkConfirmation, type FormErrors } from '../../../lib/form/rules';
import { checkRule, type RuleMap, stripLeadingZero } from '../../../lib/form/server-rule';
import { registerMethod } from './register-method';

export type RegisterTab = 'username' | 'mobile';
export type RegisterValues = Record<RegisterField, string>;

// Typed by the contract's field list without importing its runtime module (which would ship zod
// to the browser): a field added to the contract fails the build here until it is handled.
export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
};

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

export function isPasswordField(field: RegisterField): boolean {
  return PASSWORD_FIELDS.has(field);
}

/**
 * The rules a tab applies, as the server derives them (spec section 6 flags): the username only on
 * the username tab; the password there, and on the mobile tab only with MOBILENUMPASSREG3; the SMS
 * code (and so the mobile number) on the mobile tab, and on the username tab only with REGMOBVERF3.
 */
export function effectiveRules(rules: RuleMap, tab: RegisterTab, flags: Whitelabel['flags']): RuleMap {
  const passwordAsked = tab === 'username' || flags.MOBILENUMPASSREG3 === true;
  const smsAsked = tab === 'mobile' || flags.REGMOBVERF3 === true;
  const adjust = (field: RegisterField, enabled: boolean, required?: boolean) => {
    const rule = rules[field];
    return rule ? { ...rule, enabled, required: required ?? rule.required } : undefined;
  };
  return {
    ...rules,
    username: adjust('username', tab === 'username'),
    password: adjust('password', passwordAsked),
    confirmPassword: adjust('confirmPassword', passwordAsked),
    mobileNum: adjust(
      'mobileNum',
      (rules.mobileNum?.enabled ?? false) || smsAsked,
      (rules.mobileNum?.required ?? false) || smsAsked,
    ),
    verificationCode: adjust('verificationCode', smsAsked, smsAsked),
  };
}

/**
 * The fields shown, in the settings' order (the server lists them in form order); the mobile tab
 * leads with the number and its code.
 */
export function visibleFields(
  rules: RuleMap,
  tab: RegisterTab,
  settingsOrder: RegisterField[],
): RegisterField[] {
  const lead: RegisterField[] = tab === 'mobile' ? ['mobileNum', 'verificationCode'] : [];
  const order = [...lead, ...settingsOrder.filter((field) => !lead.includes(field))];
  return order.filter((field) => rules[field]?.enabled === true);
}

/**
 * Spec section 4 'Registration submit' and section 5: every field by its server rule (empty
 * optional passes), confirm required ('incorrect password') and equal ('confirmation is not
 * correct'), a CPF by its check digits. Answers the errors and the first invalid field.
 */
export function validateRegister(
  fields: readonly RegisterField[],
  rules: RuleMap,
  values: RegisterValues,
  idNumberIsCpf: boolean,
): { errors: FormErrors<RegisterField>; first: RegisterField | undefined } {
  const errors: FormErrors<RegisterField> = {};
  for (const field of fields) {
    // The server checks the number after dropping its leading zero (spec section 3), so does this.
    const value = field === 'mobileNum' ? stripLeadingZero(values[field]) : values[field];
    if (field === 'confirmPassword') {
      errors[field] = checkConfirmation(values.password, value, {
        empty: 'confirmRequired',
        mismatch: 'confirmMismatch',
      });
      continue;
    }
    if (checkRule(rules[field], value)) errors[field] = { rule: field };
    else if (field === 'idNumber' && idNumberIsCpf && value.trim() && !normalizeCpf(value)) {
      errors[field] = { rule: field };
    }
  }
  return { errors, first: fields.find((field) => errors[field]) };
}

/** Spec section 3 'Registration payload' for the fields the tab shows. */
export function registerPayload(
  tab: RegisterTab,
  fields: readonly RegisterField[],
  values: RegisterValues,
  extra: {
    dialingCode: string;
    captchaKey: string | undefined;
    affiliateCode: string;
    /** A CPF is shown formatted and sent as its 11 digits. */
    idNumberIsCpf: boolean;
  },
): RegisterPayload {
  const shown = new Set(fields);
  const text = (field: RegisterField) => {
    if (!shown.has(field)) return undefined;
    const value = isPasswordField(field) ? values[field] : values[field].trim();
    return value === '' ? undefined : value;
  };
  const mobile = text('mobileNum') === undefined ? undefined : stripLeadingZero(values.mobileNum);
  const idNumber = text('idNumber');
  return {
    type: 0,
    registerMethod: registerMethod(),
    registerUrl: window.location.hostname,
    domain: window.location.host,
    countryDialingCode: mobile ? extra.dialingCode : undefined,
    // Spec section 3: a mobile-only registration uses the number as the username.
    username: tab === 'mobile' ? mobile : text('username'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    mobileNum: mobile,
    verificationCode: text('verificationCode'),
    paymentPassword: text('paymentPassword'),
    idNumber: idNumber !== undefined && extra.idNumberIsCpf ? cpfDigits(idNumber) : idNumber,
    qqNum: text('qqNum'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    email: text('email'),
    nickname: text('nickname'),
    payeeName: text('payeeName'),
    recommenderId: text('recommenderId'),
    affiliateCode: extra.affiliateCode || undefined,
    captcha: text('captcha'),
    captchaKey: shown.has('captcha') ? extra.captchaKey : undefined,
    ageConfirmed: true,
  };
}
