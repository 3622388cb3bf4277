import type { ConsoleGameStatus } from '@ficha/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ConsoleGameStatus, string> = {
  shown: 'green',
  disabled: 'gray',
  vendorOff: 'orange',
  notIntegrated: 'red',
  retired: 'dark',
};

/** Where a game stands on the merchant's site; "not integrated" games are never shown to players. */
export function GameStatusBadge({ status }: { status: ConsoleGameStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm">
      {t(`games.status.${status}`)}
    </Badge>
  );
}
