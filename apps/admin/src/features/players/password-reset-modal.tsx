import { type PlayerPasswordResetAnswer, playerPasswordResetBodySchema } from '@ficha/contract';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/**
 * A staff password reset: the staff member picks where the temporary password goes (the player's
 * own mobile or e-mail) and why; the server ends the sessions and the staff member never sees the
 * password. A refusal (no such contact, another merchant's player) shows the server's reason.
 */
export function PasswordResetModal({
  opened,
  memberId,
  username,
  hasMobile,
  hasEmail,
  onClose,
  onDone,
}: {
  opened: boolean;
  memberId: string;
  username: string;
  hasMobile: boolean;
  hasEmail: boolean;
  onClose: () => void;
  onDone: (answer: PlayerPasswordResetAnswer) => void;
}) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<'SMS' | 'EMAIL'>(hasMobile || !hasEmail ? 'SMS' : 'EMAIL');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation({
    mutationFn: (body: { channel: 'SMS' | 'EMAIL'; reason: string }) =>
      api<PlayerPasswordResetAnswer>('POST', `/players/${memberId}/password/reset`, { body }),
    onSuccess: onDone,
  });
  const resetMutation = reset.reset;
  useEffect(() => {
    if (opened) {
      setReason('');
      setTouched(false);
      resetMutation();
    }
  }, [opened, resetMutation]);
  const parsed = playerPasswordResetBodySchema.safeParse({ channel, reason });
  return (
    <Modal opened={opened} onClose={onClose} title={t('playerCare.resetTitle', { name: username })} centered>
      <Stack>
        <Text size="sm">{t('playerCare.resetText')}</Text>
        {reset.error && (
          <Alert color="red" role="alert">
            {reset.error.message || t('common.errorText')}
          </Alert>
        )}
        <SegmentedControl
          value={channel}
          onChange={(v) => setChannel(v as 'SMS' | 'EMAIL')}
          data={[
            { value: 'SMS', label: t('playerCare.bySms'), disabled: !hasMobile },
            { value: 'EMAIL', label: t('playerCare.byEmail'), disabled: !hasEmail },
          ]}
          aria-label={t('playerCare.channel')}
        />
        <Textarea
          label={t('common.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && !parsed.success ? t('common.reasonRequired') : null}
          autosize
          minRows={2}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="orange"
            loading={reset.isPending}
            onClick={() => {
              setTouched(true);
              if (parsed.success) reset.mutate(parsed.data);
            }}
          >
            {t('playerCare.reset')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
