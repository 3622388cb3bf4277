import type { ChatMemberContext } from '@ficha/contract';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaff } from '@/app/session';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { formatMoney, formatTime } from '@/lib/format';

/** The member beside the chat (issue 16 part 4): who, balances, last deposits, last rounds. */
export function ContextPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const context = useQuery({
    queryKey: ['chat-context', conversationId],
    queryFn: () => api<ChatMemberContext>('GET', `/chat/conversations/${conversationId}/context`),
  });
  return (
    <Paper withBorder p="sm" h="100%" style={{ overflowY: 'auto' }} aria-label={t('chat.member')}>
      <QueryState query={context}>{(c) => <Context context={c} />}</QueryState>
    </Paper>
  );
}

function Context({ context }: { context: ChatMemberContext }) {
  const { t, i18n } = useTranslation();
  const { merchant } = useStaff();
  const lang = i18n.language;
  const money = (value: string, currency: string) =>
    currency === 'PLAY' ? value : formatMoney(value, currency, lang);
  const currency = merchant?.currency ?? 'BRL';
  if (!context.member) {
    return (
      <Text size="sm" c="dimmed">
        {t('chat.noMember')}
      </Text>
    );
  }
  const m = context.member;
  return (
    <Stack gap="sm">
      <div>
        <Title order={5}>{m.username}</Title>
        <Group gap={6}>
          {m.nickname && (
            <Text size="sm" c="dimmed">
              {m.nickname}
            </Text>
          )}
          <Badge size="xs" color={m.status === 'active' ? 'green' : 'red'}>
            {m.status}
          </Badge>
          {m.vipLabel && m.vipLabel !== '0' && <Badge size="xs">VIP {m.vipLabel}</Badge>}
        </Group>
        <Anchor component={Link} to={`/players/${m.id}`} size="xs">
          {t('chat.profile')}
        </Anchor>
      </div>
      <Section title={t('chat.balances')} empty={context.balances.length === 0}>
        {context.balances.map((b) => (
          <Table.Tr key={`${b.kind}-${b.currency}`}>
            <Table.Td>{t(`players.accountKind.${b.kind}`, { defaultValue: b.kind })}</Table.Td>
            <Table.Td ta="right">{money(b.balance, b.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Section>
      <Section title={t('chat.lastDeposits')} empty={context.deposits.length === 0}>
        {context.deposits.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{formatTime(d.createdAt, lang)}</Table.Td>
            <Table.Td>{d.status}</Table.Td>
            <Table.Td ta="right">{money(d.amount, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Section>
      <Section title={t('chat.lastRounds')} empty={context.rounds.length === 0}>
        {context.rounds.map((r) => (
          <Table.Tr key={`${r.createdAt}-${r.gameCode}`}>
            <Table.Td>{r.gameCode}</Table.Td>
            <Table.Td ta="right">{r.amount === null ? '' : money(r.amount, currency)}</Table.Td>
            <Table.Td ta="right">{money(r.won, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Section>
    </Stack>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('chat.none')}
        </Text>
      ) : (
        <Table fz="xs" verticalSpacing={2}>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      )}
    </div>
  );
}
