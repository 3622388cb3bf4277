import type { ReactNode } from 'react';
import { AuthPage } from '@/features/auth';
import type { TranslationKey } from '@/i18n/keys';
import { TitledScreen } from '../shell/titled-screen';

/** An account screen (login, forgotten password): its own top bar, back goes home (spec section 2 'Page shell'). */
export function AuthRoute({ titleKey, children }: { titleKey: TranslationKey; children: ReactNode }) {
  return (
    <TitledScreen titleKey={titleKey} back="home">
      <AuthPage>{children}</AuthPage>
    </TitledScreen>
  );
}
