import { Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { Leaderboard } from './vip-api';

/** A leaderboard's standings (running) or winners (closed), as members see them (names masked). */
export function LeaderboardStandings({ board, onClose }: { board: Leaderboard; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, board.currency, i18n.language);
  return (
    <Modal opened onClose={onClose} centered size="lg" title={board.title}>
      {board.entries.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {t('vipOps.board.noEntries')}
        </Text>
      ) : (
        <Table fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vipOps.board.rank')}</Table.Th>
              <Table.Th>{t('vipOps.board.member')}</Table.Th>
              <Table.Th ta="right">{t(`vipOps.board.${board.metric}`)}</Table.Th>
              <Table.Th ta="right">{t('vipOps.board.prize')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {board.entries.map((e) => (
              <Table.Tr key={e.rank}>
                <Table.Td>{e.rank}</Table.Td>
                <Table.Td>{e.username}</Table.Td>
                <Table.Td ta="right">{money(e.score)}</Table.Td>
                <Table.Td ta="right">{money(e.prize)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
