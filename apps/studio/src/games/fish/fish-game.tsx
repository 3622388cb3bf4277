import type { ShotAnswer } from '@ficha/contract/studio/fish';
import { FISH_SPECIES, type FishSpeciesId } from '@ficha/games/fish/fish-rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMinor, parseAmount } from '../../lib/money.ts';
import { StudioApiError, studioApi } from '../../lib/studio-api.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { SHELL_TEXT, useText } from '../../shell/text.ts';
import { FishIcon } from './fish-icon.tsx';
import { FishScene } from './fish-scene.ts';
import type { SwimmingFish } from './fish-swim.ts';
import { FISH_TEXT } from './fish-text.ts';
import { ShotQueue } from './shot-queue.ts';
import './fish.css';

interface Catch {
  roundId: string;
  species: FishSpeciesId;
  win: string;
}

/** Unanswered shots allowed at once (one per fish: a netted fish cannot be shot again). */
const MAX_SHOTS_IN_FLIGHT = 4;
const CATCHES_SHOWN = 8;
/** Stakes offered as chips, kept to the catalogue's limits. */
const STAKE_LADDER = ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'];

function stakeChips(minBet: string, maxBet: string): string[] {
  const min = parseAmount(minBet)!;
  const max = parseAmount(maxBet)!;
  const inside = STAKE_LADDER.filter((stake) => {
    const minor = parseAmount(stake)!;
    return minor >= min && minor <= max;
  });
  return [...new Set([formatMinor(min), ...inside, formatMinor(max)])];
}

/**
 * Golden Catch: fish swim across the sea; tapping one fires a shot (a bet of the stake) at its
 * species. The cannon turns and the bullet flies at once, the net holds the fish until the server
 * answers, and only then does the fish burst into coins or slip out of the net.
 */
export function FishGame() {
  const { session, language, setBalance, countRound } = useStudio();
  const format = useFormat();
  const t = useText(FISH_TEXT);
  const shell = useText(SHELL_TEXT);
  const chips = useMemo(() => stakeChips(session.game.minBet, session.game.maxBet), [session]);
  const [stake, setStake] = useState(() => (chips.includes('1.00') ? '1.00' : chips[0]!));
  const [targets, setTargets] = useState<FishSpeciesId[]>([]);
  const [catches, setCatches] = useState<Catch[]>([]);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  /** Shots fired since launch: the hint goes after the first; tests read it (data-shots). */
  const [fired, setFired] = useState(0);
  const seaBox = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FishScene | null>(null);
  const queue = useRef(new ShotQueue(MAX_SHOTS_IN_FLIGHT));
  /** The balance of the latest answer, ahead of the shown one while a net is still closing. */
  const serverBalance = useRef(session.balance);
  /** Results show in nonce order; an older answer never overwrites a newer balance. */
  const shownNonce = useRef(0);
  const stakeLabel = useRef('');
  stakeLabel.current = format.money(stake);

  const name = (species: FishSpeciesId) => FISH_SPECIES.find((s) => s.id === species)!.names[language];

  function shoot(fish: SwimmingFish) {
    const sea = scene.current;
    if (!sea?.isTargetable(fish)) return;
    const shotStake = stake;
    const minor = parseAmount(shotStake);
    if (minor === undefined) return;
    const committed = minor * BigInt(queue.current.pending + 1);
    if (committed > (parseAmount(serverBalance.current) ?? 0n)) {
      setError(t('noFunds'));
      return;
    }
    if (queue.current.full) {
      setStatus(t('busy'));
      return;
    }
    setError('');
    setFired((n) => n + 1);
    const shotId = sea.fire(fish);
    const species = fish.species;
    queue.current.push(async () => {
      try {
        const answer = await studioApi<ShotAnswer>('POST', 'fish/shoot', { stake: shotStake, species });
        serverBalance.current = answer.balance;
        countRound(answer.nonce);
        sea.resolve(shotId, {
          hit: answer.outcome.hit,
          label: `+${format.money(answer.win)}`,
          onShown: () => {
            if (answer.nonce > shownNonce.current) {
              shownNonce.current = answer.nonce;
              setBalance(answer.balance);
            }
            const fishName = name(species);
            setStatus(
              answer.outcome.hit
                ? t('caught', { fish: fishName, win: format.money(answer.win) })
                : t('escaped', { fish: fishName }),
            );
            if (answer.outcome.hit) {
              setCatches((list) =>
                [{ roundId: answer.roundId, species, win: answer.win }, ...list].slice(0, CATCHES_SHOWN),
              );
            }
          },
        });
      } catch (e) {
        const message = e instanceof StudioApiError ? e.message : String(e);
        sea.resolve(shotId, { hit: false, label: '', onShown: () => setError(message) });
      }
    });
  }

  // The scene outlives renders; it reaches the latest shoot() through this ref.
  const shootRef = useRef(shoot);
  shootRef.current = shoot;

  useEffect(() => {
    const node = canvas.current;
    const box = seaBox.current;
    if (!node || !box) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const created = new FishScene(node, {
      reducedMotion,
      onFishTapped: (fish) => shootRef.current(fish),
      onTargetsChanged: setTargets,
      stakeLabel: () => stakeLabel.current,
    });
    scene.current = created;
    const observer = new ResizeObserver(() => created.resize(box.clientWidth, box.clientHeight));
    observer.observe(box);
    created.resize(box.clientWidth, box.clientHeight);
    created.start();
    return () => {
      observer.disconnect();
      created.destroy();
      scene.current = null;
    };
  }, []);

  return (
    <div className="fish" data-shots={fired}>
      <div className="fish__sea" ref={seaBox}>
        <canvas ref={canvas} className="fish__canvas" role="img" aria-label={t('sea')} />
        {fired === 0 && <p className="fish__hint">{t('hint')}</p>}
        <ul className="fish__targets" aria-label={t('targets')}>
          {targets.map((species) => (
            <li key={species}>
              <button
                type="button"
                data-species={species}
                onClick={() => {
                  const fish = scene.current?.findTarget(species);
                  if (fish) shoot(fish);
                }}
              >
                {t('shootAt', { fish: name(species) })}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="fish__status" role="status" aria-live="polite" data-testid="fish-status">
        {status}
      </p>
      <ErrorNote error={error} />
      <section className="fish__catches" aria-label={t('catches')}>
        {catches.length === 0 ? (
          <p className="fish__empty">{t('noCatches')}</p>
        ) : (
          <ol>
            {catches.map((c) => (
              <li key={c.roundId} title={name(c.species)}>
                <FishIcon species={c.species} width={34} height={22} />
                <span>+{format.money(c.win)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <fieldset className="fish__stakes" aria-label={shell('stake')}>
        {chips.map((chip) => (
          <button key={chip} type="button" aria-pressed={chip === stake} onClick={() => setStake(chip)}>
            {format.money(chip)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
