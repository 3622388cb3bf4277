import { Box, Group, Image, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './phone-preview.module.css';

/**
 * A phone's frame around what the player's home would show (390 px wide, drawn at two thirds):
 * the banners now showing, in order, and the notices' marquee. It previews; the player site reads
 * the same rows the moment they are saved.
 */
export function PhonePreview({
  merchantName,
  banners,
  marquee,
  children,
}: {
  merchantName: string;
  /** The banners showing now, in order; left out: a preview of something else (the marquee). */
  banners?: Array<{ id: number; imageUrl: string; title: string }>;
  marquee?: string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.phone} shadow="md" aria-label={t('content.preview.label')} role="figure">
      <Box className={classes.notch} />
      <Group className={classes.header} justify="space-between" px="xs">
        <Text fw={700} size="sm" c="white">
          {merchantName}
        </Text>
        <Text size="xs" c="white">
          {t('content.preview.login')}
        </Text>
      </Group>
      <ScrollArea h={440} type="never">
        <Stack gap={6} p={6}>
          {banners === undefined ? null : banners.length === 0 ? (
            <Box className={classes.empty}>
              <Text size="xs" c="dimmed">
                {t('content.preview.noBanners')}
              </Text>
            </Box>
          ) : (
            banners.map((banner) => (
              <Image
                key={banner.id}
                src={banner.imageUrl}
                alt={banner.title}
                radius="sm"
                style={{ aspectRatio: '5 / 2' }}
                fit="cover"
                fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
              />
            ))
          )}
          {marquee && marquee.length > 0 && (
            <Text size="xs" className={classes.marquee} truncate="end">
              » {marquee.join('  ·  ')}
            </Text>
          )}
          {children}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
