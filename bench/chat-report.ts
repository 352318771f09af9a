/**
 * The chat section of bench/RESULTS.md: time to first token (straight from the fake model and through our
 * server), the offline tutor's solve time per kind of problem, and sending throughput on SQLite and MariaDB,
 * each with its absolute figures, its ratios and a one-line verdict against its target.
 */
import type { FirstTokenResult } from './chat.bench';
import { FIRST_CHUNK_DELAY_MS, TTFT_TARGET_ADDED_MS } from './chat.bench';
import type { Percentiles } from './chat-stats';
import type { ThroughputResult } from './chat-throughput.bench';
import { LEARNING_TARGET_P95_MS, type LearningResult } from './offline-learning.bench';
import type { OfflineKindResult, OfflineOptions } from './offline-tutor.bench';
import { OFFLINE_TARGET_P95_MS } from './offline-tutor.bench';
import { cpuMs, fixed, ratio, runLine, table, type RunInfo } from './report';

export interface ChatRun {
  info: RunInfo;
  /** `uptime` at the start and at the end of the part. */
  uptime: { start: string; end: string };
  firstToken: FirstTokenResult;
  firstTokenSamples: number;
  offline: OfflineKindResult[];
  offlineOptions: OfflineOptions;
  learning: LearningResult[];
  throughput: ThroughputResult[];
  /** The students' messages, rotated through during the throughput runs. */
  throughputMessages: readonly string[];
}

const ms = (value: number) => (Number.isFinite(value) ? fixed(value, value < 10 ? 2 : 1) : 'n/a');
/** Inside an already bold verdict line. */
const verdictWord = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function firstTokenTable(result: FirstTokenResult): string {
  const row = (label: string, stats: Percentiles, base?: Percentiles) => [
    label,
    String(stats.count),
    ms(stats.p50),
    ms(stats.p95),
    ms(stats.p99),
    ms(stats.max),
    base ? ratio(stats.p50, base.p50) : '1×',
    base ? ratio(stats.p95, base.p95) : '1×',
    base ? `${ms(stats.p50 - base.p50)} / ${ms(stats.p95 - base.p95)} / ${ms(stats.p99 - base.p99)}` : '—',
  ];
  const rows = table(
    ['path', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'p50 × direct', 'p95 × direct', 'added ms (p50 / p95 / p99)'],
    [row('(a) fake model, direct', result.direct), row('(b) our server → fake model (SSE `delta`)', result.throughServer, result.direct)],
  );
  const { userMessageEvent, userMessageToDelta, direct } = result;
  return `${rows}

Where (b)'s time goes: its first event, \`user_message\`, is sent once the session, the quota and the stored
question are done and the reply has started (the model is asked at that moment): p50 ${ms(userMessageEvent.p50)} ms, p95
${ms(userMessageEvent.p95)} ms, p99 ${ms(userMessageEvent.p99)} ms. From it to the first \`delta\` (the model's wait included), per sample:
p50 ${ms(userMessageToDelta.p50)} ms, p95 ${ms(userMessageToDelta.p95)} ms — against (a)'s ${ms(direct.p50)} ms / ${ms(direct.p95)} ms for the model alone.`;
}

function offlineTable(results: readonly OfflineKindResult[]): string {
  return table(
    ['kind', 'problems recognised by its solver', 'timed calls', 'p50 ms', 'p95 ms', 'p95 × target', 'slowest problem (its p95 ms)', `p95 ≤ ${OFFLINE_TARGET_P95_MS} ms`],
    results.map((result) => [
      result.label,
      `${result.recognised} / ${result.problems}`,
      String(result.timing.count),
      ms(result.timing.p50),
      ms(result.timing.p95),
      ratio(result.timing.p95, OFFLINE_TARGET_P95_MS),
      `${result.slowest.message} (${ms(result.slowest.p95)})`,
      result.timing.p95 <= OFFLINE_TARGET_P95_MS ? 'yes' : '**no**',
    ]),
  );
}

