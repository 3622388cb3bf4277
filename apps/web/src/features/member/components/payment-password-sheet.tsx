import type { MemberInfo } from '@ficha/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorShower,
  FORM_ERROR,
  Form,
  FormFooter,
  FormTabs,
  PasswordField,
  PasswordPair,
  SmsCodeField,
} from '@/components/form';
import { Sheet } from '@/components/sheet';
import { useToast } from '@/components/toast';
import { useRegisterRules } from '@/features/auth';
import { errorMessageKey } from '@/i18n/error-message';
import {
  checkConfirmation,
  checkedBy,
  checkRule,
  checkVerificationCode,
  isCode,
  refusalField,
  refusalMessage,
  says,
  useZodForm,
} from '@/lib/form';
import {
  type PaymentCodeChannel,
  postPaymentPasswordCode,
  useSavePaymentPassword,
} from '../api/payment-password';

type Values = {
  password: string;
  verificationCode: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
};

interface PaymentPasswordSheetProps {
  open: boolean;
  onClose: () => void;
  member: MemberInfo;
  /** After a save, for screens that show the payment password's state (the withdraw lock). */
  onSaved?: () => void;
}

/**
 * Payment password (spec section 7 'Security'): set it with the login password when there is none;
 * reset it (which also lifts a lock after wrong answers) with a code to the bound number or
 * e-mail address, or with the login password when neither is bound.
 */
export function PaymentPasswordSheet({ open, onClose, member, onSaved }: PaymentPasswordSheetProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const rules = useRegisterRules();
  const save = useSavePaymentPassword();
  const channels: PaymentCodeChannel[] = [
    ...(member.mobileNum ? (['SMS'] as const) : []),
    ...(member.email ? (['EMAIL'] as const) : []),
  ];
  const way = member.hasPaymentPassword && channels.length > 0 ? 'code' : 'password';
  const [chosenChannel, setChannel] = useState<PaymentCodeChannel>();
  const channel = chosenChannel ?? channels[0] ?? 'SMS';
  const schema = useMemo(
    () =>
      checkedBy<Values>((values) => ({
        password: way === 'password' && !values.password ? says('passwordRequired') : undefined,
        verificationCode: way === 'code' ? checkVerificationCode(values.verificationCode) : undefined,
        paymentPassword: !values.paymentPassword
          ? says('passwordRequired')
          : rules.paymentPassword &&
              checkRule({ ...rules.paymentPassword, enabled: true, required: true }, values.paymentPassword)
            ? { rule: 'paymentPassword' }
            : undefined,
        confirmPaymentPassword: checkConfirmation(values.paymentPassword, values.confirmPaymentPassword, {
          empty: 'confirmRequired',
          mismatch: 'confirmMismatch',
        }),
      })),
    [way, rules.paymentPassword],
  );
  const form = useZodForm(schema, {
    password: '',
    verificationCode: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const title = t(member.hasPaymentPassword ? 'member.resetPaymentPassword' : 'member.setPaymentPassword');

  const showError = errorShower(form);

  const switchChannel = (next: PaymentCodeChannel) => {
    setChannel(next);
    form.resetField('verificationCode');
  };

  const sendCode = async () => {
    try {
      const answer = await postPaymentPasswordCode(channel);
      toast(t('form.codeSent'));
      return answer;
    } catch (error) {
      showError('verificationCode', { key: errorMessageKey(error) });
      return undefined;
    }
  };

  const handleFailure = (error: unknown) => {
    if (isCode(error, 'WRONG_PASSWORD')) return showError('password', { key: 'error.WRONG_PASSWORD' });
    if (isCode(error, 'SMS_CODE_INVALID', 'SMS_CODE_EXPIRED', 'SMS_CODE_TOO_MANY_ATTEMPTS')) {
      return showError('verificationCode', refusalMessage(error));
    }
    if (isCode(error, 'PASSWORD_MISMATCH'))
      return showError('confirmPaymentPassword', says('confirmMismatch'));
    const field = refusalField(error);
    if (field === 'paymentPassword' || field === 'confirmPaymentPassword') {
      return showError(field, refusalMessage(error));
    }
    showError(FORM_ERROR, { key: errorMessageKey(error) });
  };

  const handleSubmit = async ({ password, verificationCode, ...passwords }: Values) => {
    try {
      await save.mutateAsync(
        way === 'code' ? { way, channel, verificationCode, ...passwords } : { way, password, ...passwords },
      );
      toast(t('member.paymentPasswordSaved'));
      onSaved?.();
      onClose();
    } catch (error) {
      handleFailure(error);
    }
  };

  return (
    <Sheet open={open} onClose={onClose} title={title}>
      <Form form={form} onSubmit={handleSubmit} className="form-stack" rules={rules}>
        {way === 'code' && channels.length > 1 && (
          <FormTabs
            label={t('member.codeChannel')}
            tabs={{ SMS: t('forget.bySms'), EMAIL: t('forget.byEmail') }}
            value={channel}
            onChange={switchChannel}
          />
        )}
        {way === 'code' ? (
          <SmsCodeField
            key={channel}
            name="verificationCode"
            channel={channel === 'EMAIL' ? 'email' : 'sms'}
            label={
              channel === 'EMAIL'
                ? t('member.codeToEmail', { email: member.email })
                : t('member.codeTo', { number: `${member.countryDialingCode} ${member.mobileNum}` })
            }
            onSend={sendCode}
          />
        ) : (
          <PasswordField
            name="password"
            label={t('form.loginPassword')}
            autoComplete="current-password"
            maxLength={64}
          />
        )}
        <PasswordPair
          names={['paymentPassword', 'confirmPaymentPassword']}
          labels={[t('form.paymentPassword'), t('form.confirmPaymentPassword')]}
          hint={rules.paymentPassword?.message}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
        />
        <FormFooter>{t('form.save')}</FormFooter>
      </Form>
    </Sheet>
  );
}
