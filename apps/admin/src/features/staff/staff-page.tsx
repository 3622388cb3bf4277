import { STAFF_ROLES, type StaffMember, type staffListSchema } from '@ficha/contract';
import { Badge, Button, Group, Menu, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useStaff } from '@/app/session';
import type { Column } from '@/components/data-table';
import { ListTable } from '@/components/list-table';
import { ReasonModal } from '@/components/reason-modal';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { StaffForm } from './staff-form';

type Action = { member: StaffMember; kind: 'disable' | 'enable' | 'totp' };

/**
 * Staff management for ADMIN (issue 15 part 1) over /ops/api/v1/staff: create with an initial
 * password, change role and merchants, disable and enable, and (platform ADMIN only) reset a
 * staff member's TOTP. A merchant ADMIN sees and manages the staff of their merchants only.
 */
export default function StaffPage() {
  const { t, i18n } = useTranslation();
  const { session } = useStaff();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<string | null>(null);
  const [active, setActive] = useState('true');
  const [form, setForm] = useState<{ editing: StaffMember | undefined } | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const platformAdmin = session.merchantId === null;
  const merchantName = new Map(session.merchants.map((m) => [m.id, m.name]));

  const filters = { role: role ?? undefined, active: active || undefined, pageSize: 200 };
  const list = useQuery({
    queryKey: ['staff', filters],
    queryFn: () => api<z.infer<typeof staffListSchema>>('GET', '/staff', { params: filters }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });

  const act = useMutation({
    mutationFn: ({ a, reason }: { a: Action; reason: string }) =>
      api(
        'POST',
        a.kind === 'totp' ? `/staff/${a.member.id}/totp/reset` : `/staff/${a.member.id}/${a.kind}`,
        {
          body: { reason },
        },
      ),
    onSuccess: (_answer, { a }) => {
      setAction(null);
      notifications.show({
        color: 'green',
        message: t(`staffAdmin.done.${a.kind}`, { name: a.member.username }),
      });
      void refresh();
    },
  });

  const columns: Column<StaffMember>[] = [
    { id: 'id', header: t('staffAdmin.id'), value: (m) => m.id },
    { id: 'username', header: t('staffAdmin.username'), value: (m) => m.username },
    {
      id: 'role',
      header: t('staffAdmin.role'),
      value: (m) => t(`roles.${m.role}`, { defaultValue: m.role }),
    },
    {
      id: 'merchants',
      header: t('staffAdmin.merchants'),
      value: (m) =>
        m.platform
          ? t('staffAdmin.allMerchants')
          : m.merchantIds.map((id) => merchantName.get(id) ?? `#${id}`).join(', '),
    },
    {
      id: 'active',
      header: t('staffAdmin.status'),
      value: (m) => t(m.active ? 'staffAdmin.active' : 'staffAdmin.disabled'),
      cell: (m) => (
        <Badge color={m.active ? 'green' : 'gray'} variant="light">
          {t(m.active ? 'staffAdmin.active' : 'staffAdmin.disabled')}
        </Badge>
      ),
    },
    {
      id: 'totp',
      header: t('staffAdmin.totp'),
      value: (m) => t(m.totpEnabled ? 'staffAdmin.totpOn' : 'staffAdmin.totpOff'),
    },
    {
      id: 'createdAt',
      header: t('staffAdmin.createdAt'),
      value: (m) => m.createdAt,
      cell: (m) => formatTime(m.createdAt, i18n.language),
    },
    {
      id: 'actions',
      header: '',
      noCsv: true,
      value: () => '',
      cell: (m) =>
        m.id === session.staffId ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-xs" variant="default">
                {t('staffAdmin.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setForm({ editing: m })}>{t('staffAdmin.edit')}</Menu.Item>
              <Menu.Item
                color={m.active ? 'red' : 'green'}
                onClick={() => setAction({ member: m, kind: m.active ? 'disable' : 'enable' })}
              >
                {t(m.active ? 'staffAdmin.disable' : 'staffAdmin.enable')}
              </Menu.Item>
              {platformAdmin && m.totpEnabled && (
                <Menu.Item color="orange" onClick={() => setAction({ member: m, kind: 'totp' })}>
                  {t('staffAdmin.totpReset')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('staffAdmin.title')}</Title>
        <Button onClick={() => setForm({ editing: undefined })}>{t('staffAdmin.new')}</Button>
      </Group>
      <ListTable
        query={list}
        columns={columns}
        rowKey={(m) => String(m.id)}
        csvName="staff"
        empty={t('staffAdmin.empty')}
        toolbar={
          <Group gap="xs">
            <Select
              size="xs"
              w={160}
              placeholder={t('staffAdmin.anyRole')}
              aria-label={t('staffAdmin.role')}
              clearable
              value={role}
              onChange={setRole}
              data={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`, { defaultValue: r }) }))}
            />
            <SegmentedControl
              size="xs"
              value={active}
              onChange={setActive}
              data={[
                { value: 'true', label: t('staffAdmin.active') },
                { value: 'false', label: t('staffAdmin.disabled') },
                { value: '', label: t('staffAdmin.everyone') },
              ]}
            />
          </Group>
        }
      />
      {form && (
        <StaffForm
          opened
          editing={form.editing}
          merchants={session.merchants}
          mayGrantPlatform={platformAdmin}
          onClose={() => {
            setForm(null);
            // After a refusal (a newer change, EDIT_CONFLICT) the list shows the account as it is now.
            void refresh();
          }}
          onSaved={(member) => {
            setForm(null);
            notifications.show({
              color: 'green',
              message: t(form.editing ? 'staffAdmin.changed' : 'staffAdmin.created', {
                name: member.username,
              }),
            });
            void refresh();
          }}
        />
      )}
      <ReasonModal
        opened={action !== null}
        title={action ? t(`staffAdmin.confirm.${action.kind}`, { name: action.member.username }) : ''}
        description={action ? t(`staffAdmin.explain.${action.kind}`) : undefined}
        confirmLabel={t('common.confirm')}
        color={action?.kind === 'enable' ? 'green' : 'red'}
        pending={act.isPending}
        error={act.error ? act.error.message || t('common.errorText') : null}
        onConfirm={(reason) => action && act.mutate({ a: action, reason })}
        onClose={() => {
          setAction(null);
          act.reset();
        }}
      />
    </Stack>
  );
}
