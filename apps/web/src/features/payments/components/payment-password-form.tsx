import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { useSetPaymentPassword } from '../api/payment-password';
import { type FieldMessage, refusalField, refusalMessage, useFieldMessageText } from '../lib/field-message';

type Field = 'password' | 'paymentPassword' | 'confirmPaymentPassword';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The step before the first withdrawal (issue 4 part 5 'payment password required'): the login
 * password proves it is the member, then a 6-digit payment password, typed twice.
 */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const messageText = useFieldMessageText();
  const save = useSetPaymentPassword();
  const [values, setValues] = useState<Record<Field, string>>({
    password: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [isShown, setShown] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, FieldMessage>> = {};
    if (!values.password) found.password = { key: 'paymentPassword.loginRequired' };
    if (!SIX_DIGITS.test(values.paymentPassword))
      found.paymentPassword = { key: 'paymentPassword.sixDigits' };
    if (!values.confirmPaymentPassword)
      found.confirmPaymentPassword = { key: 'paymentPassword.confirmRequired' };
    else if (values.confirmPaymentPassword !== values.paymentPassword) {
      // Spec section 5: a confirmation that differs reads 'confirmation is not correct'.
      found.confirmPaymentPassword = { key: 'error.PASSWORD_MISMATCH' };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: () => toast(t('paymentPassword.saved')),
      onError: (error) => {
        const field = refusalField(error);
        const message = refusalMessage(error);
        if (field === 'password' || field === 'paymentPassword' || field === 'confirmPaymentPassword') {
          setErrors({ [field]: message });
        } else toast(messageText(message) ?? '', { durationMs: 3000 });
      },
    });
  };

  const field = (name: Field, label: string, isDigits: boolean) => (
    <div className="money-field">
      <label className="money-field__label" htmlFor={`${ids}-${name}`}>
        {label}
      </label>
      <input
        id={`${ids}-${name}`}
        className="money-input"
        type={isShown ? 'text' : 'password'}
        value={values[name]}
        autoComplete={name === 'password' ? 'current-password' : 'new-password'}
        inputMode={isDigits ? 'numeric' : undefined}
        maxLength={isDigits ? 6 : 32}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        onChange={(event) => set(name, isDigits ? event.target.value.replace(/\D/g, '') : event.target.value)}
      />
      {errors[name] && (
        <span id={`${ids}-${name}-error`} className="money-field__error" role="alert">
          {messageText(errors[name])}
        </span>
      )}
    </div>
  );

  return (
    <form
      className="money-card money-form"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className="money-section__title">
        <Icon name="shieldLock" size={20} />
        {t('paymentPassword.title')}
      </h2>
      <p className="money-field__hint">{t('paymentPassword.intro')}</p>
      {field('password', t('paymentPassword.login'), false)}
      {field('paymentPassword', t('paymentPassword.new'), true)}
      {field('confirmPaymentPassword', t('paymentPassword.confirm'), true)}
      <label className="show-secret">
        <input type="checkbox" checked={isShown} onChange={(event) => setShown(event.target.checked)} />
        <span>{t('paymentPassword.show')}</span>
      </label>
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {save.isPending ? t('in_please_wait') : t('paymentPassword.save')}
      </button>
    </form>
  );
}
