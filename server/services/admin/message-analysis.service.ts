/**
 * The conversation-analysis job (POST /api/admin/analytics/analyze-messages) and the /analytics dashboard.
 *
 * The job classifies student messages offline (classify-message.ts) into message_analysis, in batches of
 * BATCH_SIZE, each committed in one transaction together with the job's cursor (the last message id done) and the
 * roll-up counters the dashboard reads. So it is incremental (only messages after the cursor), idempotent (a
 * message already analysed is skipped by its unique key, and the cursor never moves back), and a restart half-way
 * resumes from the last committed batch. Between batches it yields to the event loop (setImmediate), so chat
 * requests are served while it runs. One runner per process; across processes the job row is locked per batch
 * (MySQL), so two servers never classify the same batch.
 *
 * The dashboard is read from analytics_counters alone (prefix 'analysis:'), never from message_analysis.
 */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ADMIN, TIME_ZONE } from '../../../contract/constants';
import type { AnalysisJobStatus, AnalyticsDashboard, AnalyzeMessagesResponse } from '../../../contract/admin';
import { languages, messageTypes, subjects, userTypes, type Subject } from '../../../contract/values';
import { readCountersWithPrefix } from '../../../db/repositories/admin-analytics.repository';
import {
  advanceJob,
  finishJob,
  findJob,
  incrementCounters,
  insertMembers,
  insertMessageAnalyses,
  listMessagesToAnalyze,
  startJob,
  type MessageToAnalyze,
  type NewMessageAnalysis,
} from '../../../db/repositories/admin-analysis.repository';
import { countMessagesAfter } from '../../../db/repositories/admin-monitoring.repository';
import type { AppContext } from '../../context';
import { classifyMessage, queryKey } from './classify-message';

export const ANALYSIS_JOB = 'message-analysis';
export const BATCH_SIZE = 1_000;
/** How long POST waits for the job before answering "still running" (202). */
export const ANALYSIS_WAIT_MS = 5_000;
const CONTENT_MAX = 1_000;
/** A running job whose last batch is older than this is reported as interrupted. */
export const STALE_AFTER_MS = 60_000;

export const COUNTER = {
  prefix: 'analysis:',
  messages: 'analysis:overview:messages',
  uniqueQueries: 'analysis:overview:queries',
  topic: 'analysis:topic:',
  language: 'analysis:language:',
  messageType: 'analysis:type:',
  userType: 'analysis:user:',
  hour: 'analysis:hour:',
} as const;
const QUERY_SCOPE = 'analysis:queries';

const cairoHour = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

interface Run {
  promise: Promise<number>;
  analyzed: number;
  done: boolean;
}
const runs = new WeakMap<AppContext['db'], Run>();

export interface AnalysisOptions {
  batchSize?: number;
  /** Called after each committed batch (tests stop the job half-way with it). */
  afterBatch?: (analyzedSoFar: number) => void | Promise<void>;
  /** Stop (as if the process died) when this returns true; the job row keeps status running. */
  shouldStop?: () => boolean;
}

/** Messages classified between two yields to the event loop (≈ 10 ms of CPU). */
const CLASSIFY_SLICE = 100;

/** Classifies `messages` off the transaction, yielding to the event loop every CLASSIFY_SLICE messages. */
async function classifyAll(messages: readonly MessageToAnalyze[], now: Date): Promise<{ rows: NewMessageAnalysis[]; keys: Set<string> }> {
  const rows: NewMessageAnalysis[] = [];
  const keys = new Set<string>();
  for (let index = 0; index < messages.length; index += 1) {
    if (index > 0 && index % CLASSIFY_SLICE === 0) await yieldToEventLoop();
    const message = messages[index]!;
    const subject = (subjects as readonly string[]).includes(message.conversationSubject ?? '') ? (message.conversationSubject as Subject) : null;
    const found = classifyMessage(message.content, subject);
    const premium = message.isPremium && (message.subscriptionEndDate === null || message.subscriptionEndDate > now);
    rows.push({
      messageId: message.id,
      topic: found.topic,
      subject: found.subject,
      language: found.language,
      messageType: found.messageType,
      userType: premium ? 'premium' : 'free',
      messageCreatedAt: message.createdAt,
    });
    const key = queryKey(message.content);
    if (key) keys.add(createHash('sha1').update(key).digest('hex'));
  }
  return { rows, keys };
}

