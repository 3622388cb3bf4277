import type { LanguageCode } from '@ficha/contract';
import type { StudioSession } from '@ficha/contract/studio/session';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type StudioFormat, studioFormat } from '../lib/money.ts';

export type { StudioSession } from '@ficha/contract/studio/session';

interface StudioState {
  session: StudioSession;
  language: LanguageCode;
  balance: string;
  /** Every answer that moved money carries the new balance; games pass it here. */
  setBalance: (balance: string) => void;
  fairness: StudioSession['fairness'];
  setFairness: (fairness: StudioSession['fairness']) => void;
  /** A round was played with the active pair: the shown nonce moves on. */
  countRound: (nonce: number) => void;
}

const StudioContext = createContext<StudioState | null>(null);

export function StudioProvider({
  session,
  language,
  children,
}: {
  session: StudioSession;
  language: LanguageCode;
  children: ReactNode;
}) {
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  const value = useMemo<StudioState>(
    () => ({
      session,
      language,
      balance,
      setBalance,
      fairness,
      setFairness,
      countRound: (nonce) => setFairness((f) => ({ ...f, nonce: Math.max(f.nonce, nonce) })),
    }),
    [session, language, balance, fairness],
  );
  return <StudioContext.Provider value={value}>{children}</StudioContext.Provider>;
}

export function useStudio(): StudioState {
  const state = useContext(StudioContext);
  if (!state) throw new Error('useStudio outside StudioProvider');
  return state;
}

/** Money and numbers in the player's language and the session's currency ("R$ 1.234,50", "1,98"). */
export function useFormat(): StudioFormat {
  const { language, session } = useStudio();
  return useMemo(() => studioFormat(language, session.currency), [language, session.currency]);
}
