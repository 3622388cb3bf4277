import { MIN_BET_CHOICES } from '@ficha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/sheet';
import type { Vendor } from '../api/get-vendor-sorting';
import {
  CLASSIFY_ALL,
  CLASSIFY_FAVOURITE,
  CLASSIFY_NEW,
  chooseClassify,
  chooseMinBet,
  chooseVendor,
  type FilterChoice,
  NO_CHOICE,
} from '../lib/list-filters';
import './filter-sheet.css';
import { Chip } from './chip';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  choice: FilterChoice;
  onChange: (choice: FilterChoice) => void;
  vendors: readonly Vendor[];
  /** The vendor classifications of the category (spec section 3 'Game vendor sorting'). */
  classifications: readonly { code: string; name: string }[];
  /** Spec section 5: classification and minimum bet only for RNG (FISH has no classification). */
  showClassify: boolean;
  showMinBet: boolean;
  /** 'favourite' is a member's list: a guest is not offered it. */
  canUseFavourites: boolean;
}

function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="stack filter-sheet__group">
      <h3 className="filter-sheet__label">{label}</h3>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border */}
      <div className="chip-row chip-row--wrap" role="group" aria-label={label}>
        {children}
      </div>
    </section>
  );
}

/**
 * Spec section 2 'Game tile and filter' and section 5: classification and minimum bet (RNG only),
 * vendor toggles (the selected vendor again deselects) and reset. Each tap applies at once; the
 * list follows 250 ms later (spec section 9).
 */
export function FilterSheet({
  open,
  onClose,
  choice,
  onChange,
  vendors,
  classifications,
  showClassify,
  showMinBet,
  canUseFavourites,
}: FilterSheetProps) {
  const { t } = useTranslation();
  const classify = choice.gameClassify ?? CLASSIFY_ALL;
  const fixed = [
    { code: CLASSIFY_ALL, name: t('games.classifyAll') },
    { code: CLASSIFY_NEW, name: t('games.classifyNew') },
    ...(canUseFavourites ? [{ code: CLASSIFY_FAVOURITE, name: t('games.classifyFavourite') }] : []),
  ];
  const fixedCodes = new Set(fixed.map((entry) => entry.code));
  const options = [...fixed, ...classifications.filter((entry) => !fixedCodes.has(entry.code))];

  return (
    <Sheet open={open} onClose={onClose} title={t('games.filter')}>
      <div className="stack filter-sheet">
        {showClassify && (
          <ChipGroup label={t('games.classification')}>
            {options.map((entry) => (
              <Chip
                key={entry.code}
                pressed={classify === entry.code}
                onClick={() => onChange(chooseClassify(choice, entry.code))}
              >
                {entry.name}
              </Chip>
            ))}
          </ChipGroup>
        )}
        {showMinBet && (
          <ChipGroup label={t('games.minBet')}>
            <Chip
              pressed={choice.minBet === undefined}
              onClick={() => onChange(chooseMinBet(choice, undefined))}
            >
              {t('games.classifyAll')}
            </Chip>
            {MIN_BET_CHOICES.map((minBet) => (
              <Chip
                key={minBet}
                pressed={choice.minBet === minBet}
                onClick={() => onChange(chooseMinBet(choice, minBet))}
              >
                {minBet}
              </Chip>
            ))}
          </ChipGroup>
        )}
        {vendors.length > 0 && (
          <ChipGroup label={t('games.vendor')}>
            {vendors.map((vendor) => (
              <Chip
                key={vendor.vassalage}
                pressed={choice.vassalage === vendor.vassalage}
                onClick={() => onChange(chooseVendor(choice, vendor.vassalage))}
              >
                {vendor.displayName}
              </Chip>
            ))}
          </ChipGroup>
        )}
        <div className="button-pair filter-sheet__actions">
          <button type="button" className="btn btn--secondary" onClick={() => onChange(NO_CHOICE)}>
            {t('games.reset')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('games.showResults')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
