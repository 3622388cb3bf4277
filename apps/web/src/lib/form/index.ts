export { decodeMessage, encodeMessage, type FormMessage } from './message';
export { isCode, refusalField, refusalMessage } from './refusal';
export {
  checkConfirmation,
  checkDigits,
  checkedBy,
  checkVerificationCode,
  type FormErrors,
  says,
} from './rules';
export { checkRule, digitsOnly, type RuleMap, ruleMap, stripLeadingZero } from './server-rule';
export { useCountdown } from './use-countdown';
export { useZodForm } from './use-zod-form';
export { type ValidationMessage, validationMessages } from './validation-messages';
