import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { Icon, type IconName } from './icon';
import './state-view.css';

interface StateViewProps {
  icon: IconName;
  title: string;
  description?: string;
  tone?: 'neutral' | 'danger';
  /** The way on, as the primary button below the text (register, back home). */
  action?: { to: string; label: string };
  /** Further buttons or links after it. */
  children?: ReactNode;
}

/** The one look for empty, error, sign-in-needed and similar states, so none is ever a blank page. */
export function StateView({ icon, title, description, tone = 'neutral', action, children }: StateViewProps) {
  return (
    <div className={`state-view state-view--${tone}`}>
      <span className="icon-badge state-view__badge">
        <Icon name={icon} size={30} />
      </span>
      <p className="state-view__title">{title}</p>
      {description && <p className="lead-text state-view__text">{description}</p>}
      {(action || children) && (
        <div className="button-row state-view__actions">
          {action && (
            <ButtonLink to={action.to} look="primary">
              {action.label}
            </ButtonLink>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
