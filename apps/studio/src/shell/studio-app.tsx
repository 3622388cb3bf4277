import { localeOf } from '@ficha/contract';
import { useCallback, useEffect, useState } from 'react';
import type { StudioGameModule } from '../games/game-module.ts';
import { STUDIO_GAME_LOADERS } from '../games/registry.ts';
import { readLaunchParams } from '../lib/launch-params.ts';
import { configureStudioApi, StudioApiError, studioApi } from '../lib/studio-api.ts';
import { GameShell } from './game-shell.tsx';
import { StudioProvider, type StudioSession } from './studio-context.tsx';
import { SHELL_TEXT } from './text.ts';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: boolean }
  | { state: 'ready'; session: StudioSession; module: StudioGameModule };

/** Reads the launch URL, opens the game session and loads the launched game's chunk. */
export function StudioApp() {
  const [launch] = useState(readLaunchParams);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const text = SHELL_TEXT[launch.language];

  const start = useCallback(async () => {
    setLoad({ state: 'loading' });
    document.documentElement.lang = localeOf(launch.language);
    const loader = STUDIO_GAME_LOADERS[launch.game];
    if (!launch.session) return setLoad({ state: 'error', message: text.noSession, retry: false });
    if (!loader) return setLoad({ state: 'error', message: text.unknownGame, retry: false });
    configureStudioApi(launch.session, launch.language);
    try {
      const [session, module] = await Promise.all([studioApi<StudioSession>('GET', 'session'), loader()]);
      if (session.game.code !== launch.game) {
        return setLoad({ state: 'error', message: text.noSession, retry: false });
      }
      document.title = session.game.name;
      setLoad({ state: 'ready', session, module });
    } catch (error) {
      const known = error instanceof StudioApiError;
      const sessionGone = known && error.code === 'UNKNOWN_SESSION';
      // Ended by a logout, a password change or a block: trying again cannot help, logging in can.
      const sessionEnded = known && error.code === 'SESSION_EXPIRED';
      setLoad({
        state: 'error',
        message: sessionGone ? text.noSession : known ? error.message : text.unknownGame,
        retry: !sessionGone && !sessionEnded,
      });
    }
  }, [launch, text]);

  useEffect(() => {
    void start();
  }, [start]);

  if (load.state === 'loading') {
    return (
      <div className="studio-state" role="status" aria-live="polite">
        <span className="studio-spinner" aria-hidden="true" />
        <p>{text.loading}</p>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className="studio-state" role="alert">
        <p>{load.message}</p>
        {load.retry && (
          <button type="button" className="studio-button" onClick={() => void start()}>
            {text.retry}
          </button>
        )}
      </div>
    );
  }
  return (
    <StudioProvider session={load.session} language={launch.language}>
      <GameShell module={load.module} />
    </StudioProvider>
  );
}
