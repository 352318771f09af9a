/**
 * The exam-style corpus figure (server/tutor/offline/corpus): every problem through the offline tutor, classified
 * correct / declined / wrong / off-topic, per area and in total, with the reply time (the whole answer: dispatch,
 * guard, every solver tried, formatting) as p50 / p95 / max over three rounds. Runs in-process, no server.
 */
import { CORPUS } from '../server/tutor/offline/corpus';
import { evaluateProblem, tally, type Evaluation, type Tally } from '../server/tutor/offline/corpus/evaluate';
import { answer } from '../server/tutor/offline/tutor';
import { gitCommit } from './report';

/** The targets: ≥ 90 % correct, 0 wrong, 0 off-topic, reply p95 ≤ 50 ms. */
export const CORPUS_TARGETS = { correctShare: 0.9, replyP95Ms: 50 } as const;
const ROUNDS = 3;

const percent = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

function row(name: string, counts: Tally): string {
  return `| ${name} | ${counts.total} | ${counts.correct} (${percent(counts.correct, counts.total)}) | ${counts.declined} | ${counts.wrong} | ${counts.offTopic} |`;
}

export function runCorpusBench(): string {
  const started = new Date();
  const evaluations: Evaluation[] = [];
  const rows: string[] = [];
  for (const { area, problems } of CORPUS) {
    const areaEvaluations = problems.map(evaluateProblem);
    evaluations.push(...areaEvaluations);
    rows.push(row(area, tally(areaEvaluations)));
  }
  const total = tally(evaluations);
  const byLanguage = (language: 'ar' | 'en') => tally(evaluations.filter((evaluation) => evaluation.problem.language === language));

  // Reply time: the full markdown answer, as the chat sends it, after one warm-up pass.
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { problems } of CORPUS) {
      for (const problem of problems) {
        const start = performance.now();
        answer({ message: problem.question, history: [], language: problem.language, subject: problem.subject, personality: 'friendly', tutorMode: 'formal', premium: true });
        times.push(performance.now() - start);
      }
    }
  }
  times.sort((a, b) => a - b);
  const wrongIds = evaluations.filter((evaluation) => evaluation.outcome === 'wrong' || evaluation.outcome === 'off-topic').map((evaluation) => evaluation.problem.id);

  return [
    '## Offline tutor on the exam-style corpus',
    '',
    `Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitCommit()}, Node ${process.version}; \`npm run bench -- --only=corpus\`.`,
    'Each problem has an answer computed independently of the tutor; **correct** = the shown answer matches it,',
    '**declined** = an honest "I cannot verify this offline", **wrong** = a shown answer that does not match (or cannot',
    'be checked), **off-topic** = a concept note instead of a decline on a computational question.',
    `Targets: ≥ ${CORPUS_TARGETS.correctShare * 100} % correct, 0 wrong, 0 off-topic, reply p95 ≤ ${CORPUS_TARGETS.replyP95Ms} ms.`,
    '',
    '| area | problems | correct | declined | wrong | off-topic |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    row('**all**', total),
    row('Arabic', byLanguage('ar')),
    row('English', byLanguage('en')),
    '',
    `Reply time over ${ROUNDS} rounds of the ${total.total} problems (${times.length} replies): p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${(times[times.length - 1] ?? 0).toFixed(2)} ms.`,
    '',
    wrongIds.length > 0 ? `Wrong or off-topic: ${wrongIds.join(', ')}.` : 'No wrong answer and no off-topic note.',
  ].join('\n');
}
