import type { Rng } from '../fairness.ts';
import type { InstantGameRules } from '../game-rules.ts';
import { PAYOUT_SCALE } from '../payout.ts';

/**
 * Golden Catch: every shot is a bet of the stake at one fish. A fish paying m times the stake is
 * caught with chance RTP / m, so a shot returns the RTP in expectation whatever the target: small
 * fish are caught often and pay little, the golden whale is caught rarely and pays 300x.
 *
 * Chances are integers over a scale of one million and every multiplier divides 960,000, so each
 * shot's return is exactly 0.96 (fish-rules.test.ts checks this for every species).
 */
export const FISH_CHANCE_SCALE = 1_000_000;
/** The return of every shot, over FISH_CHANCE_SCALE. */
export const FISH_RTP_E6 = 960_000;

/** One multiplier a caught fish may pay and its weight among the fish's multipliers. */
export interface FishPrize {
  multiplier: number;
  weight: number;
}

export interface FishSpecies {
  id: string;
  names: { PT: string; EN: string };
  /**
   * What a catch pays. Ordinary fish have one prize; the boss crab draws its multiplier from
   * several in the same shot, its chance set by the mean multiplier so the return stays 0.96.
   */
  prizes: readonly FishPrize[];
}

const single = (multiplier: number): FishPrize[] => [{ multiplier, weight: 1 }];

export const FISH_SPECIES = [
  { id: 'sardine', names: { PT: 'Sardinha', EN: 'Sardine' }, prizes: single(2) },
  { id: 'clownfish', names: { PT: 'Peixe-palhaço', EN: 'Clownfish' }, prizes: single(3) },
  { id: 'pufferfish', names: { PT: 'Baiacu', EN: 'Pufferfish' }, prizes: single(5) },
  { id: 'seahorse', names: { PT: 'Cavalo-marinho', EN: 'Seahorse' }, prizes: single(8) },
  { id: 'octopus', names: { PT: 'Polvo', EN: 'Octopus' }, prizes: single(10) },
  { id: 'turtle', names: { PT: 'Tartaruga', EN: 'Turtle' }, prizes: single(20) },
  { id: 'stingray', names: { PT: 'Arraia', EN: 'Stingray' }, prizes: single(30) },
  { id: 'swordfish', names: { PT: 'Peixe-espada', EN: 'Swordfish' }, prizes: single(50) },
  { id: 'shark', names: { PT: 'Tubarão', EN: 'Shark' }, prizes: single(100) },
  { id: 'golden_whale', names: { PT: 'Baleia Dourada', EN: 'Golden Whale' }, prizes: single(300) },
  {
    id: 'king_crab',
    names: { PT: 'Caranguejo-Rei', EN: 'King Crab' },
    // Mean multiplier (50*4 + 100*3 + 200*2 + 300*1) / 10 = 120.
    prizes: [
      { multiplier: 50, weight: 4 },
      { multiplier: 100, weight: 3 },
      { multiplier: 200, weight: 2 },
      { multiplier: 300, weight: 1 },
    ],
  },
] as const satisfies readonly FishSpecies[];

export type FishSpeciesId = (typeof FISH_SPECIES)[number]['id'];

export const FISH_SPECIES_IDS: readonly FishSpeciesId[] = FISH_SPECIES.map((species) => species.id);

export function isFishSpeciesId(id: string): id is FishSpeciesId {
  return FISH_SPECIES.some((species) => species.id === id);
}

export function fishSpecies(id: string): (typeof FISH_SPECIES)[number] {
  const species = FISH_SPECIES.find((candidate) => candidate.id === id);
  if (!species) throw new RangeError(`unknown fish species ${id}`);
  return species;
}

function totalWeight(species: FishSpecies): number {
  return species.prizes.reduce((sum, prize) => sum + prize.weight, 0);
}

/** The mean multiplier times the total weight: an integer, so chances stay exact. */
function weightedMultipliers(species: FishSpecies): number {
  return species.prizes.reduce((sum, prize) => sum + prize.multiplier * prize.weight, 0);
}

/** The chance of catching this fish, over FISH_CHANCE_SCALE: RTP / mean multiplier, rounded down. */
export function fishHitChanceE6(species: FishSpecies): number {
  return Math.floor((FISH_RTP_E6 * totalWeight(species)) / weightedMultipliers(species));
}

/** The exact return of a shot at this fish (0.96 for every species of the table). */
export function fishShotRtp(species: FishSpecies): number {
  return (fishHitChanceE6(species) * weightedMultipliers(species)) / totalWeight(species) / FISH_CHANCE_SCALE;
}

/** The prize of a catch. Only a fish with several prizes spends a draw on choosing one. */
function drawPrize(rng: Rng, species: FishSpecies): FishPrize {
  if (species.prizes.length === 1) return species.prizes[0]!;
  let ticket = rng.int(totalWeight(species));
  for (const prize of species.prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

export interface FishParams {
  species: string;
}

export interface FishOutcome {
  species: FishSpeciesId;
  hit: boolean;
  /** The caught fish's multiplier in 1/10,000ths; 0 when it got away. */
  multiplierE4: number;
}

export const fishRules: InstantGameRules<FishParams, FishOutcome> = {
  code: 'ficha_fish',
  play(rng, params) {
    const species = fishSpecies(params.species);
    const hit = rng.int(FISH_CHANCE_SCALE) < fishHitChanceE6(species);
    const multiplierE4 = hit ? drawPrize(rng, species).multiplier * PAYOUT_SCALE : 0;
    return { payoutE4: multiplierE4, outcome: { species: species.id, hit, multiplierE4 } };
  },
};
