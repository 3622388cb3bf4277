import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeMessage, type FormMessage } from '@/lib/form/message';

export interface MessageOptions {
  /** The server's rules by field (registration settings), whose messages `{ rule }` messages show. */
  rules?: Partial<Record<string, { message: string }>>;
  /** Formats the amounts of `money` values (the wallet's currency format). */
  formatMoney?: (amount: string) => string;
}

export const MessageOptionsContext = createContext<MessageOptions>({});

/**
 * Turns a form message (or its serialized form from react-hook-form) into text in the current
 * language; `options` serve a component that renders its Form (and so sits outside it).
 */
export function useMessageText(
  options?: MessageOptions,
): (message: FormMessage | string | undefined) => string | undefined {
  const { t } = useTranslation();
  const context = useContext(MessageOptionsContext);
  const rules = options?.rules ?? context.rules;
  const formatMoney = options?.formatMoney ?? context.formatMoney;
  return useCallback(
    (raw: FormMessage | string | undefined) => {
      const message = typeof raw === 'string' ? decodeMessage(raw) : raw;
      if (!message) return undefined;
      if ('text' in message) return message.text;
      if ('rule' in message) return rules?.[message.rule]?.message || t('error.FIELD_INVALID');
      const money = Object.fromEntries(
        Object.entries(message.money ?? {}).map(([name, amount]) => [name, formatMoney?.(amount) ?? amount]),
      );
      return t(message.key, { ...message.values, ...money });
    },
    [t, rules, formatMoney],
  );
}
