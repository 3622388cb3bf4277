import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, PasswordField, PasswordPair, SubmitButton, useMessageText } from '@/components/form';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { useSavePaymentPassword } from '@/features/member';
import { useFormatMoney } from '@/features/wallet';
import {
  checkConfirmation,
  checkedBy,
  digitsOnly,
  encodeMessage,
  refusalField,
  says,
  useZodForm,
} from '@/lib/form';
import { useRefreshPaymentPasswordStatus } from '../api/payment-password';
import { moneyRefusal } from '../lib/money-refusal';

type Values = { password: string; paymentPassword: string; confirmPaymentPassword: string };
const FIELDS: ReadonlyArray<keyof Values> = ['password', 'paymentPassword', 'confirmPaymentPassword'];

// Issue 4 part 5: the payment password has exactly 6 digits.
const PAYMENT_PASSWORD_LENGTH = 6;
const SIX_DIGITS = /^\d{6}$/;

const schema = checkedBy<Values>((values) => ({
  password: values.password ? undefined : says('passwordRequired'),
  paymentPassword: SIX_DIGITS.test(values.paymentPassword) ? undefined : says('paymentPasswordSixDigits'),
  confirmPaymentPassword: checkConfirmation(values.paymentPassword, values.confirmPaymentPassword, {
    empty: 'confirmRequired',
    mismatch: 'confirmMismatch',
  }),
}));

/**
 * The step before the first withdrawal (issue 4 part 5 'payment password required'): the login
 * password proves it is the member, then a 6-digit payment password, typed twice.
 */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const formatMoney = useFormatMoney();
  const messageText = useMessageText();
  const save = useSavePaymentPassword();
  const refreshStatus = useRefreshPaymentPasswordStatus();
  const form = useZodForm(schema, { password: '', paymentPassword: '', confirmPaymentPassword: '' });
  const [isShown, setShown] = useState(false);

  const handleSubmit = async (values: Values) => {
    try {
      await save.mutateAsync({ way: 'password', ...values });
      void refreshStatus();
      toast(t('paymentPassword.saved'));
    } catch (error) {
      const field = refusalField(error);
      const message = moneyRefusal(error);
      if (FIELDS.some((name) => name === field)) {
        form.setError(field as keyof Values, { message: encodeMessage(message) }, { shouldFocus: true });
      } else toast(messageText(message) ?? '', { durationMs: 3000 });
    }
  };

  const sixDigits = (typed: string) => digitsOnly(typed, PAYMENT_PASSWORD_LENGTH);
  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      className="money-card money-form"
      aria-labelledby={`${ids}-title`}
      formatMoney={formatMoney}
    >
      <h2 id={`${ids}-title`} className="money-section__title">
        <Icon name="shieldLock" size={20} />
        {t('paymentPassword.title')}
      </h2>
      <p className="money-field__hint">{t('paymentPassword.intro')}</p>
      <PasswordField
        name="password"
        look="money"
        revealed={isShown}
        label={t('paymentPassword.login')}
        autoComplete="current-password"
        maxLength={32}
      />
      <PasswordPair
        names={['paymentPassword', 'confirmPaymentPassword']}
        labels={[t('paymentPassword.new'), t('paymentPassword.confirm')]}
        look="money"
        revealed={isShown}
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        transform={sixDigits}
      />
      <label className="show-secret">
        <input type="checkbox" checked={isShown} onChange={(event) => setShown(event.target.checked)} />
        <span>{t('paymentPassword.show')}</span>
      </label>
      <SubmitButton>{t('paymentPassword.save')}</SubmitButton>
    </Form>
  );
}
