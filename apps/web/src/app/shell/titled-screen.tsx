import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import type { TranslationKey } from '@/i18n/keys';
import type { RouteMeta } from '../route-table';
import { useBack } from './use-back';

/** A screen that draws its own top bar (spec section 2 'Page shell'): its title and where back goes. */
export function TitledScreen({
  titleKey,
  back = 'back',
  children,
}: {
  titleKey: TranslationKey;
  back?: RouteMeta['backTarget'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onBack = useBack(back);
  return (
    <>
      <TopBar title={t(titleKey)} onBack={onBack} />
      {children}
    </>
  );
}
