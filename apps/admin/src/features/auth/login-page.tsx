import {
  type StaffLoginAnswer,
  type StaffLoginBody,
  staffLoginBodySchema,
  type TotpConfirmAnswer,
  type TotpEnrolment,
  totpConfirmBodySchema,
} from '@ficha/contract';
import {
  Alert,
  Button,
  Center,
  Code,
  Image,
  Paper,
  PasswordInput,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '@/app/session';
import { ApiError, api, setApiSession } from '@/lib/api-client';

type Step =
  | 'password'
  | 'code'
  | { enrolment: TotpEnrolment; token: string }
  | { recoveryCodes: string[]; token: string };

/**
 * Staff login (issue 15 part 1): password, then the authenticator's code when the server asks for
 * it (TOTP_REQUIRED). ADMIN and FINANCE staff without a second factor set one up here first.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { token, signIn } = useSession();
  const [form, setForm] = useState<StaffLoginBody>({ username: '', password: '' });
  const [step, setStep] = useState<Step>('password');
  const [invalid, setInvalid] = useState(false);
  const [enrolCode, setEnrolCode] = useState('');

  const login = useMutation({
    mutationFn: (body: StaffLoginBody) => api<StaffLoginAnswer>('POST', '/login', { body }),
    onSuccess: async (answer) => {
      if (answer.scope === 'FULL') return signIn(answer.token);
      // A 15-minute token for the enrolment routes only.
      setApiSession(answer.token, () => {});
      const enrolment = await api<TotpEnrolment>('POST', '/totp/enrolment');
      setStep({ enrolment, token: answer.token });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'TOTP_REQUIRED') setStep('code');
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      api<TotpConfirmAnswer>('POST', '/totp/enrolment/confirm', { body: { code } }),
    onSuccess: (answer) => setStep({ recoveryCodes: answer.recoveryCodes, token: answer.token }),
  });

  if (token) return <Navigate to="/" replace />;

  const send = (code?: string) => {
    const body = { ...form, ...(code ? { code } : {}) };
    const parsed = staffLoginBodySchema.safeParse(body);
    setInvalid(!parsed.success);
    if (parsed.success) login.mutate(parsed.data);
  };
  const shownError =
    login.error instanceof ApiError && login.error.code !== 'TOTP_REQUIRED' ? login.error : confirm.error;

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" w={400} radius="md">
        <Stack>
          <div>
            <Title order={2}>Ficha</Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          {shownError && (
            <Alert color="red" role="alert">
              {shownError.message || t('common.errorText')}
            </Alert>
          )}
          {invalid && (
            <Alert color="orange" role="alert">
              {t('login.invalid')}
            </Alert>
          )}
          {(step === 'password' || step === 'code') && (
            <form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                send();
              }}
            >
              <Stack>
                <TextInput
                  label={t('login.username')}
                  autoComplete="username"
                  value={form.username}
                  onChange={(e) => setForm({ ...form, username: e.currentTarget.value })}
                  disabled={step === 'code'}
                  required
                />
                <PasswordInput
                  label={t('login.password')}
                  autoComplete="current-password"
                  value={form.password}
                  onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
                  disabled={step === 'code'}
                  required
                />
                {step === 'code' ? (
                  <Stack gap={6}>
                    <Text size="sm" fw={500}>
                      {t('login.code')}
                    </Text>
                    <PinInput
                      length={6}
                      type="number"
                      oneTimeCode
                      autoFocus
                      aria-label={t('login.code')}
                      onComplete={(code) => send(code)}
                    />
                    <Text size="xs" c="dimmed">
                      {t('login.codeHelp')}
                    </Text>
                  </Stack>
                ) : (
                  <Button type="submit" loading={login.isPending}>
                    {t('login.submit')}
                  </Button>
                )}
              </Stack>
            </form>
          )}
          {typeof step === 'object' && 'enrolment' in step && (
            <Stack>
              <Text size="sm">{t('login.enrolText')}</Text>
              <Center>
                <Image src={step.enrolment.qrCode} alt={t('login.enrolQr')} w={180} h={180} />
              </Center>
              <Code block>{step.enrolment.secret}</Code>
              <TextInput
                label={t('login.code')}
                inputMode="numeric"
                value={enrolCode}
                onChange={(e) => setEnrolCode(e.currentTarget.value.trim())}
                error={
                  enrolCode && !totpConfirmBodySchema.safeParse({ code: enrolCode }).success
                    ? t('login.codeFormat')
                    : null
                }
              />
              <Button
                loading={confirm.isPending}
                disabled={!totpConfirmBodySchema.safeParse({ code: enrolCode }).success}
                onClick={() => confirm.mutate(enrolCode)}
              >
                {t('login.enrolConfirm')}
              </Button>
            </Stack>
          )}
          {typeof step === 'object' && 'recoveryCodes' in step && (
            <Stack>
              <Text size="sm">{t('login.recoveryText')}</Text>
              <Code block>{step.recoveryCodes.join('\n')}</Code>
              <Button onClick={() => signIn(step.token)}>{t('login.continue')}</Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
