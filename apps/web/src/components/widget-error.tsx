import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

interface WidgetErrorProps {
  /** What failed; the general 'this part failed' when not said. */
  text?: string;
  onRetry: () => void;
  /** The alert symbol before the text, for a part that failed to draw at all. */
  showIcon?: boolean;
}

/** A small inline "this part failed, retry" card: the rest of the page keeps working. */
export function WidgetError({ text, onRetry, showIcon = false }: WidgetErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="widget-error" role="alert">
      {showIcon && <Icon name="alert" size={20} />}
      <span>{text ?? t('error.widget')}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
