import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useToast } from '@/components/toast';

/**
 * Shares an invitation link: the phone's share sheet where there is one (navigator.share), else
 * the link is copied to the clipboard and a toast says so.
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t('agents.copied'));
    } catch {
      toast(t('agents.copyFailed'));
    }
  };
  const handleShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (error) {
        // The member closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await handleCopy();
  };
  return (
    <div className="agents-share">
      <button type="button" className="btn btn--primary" onClick={handleShare}>
        <Icon name="userPlus" size={18} /> {t('agents.share')}
      </button>
      <button type="button" className="btn btn--ghost" onClick={handleCopy}>
        {t('agents.copy')}
      </button>
    </div>
  );
}
