import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryKey } from '@/config/game-categories';

/** A category's translated name; an unknown category shows its code rather than nothing. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (category: string) => {
      const key = categoryKey(category);
      return key ? t(key) : category;
    },
    [t],
  );
}
