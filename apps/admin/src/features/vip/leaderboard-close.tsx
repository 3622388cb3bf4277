import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { closeLeaderboard, type Leaderboard, refusalText, useVipChange } from './vip-api';

/**
 * Closes a leaderboard now and pays its prizes (vip.pay). The server pays a period once, so a
 * repeated close pays nothing more; the answer says how many prizes this close paid.
 */
export function LeaderboardClose({ board, onClose }: { board: Leaderboard; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useVipChange(closeLeaderboard);
  return (
    <Modal opened onClose={onClose} centered title={t('vipOps.board.closeTitle', { title: board.title })}>
      <Stack gap="sm">
        <Text size="sm">{t('vipOps.board.closeText')}</Text>
        {close.error && (
          <Alert color="red" role="alert">
            {refusalText(close.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={close.isPending}
            onClick={() =>
              close.mutate(board.id, {
                onSuccess: ({ paid }) => {
                  notifications.show({ color: 'green', message: t('vipOps.board.closed', { count: paid }) });
                  onClose();
                },
              })
            }
          >
            {t('vipOps.board.closeNow')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
