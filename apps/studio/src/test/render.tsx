import type { LanguageCode } from '@ficha/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { StudioProvider, type StudioSession } from '../shell/studio-context.tsx';

/** A real-money session of a game, as GET /studio/api/v1/session answers it. */
export function studioSession(game: Partial<StudioSession['game']> = {}): StudioSession {
  return {
    game: {
      code: 'ficha_dice',
      name: 'Dice',
      gameType: 'DICE',
      declaredRtp: 99,
      minBet: '1.00',
      maxBet: '1000.00',
      ...game,
    },
    mode: 'REAL',
    currency: 'BRL',
    balance: '100.00',
    expired: false,
    fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
  };
}

/** Renders a piece of a game inside the studio shell's context, as a launched game sees it. */
export function renderInStudio(
  ui: ReactElement,
  { session = studioSession(), language = 'EN' }: { session?: StudioSession; language?: LanguageCode } = {},
) {
  const user = userEvent.setup();
  const view = render(
    <StudioProvider session={session} language={language}>
      {ui}
    </StudioProvider>,
  );
  return { ...view, user };
}

/** The button with this accessible name (throws when there is none or more than one). */
export function buttonNamed(name: RegExp | string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}
