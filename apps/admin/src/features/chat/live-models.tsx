import type { LiveModel } from '@ficha/contract';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';

const key = (merchantId: number | undefined) => ['chat-live-models', merchantId];
type Fields = Pick<LiveModel, 'name' | 'avatarUrl' | 'active' | 'streaming' | 'sort'>;

/** The live models CBS_modelList answers (spec sections 6 and 7), kept by ADMIN and CONTENT (chat.manage). */
export function LiveModels({ merchantId }: { merchantId: number | undefined }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        {t('chat.liveModels')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('chat.liveModels')} size="lg">
        {opened && <ModelList merchantId={merchantId} />}
      </Modal>
    </>
  );
}

function ModelList({ merchantId }: { merchantId: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [avatarUrl, setAvatarUrl] = useState('');
  const models = useQuery({
    queryKey: key(merchantId),
    queryFn: () => api<{ list: LiveModel[] }>('GET', '/chat/live-models', { params: { merchantId } }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key(merchantId) });
  const fail = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const add = useMutation({
    mutationFn: () =>
      api('POST', '/chat/live-models', {
        body: {
          merchantId,
          name,
          avatarUrl,
          active: true,
          streaming: false,
          sort: models.data?.list.length ?? 0,
        },
      }),
    onSuccess: () => {
      setName('');
      setAvatarUrl('');
      refresh();
    },
    onError: fail,
  });
  const change = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: Fields }) =>
      api('PUT', `/chat/live-models/${id}`, { body: { merchantId, ...fields } }),
    onSuccess: refresh,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', `/chat/live-models/${id}`),
    onSuccess: refresh,
    onError: fail,
  });
  const fieldsOf = (m: LiveModel): Fields => ({
    name: m.name,
    avatarUrl: m.avatarUrl,
    active: m.active,
    streaming: m.streaming,
    sort: m.sort,
  });
  return (
    <Stack gap="sm">
      <QueryState query={models}>
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed">{t('chat.liveModelsEmpty')}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('chat.modelName')}</Table.Th>
                  <Table.Th>{t('chat.modelActive')}</Table.Th>
                  <Table.Th>{t('chat.modelStreaming')}</Table.Th>
                  <Table.Th>{t('chat.modelSort')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.list.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${t('chat.modelActive')} ${m.name}`}
                        checked={m.active}
                        onChange={(e) =>
                          change.mutate({
                            id: m.id,
                            fields: { ...fieldsOf(m), active: e.currentTarget.checked },
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${t('chat.modelStreaming')} ${m.name}`}
                        checked={m.streaming}
                        onChange={(e) =>
                          change.mutate({
                            id: m.id,
                            fields: { ...fieldsOf(m), streaming: e.currentTarget.checked },
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        w={80}
                        min={0}
                        max={10_000}
                        aria-label={`${t('chat.modelSort')} ${m.name}`}
                        defaultValue={m.sort}
                        onBlur={(e) => {
                          const sort = Number(e.currentTarget.value);
                          if (Number.isInteger(sort) && sort !== m.sort) {
                            change.mutate({ id: m.id, fields: { ...fieldsOf(m), sort } });
                          }
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('chat.cannedRemove')} ${m.name}`}
                        onClick={() => remove.mutate(m.id)}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      <Group align="flex-end" grow>
        <TextInput
          label={t('chat.modelName')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <TextInput
          label={t('chat.modelAvatar')}
          placeholder="https://…"
          value={avatarUrl}
          onChange={(e) => setAvatarUrl(e.target.value)}
        />
        <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!name.trim()}>
          {t('chat.cannedAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
