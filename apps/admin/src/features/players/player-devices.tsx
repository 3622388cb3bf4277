import type { PlayerProfile } from '@ficha/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@/components/data-table';
import { formatTime } from '@/lib/format';

type Session = PlayerProfile['sessions'][number];

/** "Chrome on Android" from a user agent; the raw text when it names nothing known. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const browser = /SamsungBrowser/.test(userAgent)
    ? 'Samsung Internet'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /OPR\/|Opera/.test(userAgent)
        ? 'Opera'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : null;
  if (!os && !browser) return userAgent.slice(0, 60);
  return [browser, os].filter(Boolean).join(' · ');
}

export interface Device {
  userAgent: string;
  name: string;
  sessions: number;
  live: number;
  lastIp: string | null;
  firstSeen: string;
  lastSeen: string;
}

/** A session that can still make calls: not ended and not expired. */
export const isLive = (s: Session, now = Date.now()) => s.revokedAt === null && Date.parse(s.expiresAt) > now;

/** The player's devices: their sessions grouped by user agent, the most recently used first. */
export function devicesOf(sessions: Session[], now = Date.now()): Device[] {
  const byAgent = new Map<string, Device>();
  // Sessions come newest first: the first one seen of a device is its latest.
  for (const s of sessions) {
    const key = s.userAgent ?? '';
    const device = byAgent.get(key);
    if (!device) {
      byAgent.set(key, {
        userAgent: key,
        name: describeDevice(s.userAgent),
        sessions: 1,
        live: isLive(s, now) ? 1 : 0,
        lastIp: s.ip,
        firstSeen: s.createdAt,
        lastSeen: s.createdAt,
      });
    } else {
      device.sessions += 1;
      device.live += isLive(s, now) ? 1 : 0;
      if (s.createdAt < device.firstSeen) device.firstSeen = s.createdAt;
    }
  }
  return [...byAgent.values()];
}

/**
 * Sessions and devices (issue 15 part 4): the devices the player logged in from, and the sessions
 * that are live now. The full list of logins is the login history tab.
 */
export function PlayerDevices({ sessions, csvName }: { sessions: Session[]; csvName: string }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string | null) => formatTime(iso, i18n.language);
  const devices = devicesOf(sessions);
  const live = sessions.filter((s) => isLive(s));
  const deviceColumns: Column<Device>[] = [
    { id: 'name', header: t('players.device'), value: (d) => d.name || t('playerCare.unknownDevice') },
    { id: 'sessions', header: t('playerCare.logins'), value: (d) => d.sessions, align: 'right' },
    {
      id: 'live',
      header: t('playerCare.liveNow'),
      value: (d) => d.live,
      cell: (d) =>
        d.live > 0 ? (
          <Badge color="green" variant="light">
            {d.live}
          </Badge>
        ) : (
          '0'
        ),
      align: 'right',
    },
    { id: 'lastIp', header: t('playerCare.lastAddress'), value: (d) => d.lastIp },
    {
      id: 'firstSeen',
      header: t('playerCare.firstSeen'),
      value: (d) => d.firstSeen,
      cell: (d) => time(d.firstSeen),
    },
    {
      id: 'lastSeen',
      header: t('playerCare.lastSeen'),
      value: (d) => d.lastSeen,
      cell: (d) => time(d.lastSeen),
    },
    {
      id: 'userAgent',
      header: t('playerCare.userAgent'),
      value: (d) => d.userAgent,
      cell: (d) => (
        <Text size="xs" c="dimmed" truncate maw={260} title={d.userAgent}>
          {d.userAgent}
        </Text>
      ),
    },
  ];
  const liveColumns: Column<Session>[] = [
    {
      id: 'createdAt',
      header: t('players.loginAt'),
      value: (s) => s.createdAt,
      cell: (s) => time(s.createdAt),
    },
    { id: 'ip', header: t('players.ip'), value: (s) => s.ip },
    { id: 'device', header: t('players.device'), value: (s) => describeDevice(s.userAgent) },
    {
      id: 'expiresAt',
      header: t('players.expiresAt'),
      value: (s) => s.expiresAt,
      cell: (s) => time(s.expiresAt),
    },
  ];
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('playerCare.liveSessions', { count: live.length })}
      </Text>
      <DataTable
        rows={live}
        columns={liveColumns}
        rowKey={(s) => s.id}
        empty={t('playerCare.noLiveSessions')}
      />
      <Text fw={600} size="sm">
        {t('playerCare.devices')}
      </Text>
      <DataTable
        rows={devices}
        columns={deviceColumns}
        rowKey={(d) => d.userAgent}
        csvName={csvName}
        empty={t('playerCare.noDevices')}
      />
    </Stack>
  );
}
