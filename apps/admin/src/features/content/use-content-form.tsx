import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { type ContentKind, useContentChange } from './content-api';
import { checkForm, type FieldErrors, type Schema } from './content-form';

/**
 * What every content form does: keeps its values, checks them with the contract's create or update
 * schema (the server checks again with the same one), shows each field's issue, and sends a new
 * row (POST /content/<kind>) or the change of one (PUT /content/<kind>/:id, with the version the
 * page showed).
 */
export function useContentForm<V extends object, R = unknown>({
  kind,
  row,
  merchantId,
  initial,
  schemas,
  fields = (values) => values,
  onSaved,
}: {
  kind: ContentKind;
  /** The row to edit; none: a new one. */
  row: { id: number; version: number } | undefined;
  merchantId: number | undefined;
  initial: V;
  schemas: { create: Schema<object>; update: Schema<object> };
  /** The values as the API takes them (an empty link as null...). */
  fields?: (values: V) => object;
  onSaved: (saved: R) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (key: string) => (errors[key] ? t('content.invalid', { reason: errors[key] }) : null);
  const save = useContentChange(kind, (body: object) =>
    row
      ? api<R>('PUT', `/content/${kind}/${row.id}`, { body })
      : api<R>('POST', `/content/${kind}`, { body }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = row
      ? checkForm(schemas.update, { ...fields(values), version: row.version })
      : checkForm(schemas.create, { ...fields(values), merchantId });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onSaved });
  };
  /** A text input's value, change and error, for the field `key`. */
  const text = <K extends keyof V & string>(key: K) => ({
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value as V[K]),
    error: fieldError(key),
  });
  /** A select's value, change (a choice cannot be cleared) and error. */
  const choice = <K extends keyof V & string>(key: K) => ({
    value: values[key] as string,
    onChange: (v: string | null) => v !== null && set(key, v as V[K]),
    allowDeselect: false,
    error: fieldError(key),
  });
  /** A whole number's value, change (empty is 0) and error. */
  const whole = <K extends keyof V & string>(key: K) => ({
    value: values[key] as number,
    onChange: (v: string | number) => set(key, (Number(v) || 0) as V[K]),
    min: 0,
    error: fieldError(key),
  });
  return { values, set, fieldError, text, choice, whole, save, submit };
}

/**
 * A form of useContentForm: its fields, then the server's refusal and the buttons (cancel, and
 * save).
 */
export function ContentFormFrame({
  form,
  onCancel,
  children,
}: {
  form: Pick<ReturnType<typeof useContentForm>, 'submit' | 'save'>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="sm">
        {children}
        <FormFooter
          error={form.save.error}
          pending={form.save.isPending}
          onCancel={onCancel}
          label={t('content.save')}
        />
      </Stack>
    </form>
  );
}

/** The buttons and the server's refusal, common to the content forms. */
export function FormFooter({
  error,
  pending,
  onCancel,
  label,
}: {
  error: Error | null;
  pending: boolean;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <RefusedAlert error={error} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}

/** The server's refusal of a change, in its words. */
export function RefusedAlert({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('content.refused')}>
      {error.message || t('common.errorText')}
    </Alert>
  );
}

/** A text input's value, change and error (what useContentForm's `text` gives). */
type TextBinding = ReturnType<ReturnType<typeof useContentForm>['text']>;

/** The window in which a row shows: start and end, each open when left empty. */
export function WindowFields({ start, end, hint }: { start: TextBinding; end: TextBinding; hint?: boolean }) {
  const { t } = useTranslation();
  const description = hint ? t('content.openHint') : undefined;
  return (
    <Group grow>
      <TextInput type="datetime-local" label={t('content.startsAt')} description={description} {...start} />
      <TextInput type="datetime-local" label={t('content.endsAt')} description={description} {...end} />
    </Group>
  );
}

/** Whether the row shows at all. */
export function ActiveSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('content.active')}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
