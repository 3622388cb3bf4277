import { decisionBodySchema } from '@ficha/contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks the staff member why before an audited action (the server requires a reason, validated
 * with the same contract schema here). A refusal shows the server's reason in the modal.
 */
export function ReasonModal({
  opened,
  title,
  description,
  confirmLabel,
  color,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason('');
      setTouched(false);
    }
  }, [opened]);
  const valid = decisionBodySchema.safeParse({ reason }).success;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {description && <Text size="sm">{description}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label={t('common.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && !valid ? t('common.reasonRequired') : null}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={color}
            loading={pending}
            onClick={() => {
              setTouched(true);
              if (valid) onConfirm(reason.trim());
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
