import type { MerchantDetail } from '@ficha/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { ApiError, api } from '@/lib/api-client';
import { canEditMerchants } from '@/lib/navigation';
import { checkDraft, type Draft, newMerchantDraft } from './merchant-draft';
import { MerchantForm } from './merchant-form';
import { merchantsKey } from './merchants-page';
import { PhonePreview } from './phone-preview';

interface EditorProps {
  /** The merchant as read (undefined: a new one). */
  loaded?: MerchantDetail;
  canEdit: boolean;
  canSetDemo: boolean;
  /** Reads the merchant again (after an edit conflict). */
  onReload?: () => void | Promise<void>;
}

/**
 * The form beside the phone preview. Saving checks the draft with the contract's schema first, then
 * sends it with the version it was read at: a newer change on the server answers EDIT_CONFLICT, and
 * the staff member reloads rather than overwrite it.
 */
export function MerchantEditor({ loaded, canEdit, canSetDemo, onReload }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNew = loaded === undefined;
  const [draft, setDraft] = useState<Draft>(() => (loaded ? loaded.settings : newMerchantDraft()));
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const errors = shown ? checkDraft(draft, isNew) : {};
  const save = useMutation({
    mutationFn: () =>
      isNew
        ? api<MerchantDetail>('POST', '/merchants', { body: draft })
        : api<MerchantDetail>('POST', `/merchants/${loaded.id}/settings`, {
            body: {
              version: loaded.version,
              settings: draft,
              ...(reason.trim() ? { reason: reason.trim() } : {}),
            },
          }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: merchantsKey });
      queryClient.setQueryData(['merchant', String(saved.id)], saved);
      if (isNew) navigate(`/merchants/${saved.id}`, { replace: true });
    },
  });
  const submit = () => {
    setShown(true);
    if (Object.keys(checkDraft(draft, isNew)).length === 0) save.mutate();
  };
  const problems = Object.entries(errors);
  const conflict = save.error instanceof ApiError && save.error.code === 'EDIT_CONFLICT';

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            {!canEdit && <Alert color="gray">{t('merchants.readOnly')}</Alert>}
            <MerchantForm
              draft={draft}
              onChange={(next) => {
                setDraft(next);
                save.reset();
              }}
              errors={errors}
              isNew={isNew}
              {...(loaded ? { merchantId: loaded.id } : {})}
              readOnly={!canEdit}
              canSetDemo={canSetDemo}
            />
            {problems.length > 0 && (
              <Alert color="red" title={t('merchants.invalid')}>
                <List size="sm">
                  {problems.map(([path, message]) => (
                    <List.Item key={path}>
                      <code>{path}</code>: {message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {conflict ? (
              <Alert color="orange" role="alert">
                {t('merchants.conflict')}{' '}
                <Button size="xs" variant="light" color="orange" ml="sm" onClick={() => void onReload?.()}>
                  {t('merchants.reload')}
                </Button>
              </Alert>
            ) : (
              save.isError && (
                <Alert color="red" role="alert">
                  {save.error.message || t('common.errorText')}
                </Alert>
              )
            )}
            {save.isSuccess && !isNew && (
              <Alert color="green" role="status">
                {t('merchants.saved')}
              </Alert>
            )}
            {canEdit && (
              <Group align="flex-end">
                {!isNew && (
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('merchants.reason')}
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                )}
                <Button onClick={submit} loading={save.isPending}>
                  {isNew ? t('merchants.create') : t('merchants.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap={6} align="center" style={{ position: 'sticky', top: 72 }}>
          <Text fw={600} size="sm">
            {t('merchants.brand.preview')}
          </Text>
          <PhonePreview name={draft.name} logoUrl={draft.logoUrl} brand={draft.brand} width={250} />
          <Text size="xs" c="dimmed" ta="center" maw={300}>
            {t('merchants.brand.previewHint')}
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /merchants/:id (and /merchants/new for platform ADMINs): the white-label editor, issue 15 part 8. */
export default function MerchantEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { session } = useStaff();
  const isNew = id === 'new';
  const merchant = useQuery({
    queryKey: ['merchant', id],
    queryFn: () => api<MerchantDetail>('GET', `/merchants/${id}`),
    enabled: !isNew,
  });
  const canEdit = canEditMerchants(session.role);
  // A reload after an edit conflict starts a fresh draft; one's own save keeps the draft (and its
  // "saved" notice) and only moves the version on.
  const [generation, setGeneration] = useState(0);
  const back = (
    <Anchor component={Link} to="/merchants" size="sm">
      ← {t('merchants.back')}
    </Anchor>
  );
  if (isNew) {
    return (
      <Stack gap="md">
        {back}
        <Title order={3}>{t('merchants.newTitle')}</Title>
        <MerchantEditor
          canEdit={canEdit && session.merchantId === null}
          canSetDemo={session.merchantId === null}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <QueryState query={merchant}>
        {(loaded) => (
          <Stack gap="md">
            <Group gap="sm">
              <Title order={3}>{loaded.settings.name}</Title>
              <Badge variant="light">{loaded.code}</Badge>
              <Text size="sm" c="dimmed">
                {t('merchants.version', { version: loaded.version })}
              </Text>
            </Group>
            <MerchantEditor
              key={generation}
              loaded={loaded}
              canEdit={canEdit}
              canSetDemo={loaded.canSetDemo}
              onReload={async () => {
                await merchant.refetch();
                setGeneration((g) => g + 1);
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
