import { AFFILIATE_CHANNELS, type AffiliateChannel, type AffiliateUrl } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useToast } from '@/components/toast';
import { useLocale } from '@/features/wallet';
import { errorMessageKey } from '@/i18n/error-message';
import { useAffiliateUrls, useCreateAffiliateUrl, useDisableAffiliateUrl } from '../api/agents';
import { QrCode } from './qr-code';
import { ShareLink } from './share-link';

/** Validity choices in days; '' never expires. */
const VALIDITY = ['', '7', '30', '90'] as const;

/** Affiliate URL management (spec section 7): the agent's links, a new one, turning one off. */
export function InviteLinks() {
  const { t } = useTranslation();
  const links = useAffiliateUrls();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <section className="panel" aria-labelledby="agents-links-title">
      <h2 id="agents-links-title" className="panel__title">
        {t('agents.linksTitle')}
      </h2>
      <NewLinkForm onCreated={(link) => setShown(link.id)} />
      {links.isPending ? (
        <Skeleton height={160} />
      ) : links.isError ? (
        <ErrorRetry error={links.error} onRetry={() => links.refetch()} isRetrying={links.isFetching} />
      ) : links.data.list.length === 0 ? (
        <StateView icon="userPlus" title={t('agents.noLinks')} />
      ) : (
        <ul className="agents-list">
          {links.data.list.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              isOpen={shown === link.id}
              onToggle={() => setShown(shown === link.id ? null : link.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewLinkForm({ onCreated }: { onCreated: (link: AffiliateUrl) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateAffiliateUrl();
  const [channel, setChannel] = useState<AffiliateChannel>('WHATSAPP');
  const [label, setLabel] = useState('');
  const [validity, setValidity] = useState<(typeof VALIDITY)[number]>('');
  return (
    <form
      className="agents-form"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { channel, label: label.trim(), ...(validity ? { validDays: Number(validity) } : {}) },
          {
            onSuccess: (link) => {
              setLabel('');
              onCreated(link);
            },
            onError: (error) => toast(t(errorMessageKey(error))),
          },
        );
      }}
    >
      <label className="agents-field">
        <span>{t('agents.channel')}</span>
        <select
          className="agents-input"
          value={channel}
          onChange={(e) => setChannel(e.target.value as AffiliateChannel)}
        >
          {AFFILIATE_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`agents.channels.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="agents-field">
        <span>{t('agents.validity')}</span>
        <select
          className="agents-input"
          value={validity}
          onChange={(e) => setValidity(e.target.value as (typeof VALIDITY)[number])}
        >
          {VALIDITY.map((v) => (
            <option key={v} value={v}>
              {v ? t('agents.validDays', { count: Number(v) }) : t('agents.noExpiry')}
            </option>
          ))}
        </select>
      </label>
      <label className="agents-field agents-field--wide">
        <span>{t('agents.label')}</span>
        <input
          className="agents-input"
          value={label}
          maxLength={40}
          onChange={(e) => setLabel(e.target.value)}
        />
      </label>
      <BusyButton type="submit" className="btn btn--primary agents-field--wide" isBusy={create.isPending}>
        {t('agents.newLink')}
      </BusyButton>
    </form>
  );
}

function LinkRow({ link, isOpen, onToggle }: { link: AffiliateUrl; isOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const disable = useDisableAffiliateUrl();
  const isActive = link.status === 'ACTIVE';
  return (
    <li className="agents-link">
      <button type="button" className="agents-link__head" aria-expanded={isOpen} onClick={onToggle}>
        <span>
          <strong className="agents-code">{link.code}</strong> · {t(`agents.channels.${link.channel}`)}
          {link.label && <span className="agents-muted"> · {link.label}</span>}
        </span>
        <span className={`agents-badge agents-badge--${link.status.toLowerCase()}`}>
          {t(`agents.status.${link.status}`)}
        </span>
      </button>
      <div className="agents-muted">
        {t('agents.registered', { count: link.registerCount })}
        {link.expiresAt &&
          ` · ${t('agents.expires', { date: new Date(link.expiresAt).toLocaleDateString(locale) })}`}
      </div>
      {isOpen && isActive && (
        <div className="agents-link__body">
          <QrCode text={link.url} />
          <code className="agents-url">{link.url}</code>
          <ShareLink url={link.url} title={t('agents.shareTitle')} />
          <BusyButton
            className="btn btn--outline"
            isBusy={disable.isPending}
            onClick={() => disable.mutate(link.id, { onError: (error) => toast(t(errorMessageKey(error))) })}
          >
            {t('agents.disable')}
          </BusyButton>
        </div>
      )}
    </li>
  );
}
