import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Sheet } from '@/components/sheet';
import { useToast } from '@/components/toast';
import { errorMessageKey } from '@/i18n/error-message';
import { useUpdateIcon } from '../api/update-profile';
import { AVATAR_IDS, Avatar } from './avatar';

interface AvatarPickerProps {
  open: boolean;
  onClose: () => void;
  current: string;
}

/** Spec section 7 'Member info': the avatar is picked from the presets (POST /info/icon). */
export function AvatarPicker({ open, onClose, current }: AvatarPickerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateIcon();

  const pick = (icon: string) => {
    if (icon === current) return onClose();
    update.mutate(icon, {
      onSuccess: () => {
        toast(t('member.avatarSaved'));
        onClose();
      },
      onError: (error) => toast(t(errorMessageKey(error)), { durationMs: 3000 }),
    });
  };

  return (
    <Sheet open={open} onClose={onClose} title={t('member.chooseAvatar')}>
      {/* Each tap saves at once, so these are buttons (the current one marked), not a radio group. */}
      <div className="avatar-picker">
        {AVATAR_IDS.map((icon, index) => (
          <button
            key={icon}
            type="button"
            aria-current={icon === current ? 'true' : undefined}
            aria-label={t('member.avatarOption', { number: index + 1 })}
            className="avatar-picker__option"
            onClick={() => pick(icon)}
            disabled={update.isPending}
          >
            <Avatar icon={icon} size={60} />
            {icon === current && (
              <span className="icon-badge icon-badge--solid avatar-picker__tick" aria-hidden="true">
                <Icon name="check" size={14} />
              </span>
            )}
          </button>
        ))}
      </div>
    </Sheet>
  );
}
