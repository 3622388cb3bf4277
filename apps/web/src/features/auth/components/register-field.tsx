import type { FieldRule, RegisterField } from '@ficha/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordField, SmsCodeField, TextField } from '@/components/form';
import type { TranslationKey } from '@/i18n/keys';
import { CPF_MASKED_LENGTH, maskCpf } from '@/lib/cpf-mask';
import type { Captcha } from '../api/get-captcha';
import type { SmsAnswer } from '../api/send-sms';
import { CaptchaField } from './captcha-field';
import { MobileNumberField } from './mobile-number-field';

const LABELS: Record<RegisterField, TranslationKey> = {
  username: 'form.username',
  password: 'form.password',
  confirmPassword: 'form.confirmPassword',
  mobileNum: 'form.mobileNum',
  verificationCode: 'form.verificationCode',
  paymentPassword: 'form.paymentPassword',
  idNumber: 'form.idNumber',
  qqNum: 'form.qqNum',
  facebook: 'form.facebook',
  wechat: 'form.wechat',
  line: 'form.line',
  whatsapp: 'form.whatsapp',
  zalo: 'form.zalo',
  email: 'form.email',
  nickname: 'form.nickname',
  payeeName: 'form.payeeName',
  recommenderId: 'form.recommenderId',
  affiliateCode: 'form.affiliateCode',
  captcha: 'form.captcha',
};

interface RegisterFieldInputProps {
  field: RegisterField;
  rule: FieldRule;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  onSendCode: () => Promise<SmsAnswer | undefined>;
  onUsernameBlur: () => void;
  captcha: UseQueryResult<Captcha>;
  idNumberIsCpf: boolean;
}

/** One registration field, drawn by its kind (spec section 2 'Register screen': fields by settings). */
export function RegisterFieldInput(props: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const { field, rule } = props;
  const common = {
    name: field,
    optional: !rule.required,
    label: field === 'idNumber' && props.idNumberIsCpf ? t('form.cpf') : t(LABELS[field]),
  };

  switch (field) {
    case 'password':
    case 'confirmPassword':
      return <PasswordField {...common} autoComplete="new-password" maxLength={64} />;
    case 'paymentPassword':
      return <PasswordField {...common} autoComplete="off" inputMode="numeric" maxLength={32} />;
    case 'mobileNum':
      return (
        <MobileNumberField
          {...common}
          dialingCode={props.dialingCode}
          onDialingCodeChange={props.onDialingCodeChange}
        />
      );
    case 'verificationCode':
      return <SmsCodeField {...common} onSend={props.onSendCode} />;
    case 'captcha':
      return <CaptchaField name={field} optional={common.optional} captcha={props.captcha} />;
    case 'username':
      return (
        <TextField
          {...common}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
          onBlur={props.onUsernameBlur}
        />
      );
    case 'idNumber':
      // A Brazilian merchant's ID number is a CPF, formatted as it is typed (hardening 20).
      return props.idNumberIsCpf ? (
        <TextField
          {...common}
          transform={maskCpf}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={CPF_MASKED_LENGTH}
        />
      ) : (
        <TextField {...common} inputMode="text" autoComplete="off" maxLength={32} />
      );
    case 'email':
      return <TextField {...common} type="email" inputMode="email" autoComplete="email" maxLength={200} />;
    case 'qqNum':
      return <TextField {...common} inputMode="numeric" maxLength={20} />;
    case 'whatsapp':
      return <TextField {...common} type="tel" inputMode="tel" maxLength={20} />;
    case 'nickname':
      return <TextField {...common} autoComplete="nickname" maxLength={200} />;
    case 'payeeName':
      return <TextField {...common} autoComplete="name" maxLength={200} />;
    case 'affiliateCode':
      return <TextField {...common} autoCapitalize="characters" autoComplete="off" maxLength={32} />;
    case 'recommenderId':
    case 'facebook':
    case 'wechat':
    case 'line':
    case 'zalo':
      return <TextField {...common} autoComplete="off" maxLength={200} />;
  }
}
