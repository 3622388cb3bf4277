import { useState } from 'react';
import type { StudioGameModule } from '../games/game-module.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { RealityCheck } from './reality-check.tsx';
import { Sheet } from './sheet.tsx';
import { useFormat, useStudio } from './studio-context.tsx';
import { SHELL_TEXT, useText } from './text.ts';

/**
 * The frame every studio game shares: the mode (free play or real money), the balance, and the
 * rules and fairness sheets. The launch page around it has the way back to the lobby.
 */
export function GameShell({ module }: { module: StudioGameModule }) {
  const { session, balance } = useStudio();
  const format = useFormat();
  const t = useText(SHELL_TEXT);
  const [sheet, setSheet] = useState<'rules' | 'fairness' | null>(null);
  const { Game, Rules } = module;

  return (
    <div className="studio" data-game={session.game.code} data-mode={session.mode}>
      <header className="studio__bar">
        <span className={`studio__mode studio__mode--${session.mode.toLowerCase()}`}>
          {session.mode === 'FREE' ? t('free') : t('real')}
        </span>
        <span className="studio__balance">
          <small>{t('balance')}</small>
          <strong data-testid="studio-balance">{format.money(balance)}</strong>
        </span>
        <span className="studio__tools">
          <button type="button" className="studio__tool" onClick={() => setSheet('rules')}>
            {t('rules')}
          </button>
          <button type="button" className="studio__tool" onClick={() => setSheet('fairness')}>
            {t('fairness')}
          </button>
        </span>
      </header>
      <main className="studio__game">
        <Game />
      </main>
      {session.mode !== 'FREE' && <RealityCheck />}
      {sheet === 'rules' && (
        <Sheet
          title={`${t('rules')} · ${session.game.name}`}
          closeLabel={t('close')}
          onClose={() => setSheet(null)}
        >
          <p className="rules__facts">
            {t('rtp', { rtp: format.number(session.game.declaredRtp * 100, 2) })}
            <br />
            {t('limits', {
              min: format.money(session.game.minBet),
              max: format.money(session.game.maxBet),
            })}
          </p>
          <Rules />
        </Sheet>
      )}
      {sheet === 'fairness' && (
        <Sheet title={t('fairnessTitle')} closeLabel={t('close')} onClose={() => setSheet(null)}>
          {module.Fairness ? <module.Fairness /> : <FairnessPanel module={module} />}
        </Sheet>
      )}
    </div>
  );
}
