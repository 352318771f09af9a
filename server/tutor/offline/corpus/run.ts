/**
 * `npx tsx server/tutor/offline/corpus/run.ts [--area NAME] [--verbose]`: runs the exam-style corpus through the
 * offline tutor and prints correct / declined / wrong / off-topic per area; --verbose lists every problem that was
 * not answered correctly with what the tutor did.
 */
import { CORPUS } from './index';
import { evaluateProblem, tally } from './evaluate';

const args = process.argv.slice(2);
const areaIndex = args.indexOf('--area');
const onlyArea = areaIndex >= 0 ? args[areaIndex + 1] : undefined;
const verbose = args.includes('--verbose');

let all: ReturnType<typeof evaluateProblem>[] = [];
for (const { area, problems } of CORPUS) {
  if (onlyArea && area !== onlyArea) continue;
  const evaluations = problems.map(evaluateProblem);
  all = all.concat(evaluations);
  const counts = tally(evaluations);
  console.log(`${area.padEnd(12)} ${String(counts.total).padStart(4)} problems: ${counts.correct} correct, ${counts.declined} declined, ${counts.wrong} wrong, ${counts.offTopic} off-topic`);
  if (!verbose) continue;
  for (const evaluation of evaluations) {
    if (evaluation.outcome === 'correct') continue;
    console.log(`  ${evaluation.outcome.toUpperCase()} ${evaluation.problem.id}: ${evaluation.problem.question.replace(/\n/g, ' ⏎ ')}`);
    if (evaluation.solvedAs) console.log(`      solved as ${evaluation.solvedAs} → ${JSON.stringify(evaluation.result)}; expected ${JSON.stringify(evaluation.problem.expected)}`);
    if (evaluation.refused?.length) console.log(`      refused: ${evaluation.refused.join(' | ')}`);
  }
}
const counts = tally(all);
const times = all.map((evaluation) => evaluation.milliseconds).sort((a, b) => a - b);
const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
console.log(`${'total'.padEnd(12)} ${String(counts.total).padStart(4)} problems: ${counts.correct} correct, ${counts.declined} declined, ${counts.wrong} wrong, ${counts.offTopic} off-topic; p95 ${p95.toFixed(1)} ms`);
