import type { PairResult } from './pairs';
import type { PhotoResult } from './photos';

const pct = (right: number, total: number): string => (total ? `${((100 * right) / total).toFixed(1)} % (${right}/${total})` : 'n/a');

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const t of items) m.set(key(t), [...(m.get(key(t)) ?? []), t]);
  return new Map([...m.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

const table = (title: string, rows: [string, string][]): string => [`${title}`, ...rows.map(([k, v]) => `  ${k.padEnd(22)} ${v}`)].join('\n');

/** The pair figures: both halves, then per occasion and per language over all pairs. */
export function pairReport(results: readonly PairResult[], verbose: boolean): string {
  const acc = (rs: readonly PairResult[]) => pct(rs.filter((r) => r.right).length, rs.length);
  const lines = [
    table('Text pairs (better must score higher; ties are misses)', [
      ['tuning half', acc(results.filter((r) => r.pair.half === 'tuning'))],
      ['held-out half', acc(results.filter((r) => r.pair.half === 'heldOut'))],
      ['all', acc(results)],
    ]),
    table('Per language (held-out | all)', [...groupBy(results, (r) => r.pair.language)].map(([k, rs]) => [k, `${acc(rs.filter((r) => r.pair.half === 'heldOut'))} | ${acc(rs)}`])),
    table('Per occasion (all)', [...groupBy(results, (r) => r.pair.occasion)].map(([k, rs]) => [k, acc(rs)])),
  ];
  const scores = results.flatMap((r) => [r.better, r.worse]).sort((a, b) => a - b);
  const q = (p: number) => scores[Math.min(scores.length - 1, Math.floor(p * scores.length))]!;
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  lines.push(table('Score spread (text)', [
    ['min / p10 / median', `${q(0)} / ${q(0.1)} / ${q(0.5)}`],
    ['p90 / max', `${q(0.9)} / ${q(1)}`],
    ['mean better / worse', `${mean(results.map((r) => r.better)).toFixed(2)} / ${mean(results.map((r) => r.worse)).toFixed(2)}`],
    ['worse below 5', pct(results.filter((r) => r.worse < 5).length, results.length)],
    ['better 7 or more', pct(results.filter((r) => r.better >= 7).length, results.length)],
  ]));
  const misses = results.filter((r) => !r.right);
  if (verbose && misses.length) {
    lines.push(['Misses', ...misses.map((r) => `  ${r.pair.id} [${r.pair.half}] ${r.better} vs ${r.worse}: ${r.pair.better} | ${r.pair.worse}`)].join('\n'));
  }
  return lines.join('\n\n');
}

/** The photo figures for one set of photos: garments found, colours named, one-piece, refusals. */
function photoFigures(results: readonly PhotoResult[]): [string, string][] {
  const garments = results.flatMap((r) => r.garments);
  const colours = garments.filter((g) => g.colourRight !== null);
  const onePiece = results.filter((r) => typeof r.label.onePiece === 'boolean' && r.report);
  const empty = results.filter((r) => r.label.noPerson);
  const people = results.filter((r) => !r.label.noPerson);
  const others = results.filter((r) => r.label.others !== undefined && r.report);
  return [
    ['garment seen/not seen', pct(garments.filter((g) => g.seen === g.expected).length, garments.length)],
    ['colour named right', pct(colours.filter((g) => g.colourRight).length, colours.length)],
    // The colour naming alone: a garment the pose or the mask missed is a miss above, not here.
    ['  where garment found', pct(colours.filter((g) => g.seen && g.colourRight).length, colours.filter((g) => g.seen).length)],
    ['one-piece/separates', pct(onePiece.filter((r) => r.report!.onePiece === r.label.onePiece).length, onePiece.length)],
    ['others present said', pct(others.filter((r) => (r.report!.personCount > 1) === r.label.others).length, others.length)],
    ['no person refused', pct(empty.filter((r) => r.refused).length, empty.length)],
    // Nobody in the photo is "no outfit found"; calling it explicit content is the wrong message.
    ['  said explicit', pct(empty.filter((r) => r.refusal === 'IMAGE_REFUSED').length, empty.length)],
    // Every refusal of a dressed person is wrong, whatever its reason.
    ['person wrongly refused', pct(people.filter((r) => r.refused).length, people.length)],
    ['  as explicit', pct(people.filter((r) => r.refusal === 'IMAGE_REFUSED').length, people.length)],
  ];
}

/** The photo figures: all photos, then the tuning half and the held-out half. */
export function photoReport(results: readonly PhotoResult[], verbose: boolean): string {
  const tuning = results.filter((r) => r.half === 'tuning');
  const heldOut = results.filter((r) => r.half === 'heldOut');
  const lines = [
    table(`Photos (${results.length}, hand-labelled)`, photoFigures(results)),
    table(`Photos, tuning half (${tuning.length})`, photoFigures(tuning)),
    table(`Photos, held-out half (${heldOut.length})`, photoFigures(heldOut)),
  ];
  if (verbose) {
    lines.push(['Per photo', ...results.map((r) => `  ${r.file} [${r.half}]: persons ${r.report?.personCount ?? '-'} onePiece ${r.report?.onePiece ?? '-'} lower ${r.report?.lowerKind ?? '-'}${r.refusal ? ` REFUSED ${r.refusal}` : ''} ${r.garments.map((g) => `${g.part}=${g.seen ? g.colour : 'unseen'}${g.colourRight === false || g.seen !== g.expected ? '✗' : ''}`).join(' ')}`)].join('\n'));
  }
  return lines.join('\n\n');
}

/** Pairs written after tuning: accuracy overall and per language, and every miss when verbose. */
export function freshReport(results: readonly PairResult[], verbose: boolean): string {
  const acc = (rs: readonly PairResult[]) => pct(rs.filter((r) => r.right).length, rs.length);
  const lines = [table('Fresh pairs (written after tuning, never tuned on)', [['all', acc(results)], ...[...groupBy(results, (r) => r.pair.language)].map(([k, rs]): [string, string] => [k, acc(rs)])])];
  const misses = results.filter((r) => !r.right);
  if (verbose && misses.length) lines.push(['Fresh misses', ...misses.map((r) => `  ${r.pair.id} ${r.better} vs ${r.worse}: ${r.pair.better} | ${r.pair.worse}`)].join('\n'));
  return lines.join('\n\n');
}
