import { LANGUAGE_CODES, REGISTER_FIELDS, type RegistrationRule } from '@ficha/contract';
import { Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorOf } from './merchant-draft';
import type { TabProps } from './merchant-form';

/**
 * The merchant's overrides of the platform's registration rules (spec section 5): which fields the
 * form shows, which it requires, the pattern a value must match and its message per language.
 */
export function RegistrationRulesTab({ draft, set, errors, readOnly }: TabProps) {
  const { t } = useTranslation();
  const rules = (draft.registrationRules ?? []) as RegistrationRule[];
  const put = (next: RegistrationRule[]) => set({ registrationRules: next });
  const update = (i: number, patch: Partial<RegistrationRule>) =>
    put(rules.map((rule, j) => (j === i ? { ...rule, ...patch } : rule)));
  const free = REGISTER_FIELDS.filter((field) => !rules.some((r) => r.field === field));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('merchants.registration.hint')}
      </Text>
      {rules.map((rule, i) => (
        <Paper key={rule.field} withBorder p="sm" radius="md">
          <Group align="flex-start" wrap="wrap">
            <Select
              label={t('merchants.registration.field')}
              w={170}
              data={[rule.field, ...free]}
              value={rule.field}
              onChange={(value) => value && update(i, { field: value as RegistrationRule['field'] })}
              allowDeselect={false}
              readOnly={readOnly}
            />
            <Checkbox
              mt={30}
              label={t('merchants.registration.enabled')}
              checked={rule.enabled}
              onChange={(e) => update(i, { enabled: e.currentTarget.checked })}
              disabled={readOnly}
            />
            <Checkbox
              mt={30}
              label={t('merchants.registration.required')}
              checked={rule.required}
              onChange={(e) => update(i, { required: e.currentTarget.checked })}
              disabled={readOnly}
            />
            <TextInput
              style={{ flex: 1, minWidth: 200 }}
              label={t('merchants.registration.pattern')}
              value={rule.pattern}
              onChange={(e) => update(i, { pattern: e.currentTarget.value })}
              error={errorOf(errors, `registrationRules.${i}.pattern`)}
              readOnly={readOnly}
              ff="monospace"
            />
          </Group>
          <Group mt="xs" align="flex-end">
            {LANGUAGE_CODES.map((language) => (
              <TextInput
                key={language}
                style={{ flex: 1 }}
                label={t('merchants.registration.message', { language })}
                value={rule.messages[language] ?? ''}
                onChange={(e) => {
                  const messages = { ...rule.messages, [language]: e.currentTarget.value };
                  if (!e.currentTarget.value) delete messages[language];
                  update(i, { messages });
                }}
                error={errorOf(errors, `registrationRules.${i}.messages.${language}`)}
                readOnly={readOnly}
              />
            ))}
            {!readOnly && (
              <Button variant="subtle" color="red" onClick={() => put(rules.filter((_, j) => j !== i))}>
                {t('merchants.links.remove')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      {!readOnly && free.length > 0 && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() =>
            put([
              ...rules,
              { field: free[0]!, enabled: true, required: false, pattern: '^.{1,50}$', messages: {} },
            ])
          }
        >
          {t('merchants.registration.add')}
        </Button>
      )}
    </Stack>
  );
}
