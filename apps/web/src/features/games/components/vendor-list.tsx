import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { SmartImage } from '@/components/smart-image';
import type { Vendor } from '../api/get-vendor-sorting';
import './vendor-list.css';

interface VendorListProps {
  vendors: readonly Vendor[];
  label: string;
  /** Where a vendor leads: its games. */
  to: (vendor: Vendor) => string;
  current?: string;
}

/** Vendor cards: logo, display name and game count (spec section 3 'Game vendor sorting'). */
export function VendorList({ vendors, label, to, current }: VendorListProps) {
  const { t } = useTranslation();
  return (
    <ul className="vendor-list" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link
            to={to(vendor)}
            className="vendor-card"
            aria-current={vendor.vassalage === current ? 'true' : undefined}
            data-vendor={vendor.vassalage}
          >
            {vendor.logoUrl ? (
              <SmartImage className="vendor-card__logo" src={vendor.logoUrl} alt="" width={48} height={48} />
            ) : (
              <span className="vendor-card__logo vendor-card__logo--letter" aria-hidden="true">
                {vendor.displayName.slice(0, 1)}
              </span>
            )}
            <span className="vendor-card__text">
              <span className="vendor-card__name">{vendor.displayName}</span>
              <span className="vendor-card__count">{t('games.gameCount', { count: vendor.gameCount })}</span>
            </span>
            <Icon name="chevronRight" size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
