import { useMemo } from 'react';
import { type RuleMap, ruleMap } from '@/lib/form';
import { useRegisterSettings } from './get-register-settings';

/** The server's field rules by field, for the forms that check a password or a code against them. */
export function useRegisterRules(): RuleMap {
  const settings = useRegisterSettings();
  return useMemo(() => ruleMap(settings.data?.list), [settings.data]);
}
