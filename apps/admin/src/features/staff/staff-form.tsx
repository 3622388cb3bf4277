import {
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  staffCreateBodySchema,
  staffUpdateBodySchema,
} from '@ficha/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '@/lib/api-client';

interface MerchantOption {
  id: number;
  name: string;
}

/** The first message of a failed parse per field path. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const out: Record<string, string> = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues) out[issue.path.join('.') || 'form'] ??= issue.message;
  return out;
}

/**
 * Create a staff account (with an initial password the ADMIN hands over) or change one's role and
 * merchants (with the version read, so a stale page never overwrites a newer change). Checked with
 * the contract's schemas before it is sent; a refusal shows the server's reason.
 */
export function StaffForm({
  opened,
  editing,
  merchants,
  mayGrantPlatform,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The account to change; undefined: a new account. */
  editing: StaffMember | undefined;
  merchants: MerchantOption[];
  /** Only platform staff may make platform staff. */
  mayGrantPlatform: boolean;
  onClose: () => void;
  onSaved: (member: StaffMember) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>(editing?.role ?? 'SUPPORT');
  const [platform, setPlatform] = useState(editing?.platform ?? false);
  const [merchantIds, setMerchantIds] = useState<string[]>(
    editing?.merchantIds.map(String) ?? (merchants.length === 1 ? [String(merchants[0]!.id)] : []),
  );
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const scope = platform
    ? { platform: true, merchantIds: [] }
    : { platform: false, merchantIds: merchantIds.map(Number) };
  const body = editing
    ? { role, ...scope, version: editing.version, reason }
    : { username, password, role, ...scope, reason };
  const parsed = editing ? staffUpdateBodySchema.safeParse(body) : staffCreateBodySchema.safeParse(body);
  const issues = submitted ? issuesOf(parsed) : {};

  const save = useMutation({
    mutationFn: (b: unknown) =>
      editing
        ? api<StaffMember>('PUT', `/staff/${editing.id}`, { body: b })
        : api<StaffMember>('POST', '/staff', { body: b }),
    onSuccess: onSaved,
  });
  const conflict = save.error instanceof ApiError && save.error.code === 'EDIT_CONFLICT';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('staffAdmin.editTitle', { name: editing.username }) : t('staffAdmin.createTitle')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (parsed.success) save.mutate(parsed.data);
        }}
      >
        <Stack>
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message || t('common.errorText')}
              {conflict ? ` ${t('staffAdmin.conflictHint')}` : ''}
            </Alert>
          )}
          {!editing && (
            <>
              <TextInput
                label={t('staffAdmin.username')}
                description={t('staffAdmin.usernameHint')}
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
                error={issues.username ? t('staffAdmin.usernameInvalid') : null}
                autoComplete="off"
              />
              <PasswordInput
                label={t('staffAdmin.initialPassword')}
                description={t('staffAdmin.passwordHint')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={issues.password ? t('staffAdmin.passwordInvalid') : null}
                autoComplete="new-password"
              />
            </>
          )}
          <Select
            label={t('staffAdmin.role')}
            allowDeselect={false}
            value={role}
            onChange={(v) => v && setRole(v as StaffRole)}
            data={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`, { defaultValue: r }) }))}
          />
          {mayGrantPlatform && (
            <Switch
              label={t('staffAdmin.platform')}
              description={t('staffAdmin.platformHint')}
              checked={platform}
              onChange={(e) => setPlatform(e.currentTarget.checked)}
            />
          )}
          {!platform && (
            <MultiSelect
              label={t('staffAdmin.merchants')}
              data={merchants.map((m) => ({ value: String(m.id), label: m.name }))}
              value={merchantIds}
              onChange={setMerchantIds}
              error={issues.form || issues.merchantIds ? t('staffAdmin.merchantsRequired') : null}
            />
          )}
          <Textarea
            label={t('common.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={issues.reason ? t('common.reasonRequired') : null}
            autosize
            minRows={2}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? t('staffAdmin.saveChange') : t('staffAdmin.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
