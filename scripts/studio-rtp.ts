import { RTP_MODELS } from '@ficha/games/rtp-models';
import { measureRtp } from '@ficha/games/rtp-simulation';

// `npm run studio:rtp [-- --rounds 5000000] [--game ficha_dice]`: plays every studio game's RTP
// models millions of times and prints the measured return with its 95% confidence interval
// beside the declared one (issue 6 part 4).

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const rounds = Number(option('rounds') ?? 2_000_000);
const onlyGame = option('game');

const pct = (x: number) => `${(x * 100).toFixed(3)}%`;
const rows = [];
for (const model of RTP_MODELS.filter((m) => !onlyGame || m.code === onlyGame)) {
  const started = performance.now();
  const m = measureRtp(model, rounds);
  const half = 1.96 * m.standardError;
  const inside = Math.abs(m.measured - model.declaredRtp) <= half;
  rows.push({
    game: model.code,
    model: model.label,
    declared: pct(model.declaredRtp),
    measured: pct(m.measured),
    '95% interval': `${pct(m.measured - half)} .. ${pct(m.measured + half)}`,
    'declared inside': inside ? 'yes' : 'NO',
    'hit rate': pct(m.hitRate),
    'max x': m.maxReturn.toFixed(2),
    seconds: ((performance.now() - started) / 1000).toFixed(1),
  });
  console.log(
    `${model.code} · ${model.label}: ${pct(m.measured)} ± ${pct(half)} (declared ${pct(model.declaredRtp)})`,
  );
}
console.log(`\n${rounds.toLocaleString('en')} rounds per model`);
console.table(rows);
