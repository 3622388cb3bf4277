import type { Vendor } from '../api/get-vendor-sorting';
import { Chip } from './chip';

interface VendorChipsProps {
  vendors: readonly Vendor[];
  selected: string | undefined;
  label: string;
  onSelect: (vassalage: string) => void;
  /** A first chip meaning 'every vendor' (the lobby's RNG picker). */
  allLabel?: string;
  onSelectAll?: () => void;
}

/** A row of vendor toggles: pressed is the chosen vendor. */
export function VendorChips({ vendors, selected, label, onSelect, allLabel, onSelectAll }: VendorChipsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border
    <div className="chip-row" role="group" aria-label={label}>
      {allLabel && onSelectAll && (
        <Chip pressed={selected === undefined} onClick={onSelectAll}>
          {allLabel}
        </Chip>
      )}
      {vendors.map((vendor) => (
        <Chip
          key={vendor.vassalage}
          pressed={vendor.vassalage === selected}
          onClick={() => onSelect(vendor.vassalage)}
        >
          {vendor.displayName}
        </Chip>
      ))}
    </div>
  );
}
