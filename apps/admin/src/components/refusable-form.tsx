import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A console form: `onSubmit` runs instead of the browser's submit, and the server's refusal, when
 * there is one, shows above the fields.
 */
export function RefusableForm({
  refusal,
  onSubmit,
  gap,
  children,
}: {
  refusal: ReactNode;
  onSubmit: () => void;
  gap?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={gap}>
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}

/** A form's cancel and submit buttons, at its end. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
