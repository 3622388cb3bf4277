import {
  type ContentServiceEntry,
  type ContentServiceList,
  CS_TYPES,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '@ficha/contract';
import { Badge, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { EditModal, ListHeader, useContentList } from './content-list';
import { ContentTable } from './content-table';
import { ActiveSwitch, ContentFormFrame, RefusedAlert, useContentForm } from './use-content-form';

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
  const form = useContentForm({
    kind: 'service',
    row: entry,
    merchantId,
    initial: {
      csType: entry?.csType ?? 'WHATSAPP',
      csPosition: entry?.csPosition ?? 0,
      title: entry?.title ?? '',
      url: entry?.url ?? '',
      active: entry?.active ?? true,
    },
    schemas: { create: serviceCreateSchema, update: serviceUpdateSchema },
    onSaved: onDone,
  });
  const { values, set } = form;
  return (
    <ContentFormFrame form={form} onCancel={onDone}>
      <Group grow>
        <Select
          label={t('content.service.type')}
          data={CS_TYPES.map((c) => ({ value: c, label: t(`content.service.types.${c}`) }))}
          {...form.choice('csType')}
        />
        <NumberInput label={t('content.order')} {...form.whole('csPosition')} />
      </Group>
      <TextInput label={t('content.service.title')} {...form.text('title')} required />
      <TextInput
        label={t('content.service.url')}
        description={t('content.service.urlHint')}
        {...form.text('url')}
        required
      />
      <ActiveSwitch checked={values.active} onChange={(on) => set('active', on)} />
    </ContentFormFrame>
  );
}

export function ServiceTab() {
  const { t } = useTranslation();
  const { merchantId, canWrite, editing, setEditing, close, query, remove } = useContentList<
    ContentServiceEntry,
    ContentServiceList
  >('service');
  return (
    <QueryState query={query}>
      {({ list }) => (
        <Stack gap="sm">
          <ListHeader
            intro={t('content.service.intro')}
            newLabel={t('content.service.new')}
            canWrite={canWrite}
            onNew={() => setEditing('new')}
          />
          {remove.error && <RefusedAlert error={remove.error} />}
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
          <EditModal
            editing={editing}
            onClose={close}
            titles={{ new: t('content.service.new'), edit: t('content.service.edit') }}
            size="lg"
          >
            {(entry) => <ServiceForm entry={entry} merchantId={merchantId} onDone={close} />}
          </EditModal>
        </Stack>
      )}
    </QueryState>
  );
}
