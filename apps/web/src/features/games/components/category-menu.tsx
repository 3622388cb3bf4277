import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import './category-menu.css';

export interface MenuItem {
  id: string;
  label: string;
  icon: IconName;
  to: string;
}

interface CategoryMenuProps {
  items: readonly MenuItem[];
  current: string;
  label: string;
}

/**
 * Spec section 2 'Game list screen': the sticky category menu. Each entry is a link that replaces
 * the address, so a new category starts at page 1 without its own history entry.
 */
export function CategoryMenu({ items, current, label }: CategoryMenuProps) {
  const ref = useRef<HTMLElement>(null);

  // Keeps the chosen entry in sight on a narrow phone, again whenever the choice changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` decides which entry is marked
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const menu = ref.current;
    if (!active || !menu) return;
    menu.scrollTo({ left: active.offsetLeft - (menu.clientWidth - active.clientWidth) / 2 });
  }, [current]);

  return (
    <nav ref={ref} className="tile-menu category-menu" aria-label={label}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.to}
          replace
          className="tile-menu__item category-menu__item"
          aria-current={item.id === current ? 'page' : undefined}
        >
          <Icon name={item.icon} size={20} />
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