/**
 * One batch: read the next messages after the committed cursor and classify them outside any transaction, then
 * commit the rows, the counters and the new cursor in one transaction — if another process moved the cursor in the
 * meantime, nothing is written and the batch is read again. Returns how many were analysed, null when none are left.
 */
async function runBatch(db: AppContext['db'], batchSize: number): Promise<number | null> {
  for (;;) {
    const cursor = (await findJob(db, ANALYSIS_JOB))?.lastMessageId ?? 0;
    const messages = await listMessagesToAnalyze(db, cursor, batchSize, CONTENT_MAX);
    if (messages.length === 0) return null;
    const now = new Date();
    const { rows, keys } = await classifyAll(messages, now);
    const committed = await db.transaction(async (trx) => {
      const job = await findJob(trx, ANALYSIS_JOB, { lock: true });
      if ((job?.lastMessageId ?? 0) !== cursor) return null;
      const inserted = await insertMessageAnalyses(trx, rows, now);
      const counters = new Map<string, number>();
      const add = (name: string) => counters.set(name, (counters.get(name) ?? 0) + 1);
      // The cursor and the unique key make every row here new; count only what was inserted all the same.
      if (inserted === rows.length) {
        for (const row of rows) {
          add(COUNTER.messages);
          add(`${COUNTER.topic}${row.subject ?? '-'}:${row.topic}`);
          add(`${COUNTER.language}${row.language}`);
          add(`${COUNTER.messageType}${row.messageType}`);
          add(`${COUNTER.userType}${row.userType}`);
          add(`${COUNTER.hour}${Number(cairoHour.format(row.messageCreatedAt)) % 24}`);
        }
      }
      const newQueries = await insertMembers(trx, QUERY_SCOPE, [...keys]);
      if (newQueries > 0) counters.set(COUNTER.uniqueQueries, newQueries);
      await incrementCounters(trx, counters);
      await advanceJob(trx, ANALYSIS_JOB, messages[messages.length - 1]!.id, inserted, now);
      return inserted;
    });
    if (committed !== null) return committed;
  }
}

/** Runs the job to the end (or until stopped); returns how many messages this run analysed. */
export async function analyzeMessages(context: Pick<AppContext, 'db' | 'logger'>, options: AnalysisOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  await startJob(context.db, ANALYSIS_JOB);
  let analyzed = 0;
  try {
    for (;;) {
      if (options.shouldStop?.()) return analyzed;
      const done = await runBatch(context.db, batchSize);
      if (done === null) break;
      analyzed += done;
      const run = runs.get(context.db);
      if (run) run.analyzed = analyzed;
      await options.afterBatch?.(analyzed);
      await yieldToEventLoop();
    }
    await finishJob(context.db, ANALYSIS_JOB, 'completed');
    return analyzed;
  } catch (error) {
    context.logger.error({ err: error }, 'message analysis failed');
    await finishJob(context.db, ANALYSIS_JOB, 'failed', error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
}

/** Starts the job in the background unless this process already runs it; the run in progress. */
export function startAnalysis(context: Pick<AppContext, 'db' | 'logger'>, options: AnalysisOptions = {}): Run {
  const existing = runs.get(context.db);
  if (existing && !existing.done) return existing;
  const run: Run = { analyzed: 0, done: false, promise: Promise.resolve(0) };
  run.promise = analyzeMessages(context, options).finally(() => {
    run.done = true;
  });
  run.promise.catch(() => undefined);
  runs.set(context.db, run);
  return run;
}

/** POST analyze-messages: starts (or joins) the job and waits up to `waitMs` for it. */
export async function requestAnalysis(
  context: Pick<AppContext, 'db' | 'logger'>,
  waitMs: number = ANALYSIS_WAIT_MS,
): Promise<{ finished: boolean; body: AnalyzeMessagesResponse }> {
  const run = startAnalysis(context);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), waitMs);
  });
  try {
    const outcome = await Promise.race([run.promise, timeout]);
    if (outcome === 'timeout') return { finished: false, body: { success: true, analyzed: run.analyzed, message: 'running' } };
    return { finished: true, body: { success: true, analyzed: outcome, message: 'completed' } };
  } catch (error) {
    return { finished: true, body: { success: false, analyzed: run.analyzed, message: error instanceof Error ? error.message : 'failed' } };
  } finally {
    clearTimeout(timer);
  }
}

