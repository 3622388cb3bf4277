import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useConsolidated, useWhitelabel } from '@/features/system';
import { type Channel, toChannels } from '../channels';

interface CustomerServiceContextValue {
  channels: Channel[];
  isOpen: boolean;
  /** Opens the channel list, or says to contact service when the merchant has no channel. */
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const CustomerServiceContext = createContext<CustomerServiceContextValue | null>(null);

export function useCustomerService(): CustomerServiceContextValue {
  const value = useContext(CustomerServiceContext);
  if (!value) throw new Error('useCustomerService needs CustomerServiceProvider');
  return value;
}

export function CustomerServiceProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const entries = useConsolidated().data?.customerService;
  const ownChat = useWhitelabel()?.flags.CBS3 === true;
  const channels = useMemo(() => toChannels(entries ?? [], ownChat), [entries, ownChat]);
  const [isOpen, setOpen] = useState(false);
  const hasChannels = channels.length > 0;

  const open = useCallback(() => {
    if (hasChannels) setOpen(true);
    else toast(t('contact_service'));
  }, [hasChannels, toast, t]);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  const value = useMemo(
    () => ({ channels, isOpen: isOpen && hasChannels, open, close, toggle }),
    [channels, isOpen, hasChannels, open, close, toggle],
  );
  return <CustomerServiceContext.Provider value={value}>{children}</CustomerServiceContext.Provider>;
}
