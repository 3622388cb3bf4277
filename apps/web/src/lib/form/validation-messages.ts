import type { TranslationKey } from '@/i18n/keys';

/**
 * The one table of the site's validation messages (spec section 5): every form names the rule
 * it broke here, so a field shows the same words wherever it appears. The texts themselves are
 * the translations of these keys (the spec's own wording is the key where the spec quotes it).
 */
export const validationMessages = {
  /** A password field left empty; also the change-password confirmation ('Enter password'). */
  passwordRequired: 'Enter password',
  /** The register and payment-password confirmation left empty ('incorrect password'). */
  confirmRequired: 'incorrect password',
  /** Register and payment-password confirmation differs ('confirmation is not correct'). */
  confirmMismatch: 'confirmation is not correct',
  /** Change and reset password confirmation differs ('Confirmation password not matched'). */
  newPasswordMismatch: 'Confirmation password not matched',
  /** The new password equals the old one (a popup, spec section 5). */
  samePassword: 'The new password and the old password cannot be the same',
  invitationCode: 'invitation code error',
  usernameRequired: 'form.enterUsername',
  mobileRequired: 'form.enterMobile',
  mobileInvalid: 'The mobile num is not valid',
  codeRequired: 'form.enterCode',
  codeInvalid: 'Verification code error',
  captchaRequired: 'form.enterCaptcha',
  emailInvalid: 'form.enterEmail',
  ageRequired: 'form.ageRequired',
  paymentPasswordSixDigits: 'paymentPassword.sixDigits',
  amountRequired: 'amount.required',
  amountPositive: 'amount.positive',
  amountDecimals: 'amount.decimals',
  amountInvalid: 'amount.invalid',
  amountRange: 'amount.range',
  amountMin: 'amount.min',
  amountMax: 'amount.max',
  amountAvailable: 'amount.available',
  referenceRequired: 'deposit.referenceRequired',
  promotionMinimum: 'promo.minDeposit',
  accountRequired: 'withdraw.chooseAccount',
  holderInvalid: 'account.holderInvalid',
  pixKeyInvalid: 'account.keyInvalid',
  pixKeyRefused: 'account.keyRefused',
  bankRequired: 'account.bankRequired',
  accountNumberInvalid: 'account.numberInvalid',
} as const satisfies Record<string, TranslationKey>;

export type ValidationMessage = keyof typeof validationMessages;
