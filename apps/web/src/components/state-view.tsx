import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './state-view.css';

interface StateViewProps {
  icon: IconName;
  title: string;
  description?: string;
  tone?: 'neutral' | 'danger';
  /** Buttons or links below the text. */
  children?: ReactNode;
}

/** The one look for empty, error, sign-in-needed and similar states, so none is ever a blank page. */
export function StateView({ icon, title, description, tone = 'neutral', children }: StateViewProps) {
  return (
    <div className={`state-view state-view--${tone}`}>
      <span className="icon-badge state-view__badge">
        <Icon name={icon} size={30} />
      </span>
      <p className="state-view__title">{title}</p>
      {description && <p className="lead-text state-view__text">{description}</p>}
      {children && <div className="button-row state-view__actions">{children}</div>}
    </div>
  );
}