function learningTable(results: readonly LearningResult[]): string {
  return table(
    ['tool', 'cases', 'timed calls', 'p50 ms', 'p95 ms', 'p95 × target', `p95 ≤ ${LEARNING_TARGET_P95_MS} ms`],
    results.map((result) => [
      result.label,
      String(result.cases),
      String(result.timing.count),
      ms(result.timing.p50),
      ms(result.timing.p95),
      ratio(result.timing.p95, LEARNING_TARGET_P95_MS),
      result.timing.p95 <= LEARNING_TARGET_P95_MS ? 'PASS' : 'FAIL',
    ]),
  );
}

function routesList(results: readonly OfflineKindResult[]): string {
  return results
    .map((result) => `- ${result.label}: ${result.routes.map((route) => `\`${route}\``).join(', ')}`)
    .join('\n');
}

function throughputTable(results: readonly ThroughputResult[]): string {
  const base = results[0];
  return table(
    ['database', 'students', 'replies stored', 'messages/s', '× SQLite', 'p50 ms', 'p99 ms', 'errors', 'answers by status', 'server CPU ms/message'],
    results.map((result) => [
      result.label,
      String(result.students),
      fixed(result.messages),
      fixed(result.messagesPerSecond, 1),
      ratio(result.messagesPerSecond, base?.messagesPerSecond),
      ms(result.latency.p50),
      ms(result.latency.p99),
      String(result.errors),
      Object.entries(result.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
      cpuMs(result.serverCpuMsPerMessage),
    ]),
  );
}

function verdicts(run: ChatRun): string {
  const { firstToken, offline, throughput } = run;
  const ttftPass = firstToken.addedAtP50Ms <= TTFT_TARGET_ADDED_MS;
  const slowKinds = offline.filter((result) => result.timing.p95 > OFFLINE_TARGET_P95_MS);
  const recognised = offline.reduce((total, result) => total + result.recognised, 0);
  const problems = offline.reduce((total, result) => total + result.problems, 0);
  const worst = offline.reduce<OfflineKindResult | undefined>((slowest, result) => (!slowest || result.timing.p95 > slowest.timing.p95 ? result : slowest), undefined);
  const errors = throughput.reduce((total, result) => total + result.errors, 0);
  return [
    `- **Time to first token, added by our server ≤ ${TTFT_TARGET_ADDED_MS} ms at p50 → ${verdictWord(ttftPass)}** ` +
      `(${ms(firstToken.addedAtP50Ms)} ms: ${ms(firstToken.throughServer.p50)} ms through the server vs ${ms(firstToken.direct.p50)} ms direct).`,
    `- **Offline tutor p95 ≤ ${OFFLINE_TARGET_P95_MS} ms for every kind → ${verdictWord(slowKinds.length === 0)}** ` +
      (slowKinds.length === 0
        ? `(slowest: ${worst?.label ?? 'n/a'}, p95 ${ms(worst?.timing.p95 ?? Number.NaN)} ms)`
        : `(over: ${slowKinds.map((result) => `${result.label} ${ms(result.timing.p95)} ms`).join(', ')})`) +
      `; ${recognised} of ${problems} problems recognised by the solver of their kind.`,
    `- **Offline quiz and wrong-answer analysis p95 ≤ ${LEARNING_TARGET_P95_MS} ms → ${verdictWord(run.learning.every((result) => result.timing.p95 <= LEARNING_TARGET_P95_MS))}** (` +
      run.learning.map((result) => `${result.label} p95 ${ms(result.timing.p95)} ms`).join(', ') +
      ').',
    `- **Sending throughput (no numeric target; must be error-free) → ${verdictWord(errors === 0)}**: ` +
      throughput.map((result) => `${result.label} ${fixed(result.messagesPerSecond, 1)} messages/s, p99 ${ms(result.latency.p99)} ms`).join('; ') +
      `; ${errors} errors.`,
  ].join('\n');
}

export function chatSection(run: ChatRun): string {
  const { info, firstToken, offlineOptions, throughput } = run;
  const { connections, warmupSeconds, durationSeconds } = info.load;
  return `## Chat: time to first token, offline tutor solve time, sending throughput

${runLine(info)}

\`uptime\` at start: \`${run.uptime.start}\` · at end: \`${run.uptime.end}\`

${verdicts(run)}

Servers: \`node dist/server/main.js\` (production build, fresh DATA_DIR or a throw-away MariaDB database) with
PREMIUM_DAILY_FAIR_USE and CHAT_SEND_PER_MINUTE raised to 1,000,000 and TRUST_PROXY=1. The students are real
accounts: each signs up through \`POST /api/auth/register\` (with its own \`X-Forwarded-For: 127.0.1.N\`, since
sign-ups are limited to 10 an hour per address; only a header, all traffic is to 127.0.0.1), is then made Premium
in the bench database itself (\`is_premium = 1\`, \`subscription_end_date\` a month ahead, through db/'s users
repository: a free student may send only 5 messages a Cairo day), and opens its own conversation (friendly
personality) through \`POST /api/conversations\`. Every send is formal tutor mode.

### 1. Time to first streamed token

The fake OpenAI-compatible model (server/testing/fake-openai.ts, run inside the benchmark process) streams an
empty role chunk at once, then its first text ${FIRST_CHUNK_DELAY_MS} ms later, then three more at once. It has no looping
script (an unscripted request gets a 500), so one response is queued before every request. (a) \`POST
{baseURL}/chat/completions\` with \`stream: true\`, timed to the first chunk with content; (b) \`POST
/api/conversations/{id}/messages\` with \`Accept: text/event-stream\` to a server started with
\`TUTOR_LLM_BASE_URL\` = the fake (SQLite), timed to the first \`delta\` event; each stream is read to its end
(the stored \`ai_message\`, checked to come from the LLM tutor) before the next request. ${run.firstTokenSamples} samples of
each, alternating a, b, a, b… after a warm-up; the fake received ${firstToken.modelRequests} requests for the
${firstToken.direct.count + firstToken.throughServer.count} timed samples (one each: no retry). Through the server the time includes the session
lookup, quota, storing the question and the empty reply, building the prompt and the AI SDK's request.

${firstTokenTable(firstToken)}

### 2. Offline tutor: full answer per kind of problem (in-process)

\`compose()\` of server/tutor/offline/tutor.ts (solve, verify, write the markdown answer) for a free student,
friendly personality, formal mode, no history, the conversation's subject set to the kind's subject (none for
concept questions); six problems per kind, three in Arabic and three in English (bench/chat-offline-problems.ts),
${offlineOptions.warmupRepetitions} untimed calls then up to ${offlineOptions.repetitions} timed calls each (a problem stops after ${fixed(offlineOptions.maxMsPerProblem)} ms of timed
calls). "Recognised by its solver" = compose()'s own routing sent the problem to the solver of its kind (the
notes for concept questions); the others were timed as whatever compose() answered (another solver, or the
"I can't answer offline" text).

${offlineTable(run.offline)}

<details><summary>How each problem was routed (solver:kind, concept:title, or not recognised)</summary>

${routesList(run.offline)}

</details>

The learning tools offline (bench/offline-learning.bench.ts), timed the same way: a quiz of the premium length on
${run.learning[0]?.cases ?? 0} topic × language cases over all eight subjects (bank search by topic plus numeric questions recomputed with
mathjs), and the wrong-answer analysis of ${run.learning[1]?.cases ?? 0} typical slips (re-solve, compare, name the slip, verify a
practice question).

${learningTable(run.learning)}

### 3. Sending throughput: ${connections} students at once, JSON mode, offline tutor

Each student sends its next message as soon as the previous reply is stored (\`201 { userMessage, aiMessage }\`),
for ${warmupSeconds} s of warm-up (not counted) then ${durationSeconds} s counted; SQLite first, then MariaDB (\`mysql://root@127.0.0.1:3306/bench_polled_…\`,
dropped after the run). The load generator (Node fetch, this process) shares the 2 cores with the server.
Messages rotate through ${run.throughputMessages.length} problems of every kind above, Arabic and English. "messages/s" = replies stored
÷ the seconds from the window's start until the last counted send was answered${throughput.length > 0 ? ` (${throughput.map((result) => `${fixed(result.windowSeconds, 1)} s`).join(', ')})` : ''}.

${throughputTable(throughput)}
`;
}
