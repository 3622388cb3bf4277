import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@/lib/form/server-rule';
import { useCountdown } from '@/lib/form/use-countdown';
import { TextField, type TextFieldProps } from './text-field';

// Spec sections 5 and 9: the SMS code is numeric, at most 10 characters.
const SMS_CODE_MAX_LENGTH = 10;

interface SmsCodeFieldProps extends Omit<TextFieldProps, 'end' | 'type' | 'transform'> {
  /** Sends the code; resolves undefined when it was not sent (the caller already showed why). */
  onSend: () => Promise<{ expiredMinutes: number } | undefined>;
  /** Where the code goes; the e-mail variant of /m/forget says so while sending. */
  channel?: 'sms' | 'email';
}

/**
 * Spec section 4 'SMS code': idle, sending (loading message), countdown (the resend link shows
 * the seconds left, expiredMinutes x 60 s, ticking every 500 ms), idle again at 0.
 */
export function SmsCodeField({ onSend, channel = 'sms', ...props }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);
  const { secondsLeft, start } = useCountdown();

  const handleSend = async () => {
    setSending(true);
    try {
      const answer = await onSend();
      if (answer) start(Math.max(1, answer.expiredMinutes) * 60);
    } finally {
      setSending(false);
    }
  };

  const label = isSending
    ? t(channel === 'sms' ? 'in_sms_sending' : 'form.emailSending')
    : secondsLeft > 0
      ? t('form.resendIn', { count: secondsLeft })
      : t('in_sms_send');

  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX_LENGTH}
      transform={(typed) => digitsOnly(typed, SMS_CODE_MAX_LENGTH)}
      end={
        <button
          type="button"
          className="field__action"
          onClick={handleSend}
          disabled={isSending || secondsLeft > 0}
          aria-live="polite"
        >
          {label}
        </button>
      }
    />
  );
}
