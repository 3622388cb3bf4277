import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '@/components/icon';
import { useToast } from '@/components/toast';
import { copyText } from '../lib/clipboard';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name ("Copy PIX code"). */
  what: string;
  variant?: 'icon' | 'button';
  /** Text of the 'button' variant, when "Copy <what>" reads too long. */
  label?: string;
}

/** Two stacked sheets, drawn like the shared icon set (the set has no copy symbol). */
function CopyIcon({ size }: { size: number }) {
  return <StrokeIcon path="M9 9h11v11H9zM5 15H4V4h11v1" size={size} />;
}

/** Copies and says so in a toast (spec section 9: default toast length). */
export function CopyButton({ text, what, variant = 'icon', label }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleCopy = async () => {
    const copied = await copyText(text);
    toast(copied ? t('money.copied', { what }) : t('money.copyFailed'));
  };
  if (variant === 'button') {
    return (
      <button type="button" className="btn btn--primary btn--block" onClick={handleCopy}>
        <CopyIcon size={18} />
        {label ?? t('money.copyWhat', { what })}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="icon-btn copy-btn"
      onClick={handleCopy}
      aria-label={t('money.copyWhat', { what })}
    >
      <CopyIcon size={20} />
    </button>
  );
}
