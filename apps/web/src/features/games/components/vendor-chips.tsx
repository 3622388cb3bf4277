import type { Vendor } from '../api/get-vendor-sorting';

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
        <button type="button" className="chip" aria-pressed={selected === undefined} onClick={onSelectAll}>
          {allLabel}
        </button>
      )}
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className="chip"
          aria-pressed={vendor.vassalage === selected}
          onClick={() => onSelect(vendor.vassalage)}
        >
          {vendor.displayName}
        </button>
      ))}
    </div>
  );
}
