import {
  type ContentServiceEntry,
  type ContentServiceList,
  CS_TYPES,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '@ficha/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { may } from '@/lib/navigation';
import { FormFooter } from './article-forms';
import { contentKey, readContent, useContentChange } from './content-api';
import { checkForm, type FieldErrors } from './content-form';
import { ContentTable } from './content-table';

/** A customer-service channel: the service page and the floating button list them in order. */
export function ServiceForm({
  entry,
  merchantId,
  onDone,
}: {
  entry?: ContentServiceEntry;
  merchantId: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    csType: entry?.csType ?? 'WHATSAPP',
    csPosition: entry?.csPosition ?? 0,
    title: entry?.title ?? '',
    url: entry?.url ?? '',
    active: entry?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (key: string) => (errors[key] ? t('content.invalid', { reason: errors[key] }) : null);
  const save = useContentChange('service', (body: object) =>
    entry ? api('PUT', `/content/service/${entry.id}`, { body }) : api('POST', '/content/service', { body }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = entry
      ? checkForm(serviceUpdateSchema, { ...values, version: entry.version })
      : checkForm(serviceCreateSchema, { ...values, merchantId });
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(checked.data, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow>
          <Select
            label={t('content.service.type')}
            allowDeselect={false}
            data={CS_TYPES.map((c) => ({ value: c, label: t(`content.service.types.${c}`) }))}
            value={values.csType}
            onChange={(v) => v && set('csType', v as typeof values.csType)}
          />
          <NumberInput
            label={t('content.order')}
            min={0}
            value={values.csPosition}
            onChange={(v) => set('csPosition', Number(v) || 0)}
            error={fieldError('csPosition')}
          />
        </Group>
        <TextInput
          label={t('content.service.title')}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={fieldError('title')}
          required
        />
        <TextInput
          label={t('content.service.url')}
          description={t('content.service.urlHint')}
          value={values.url}
          onChange={(e) => set('url', e.currentTarget.value)}
          error={fieldError('url')}
          required
        />
        <Switch
          label={t('content.active')}
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <FormFooter error={save.error} pending={save.isPending} onCancel={onDone} label={t('content.save')} />
      </Stack>
    </form>
  );
}

export function ServiceTab() {
  const { t } = useTranslation();
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const canWrite = may(session.role, 'content.write');
  const [editing, setEditing] = useState<ContentServiceEntry | 'new' | null>(null);
  const query = useQuery({
    queryKey: contentKey('service', merchantId),
    queryFn: () => readContent<ContentServiceList>('service', merchantId),
  });
  const remove = useContentChange('service', (s: ContentServiceEntry) =>
    api('DELETE', `/content/service/${s.id}`, { params: { version: s.version } }),
  );
  return (
    <QueryState query={query}>
      {({ list }) => (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('content.service.intro')}
            </Text>
            {canWrite && <Button onClick={() => setEditing('new')}>{t('content.service.new')}</Button>}
          </Group>
          {remove.error && (
            <Alert color="red" role="alert" title={t('content.refused')}>
              {remove.error.message}
            </Alert>
          )}
          <ContentTable
            rows={list}
            empty={t('content.service.empty')}
            canWrite={canWrite}
            onEdit={setEditing}
            onDelete={(s) => remove.mutate(s)}
            label={(s) => s.title}
            columns={[
              { header: t('content.order'), cell: (s) => s.csPosition },
              { header: t('content.service.type'), cell: (s) => t(`content.service.types.${s.csType}`) },
              { header: t('content.service.title'), cell: (s) => s.title },
              { header: t('content.service.url'), cell: (s) => <code>{s.url}</code> },
              {
                header: t('content.state'),
                cell: (s) => (
                  <Badge variant="light" color={s.active ? 'green' : 'gray'}>
                    {t(s.active ? 'content.states.showing' : 'content.states.hidden')}
                  </Badge>
                ),
              },
            ]}
          />
          <Modal
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={editing === 'new' ? t('content.service.new') : t('content.service.edit')}
            size="lg"
          >
            {editing !== null && (
              <ServiceForm
                entry={editing === 'new' ? undefined : editing}
                merchantId={merchantId}
                onDone={() => setEditing(null)}
              />
            )}
          </Modal>
        </Stack>
      )}
    </QueryState>
  );
}
