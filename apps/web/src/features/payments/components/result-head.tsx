import { Icon, type IconName } from '@/components/icon';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

interface ResultHeadProps {
  /** The title's id, which the card's aria-labelledby names. */
  id: string;
  tone: 'waiting' | 'success' | 'danger';
  icon: IconName;
  title: string;
  /** A result that replaces the waiting view is announced as a status. */
  announced?: boolean;
}

/** The badge and title of a money result card; the title takes focus when the card appears. */
export function ResultHead({ id, tone, icon, title, announced = false }: ResultHeadProps) {
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const head = (
    <>
      <span className={`icon-badge money-result__badge money-result__badge--${tone}`}>
        <Icon name={icon} size={30} />
      </span>
      <h2 id={id} className="money-result__title" ref={titleRef} tabIndex={-1}>
        {title}
      </h2>
    </>
  );
  if (!announced) return head;
  return (
    <div role="status" className="money-result__head">
      {head}
    </div>
  );
}