/** GET analyze-messages/status. `interrupted`: a run stopped half-way (e.g. a restart); the next POST resumes it. */
export async function analysisStatus(context: Pick<AppContext, 'db'>): Promise<AnalysisJobStatus> {
  const job = await findJob(context.db, ANALYSIS_JOB);
  const pending = await countMessagesAfter(context.db, job?.lastMessageId ?? 0);
  if (!job) return { status: 'idle', analyzed: 0, pending, startedAt: null, finishedAt: null, error: null };
  const run = runs.get(context.db);
  // Running here, or a batch committed recently (by this or another server process): running. Otherwise a run
  // marked running was cut off (a restart) and waits for the next POST to resume it.
  const live = (run !== undefined && !run.done) || Date.now() - job.updatedAt.getTime() < STALE_AFTER_MS;
  const status = job.status === 'running' && !live ? 'interrupted' : job.status;
  return {
    status,
    analyzed: job.processed,
    pending,
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    error: job.error,
  };
}

/** GET /api/admin/analytics/dashboard, from the roll-up counters. */
export async function analyticsDashboard(context: Pick<AppContext, 'db'>): Promise<AnalyticsDashboard> {
  const counters = await readCountersWithPrefix(context.db, COUNTER.prefix);
  const read = (name: string) => counters.get(name.slice(COUNTER.prefix.length)) ?? 0;
  const withPrefix = (prefix: string) => {
    const rest = prefix.slice(COUNTER.prefix.length);
    return [...counters].filter(([name]) => name.startsWith(rest)).map(([name, value]) => [name.slice(rest.length), value] as const);
  };
  const topics = withPrefix(COUNTER.topic)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const separator = key.indexOf(':');
      const subject = key.slice(0, separator);
      return {
        key,
        topic: key.slice(separator + 1),
        subject: (subjects as readonly string[]).includes(subject) ? (subject as Subject) : null,
        count,
      };
    })
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic));
  const top = topics.slice(0, ADMIN.topTopics);
  const highest = top[0]?.count ?? 0;
  const distribution = <K extends string>(keys: readonly K[], prefix: string) =>
    Object.fromEntries(keys.map((key) => [key, read(`${prefix}${key}`)])) as Record<K, number>;
  return {
    overview: { totalMessages: read(COUNTER.messages), totalTopics: topics.length, uniqueQueries: read(COUNTER.uniqueQueries) },
    topicTrends: top.map((topic) => ({
      id: createHash('sha1').update(topic.key).digest('hex').slice(0, 16),
      topic: topic.topic,
      subject: topic.subject,
      totalMessages: topic.count,
      trendingScore: highest > 0 ? Math.round((topic.count / highest) * 100) : 0,
    })),
    distributions: {
      language: distribution(languages, COUNTER.language),
      messageType: distribution(messageTypes, COUNTER.messageType),
      userType: distribution(userTypes, COUNTER.userType),
      hourlyUsage: Array.from({ length: 24 }, (_, hour) => ({ hour, count: read(`${COUNTER.hour}${hour}`) })),
    },
  };
}
