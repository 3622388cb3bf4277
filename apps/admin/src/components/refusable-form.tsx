import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

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
