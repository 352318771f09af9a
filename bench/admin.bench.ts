/**
 * The operators' side at scale (issue 10): on a throw-away MariaDB database filled with generated data — by
 * default 1,000,000 messages, 100,000 users and 2,000,000 page views, with the roll-ups the page-view endpoint
 * maintains — every admin page's API call is timed over real HTTP (p50/p95/max of sequential requests after a
 * warm-up), then the analysis job classifies messages for a bounded time while the event-loop delay and a chat-
 * path endpoint are sampled (the job must not block chat), and the analytics dashboard is timed on the result.
 * `BENCH_ADMIN_SCALE=0.1` generates a tenth of the data for a quick look; the recorded result says which scale ran.
 * Run: `npm run bench -- --only=admin` (or `npx tsx bench/admin.bench.ts`).
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { cairoDay } from '../contract/constants';
import { createDatabase, type Database } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { cairoWeekStart, visitorCounter } from '../server/services/admin/cairo-days';
import { analyzeMessages } from '../server/services/admin/message-analysis.service';
import { startTestApp, type RunningApp } from '../server/testing';
import { createThrowawayDatabase, dropThrowawayDatabasesSync } from './mariadb';
import { fixed, table } from './report';

/** Targets of the issue: every admin call ≤ 50 ms at p95; the offline analysis ≥ 2,000 messages a second. */
export const ADMIN_TARGET = { maxP95Ms: 50, minAnalysisPerSecond: 2_000 } as const;
const ADMIN_PASSWORD = 'bench-admin-password';
const SAMPLES = 200;
const WARMUP = 20;
const ANALYSIS_SECONDS = 60;
const BATCH = 5_000;

interface Scale {
  users: number;
  messages: number;
  pageViews: number;
}

function scaleFromEnv(): Scale {
  const factor = Math.min(1, Math.max(0.001, Number(process.env.BENCH_ADMIN_SCALE ?? '1') || 1));
  return { users: Math.round(100_000 * factor), messages: Math.round(1_000_000 * factor), pageViews: Math.round(2_000_000 * factor) };
}

const QUESTIONS = [
  'اشرحلي قانون أوم',
  'حل المعادلة x^2 - 5x + 6 = 0',
  'explain photosynthesis please',
  'اختبرني في الكيمياء العضوية',
  'ما هي الخلية؟',
  'what is the passive voice?',
  'ازاي أذاكر التاريخ',
  'ما الفرق بين الفعل اللازم والمتعدي',
  'calculate the derivative of sin x',
  'ليه السما زرقا',
];
const REPLY = 'خلينا نفكر فيها خطوة بخطوة: '.repeat(6);
const PATHS = ['/', '/chat', '/pricing', '/login', '/study', '/quiz', '/profile', '/payment-confirmation/x', '/about', '/faq'];
const AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];

async function insertChunks(db: Database, name: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await db(name).insert(rows.slice(start, start + BATCH));
}

function log(message: string): void {
  console.log(`bench(admin): ${message}`);
}

/** Users, their conversations and messages (half student questions, half replies), spread over 60 days. */
async function generateChat(db: Database, scale: Scale): Promise<void> {
  const now = Date.now();
  const userIds: string[] = [];
  for (let start = 0; start < scale.users; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, scale.users - start) }, (_, offset) => {
      const index = start + offset;
      const id = randomUUID();
      userIds.push(id);
      return {
        id,
        name: `طالب ${index}`,
        email: `student${index}@bench.example`,
        referral_code: `B${index.toString(36).toUpperCase().padStart(9, '0')}`,
        is_premium: index % 10 === 0,
        subscription_tier: index % 10 === 0 ? 'premium_monthly' : null,
        subscription_end_date: index % 10 === 0 ? new Date(now + 20 * 86_400_000) : null,
        email_verified: true,
        created_at: new Date(now - (scale.users - index) * 30_000),
      };
    });
    await db('users').insert(rows);
  }
  log(`${scale.users} users`);
  const perConversation = 10;
  const conversations = Math.ceil(scale.messages / perConversation);
  let written = 0;
  for (let start = 0; start < conversations; start += BATCH / perConversation) {
    const count = Math.min(BATCH / perConversation, conversations - start);
    const conversationRows = Array.from({ length: count }, (_, offset) => {
      const index = start + offset;
      return {
        id: randomUUID(),
        user_id: userIds[index % userIds.length],
        title: QUESTIONS[index % QUESTIONS.length],
        subject: ['math', 'physics', 'chemistry', 'biology', null][index % 5],
        personality: 'friendly',
        created_at: new Date(now - (conversations - index) * 5_000),
        updated_at: new Date(now - (conversations - index) * 5_000),
      };
    });
    await db('conversations').insert(conversationRows);
    const messageRows = conversationRows.flatMap((conversation, offset) =>
      Array.from({ length: perConversation }, (_, turn) => ({
        conversation_id: conversation.id,
        user_id: turn % 2 === 0 ? conversation.user_id : null,
        role: turn % 2 === 0 ? 'user' : 'assistant',
        content: turn % 2 === 0 ? `${QUESTIONS[(start + offset + turn) % QUESTIONS.length]} (${start + offset}-${turn})` : REPLY,
        status: 'complete',
        created_at: new Date(conversation.created_at.getTime() + turn * 1_000),
      })),
    );
    await insertChunks(db, 'messages', messageRows.slice(0, scale.messages - written));
    written += Math.min(messageRows.length, scale.messages - written);
    if (written % 200_000 < BATCH) log(`${written} messages`);
  }
  log(`${written} messages in ${conversations} conversations`);
}

/**
 * Page views of visitor sessions (5 views each) over the last 28 days, with what POST /api/analytics/page-view
 * maintains next to them: the visitor sessions, day/week members and counters, and views per path per day.
 */
async function generatePageViews(db: Database, scale: Scale): Promise<void> {
  const now = Date.now();
  const sessions = Math.ceil(scale.pageViews / 5);
  const devices = Math.ceil(sessions / 2.5);
  const members = new Map<string, Set<string>>();
  const counters = new Map<string, number>();
  const daily = new Map<string, number>();
  const member = (scope: string, value: string, counter: string) => {
    let set = members.get(scope);
    if (!set) members.set(scope, (set = new Set()));
    if (!set.has(value)) {
      set.add(value);
      counters.set(counter, (counters.get(counter) ?? 0) + 1);
    }
  };
  let views = 0;
  for (let start = 0; start < sessions; start += BATCH / 5) {
    const sessionRows: Record<string, unknown>[] = [];
    const viewRows: Record<string, unknown>[] = [];
    for (let index = start; index < Math.min(sessions, start + BATCH / 5); index += 1) {
      const entry = new Date(now - ((index * 7919) % (28 * 86_400)) * 1000);
      const day = cairoDay(entry);
      const week = cairoWeekStart(day);
      const sessionId = `bench-session-${index}`;
      const deviceId = `bench-device-${index % devices}`;
      const agent = AGENTS[index % AGENTS.length]!;
      let last = entry;
      for (let view = 0; view < 5 && views < scale.pageViews; view += 1, views += 1) {
        const path = PATHS[(index + view * 3) % PATHS.length]!;
        last = new Date(entry.getTime() + view * 20_000);
        viewRows.push({ session_id: sessionId, device_id: deviceId, path, referrer: view === 0 && index % 4 === 0 ? 'https://www.google.com' : null, cairo_day: day, created_at: last });
        daily.set(`${day}|${path}`, (daily.get(`${day}|${path}`) ?? 0) + 1);
      }
      sessionRows.push({
        id: sessionId,
        device_id: deviceId,
        is_authenticated: index % 3 === 0,
        user_agent: agent,
        browser: index % 3 === 2 ? 'safari' : 'chrome',
        device_type: index % 3 === 1 ? 'computer' : 'mobile',
        current_page: PATHS[index % PATHS.length],
        referrer: index % 4 === 0 ? 'https://www.google.com' : null,
        created_at: entry,
        last_activity: last,
      });
      member(`d:${day}:dev`, deviceId, visitorCounter.dayDevices(day));
      member(`d:${day}:ses`, sessionId, visitorCounter.daySessions(day));
      member(`w:${week}:dev`, deviceId, visitorCounter.weekDevices(week));
      member(`w:${week}:ses`, sessionId, visitorCounter.weekSessions(week));
    }
    await insertChunks(db, 'visitor_sessions', sessionRows);
    await insertChunks(db, 'page_views', viewRows);
    if (views % 400_000 < BATCH) log(`${views} page views`);
  }
  const memberRows = [...members].flatMap(([scope, set]) => [...set].map((value) => ({ scope, member: value })));
  await insertChunks(db, 'analytics_members', memberRows);
  await insertChunks(db, 'analytics_counters', [...counters].map(([name, value]) => ({ name, value })));
  await insertChunks(db, 'page_view_daily', [...daily].map(([key, count]) => ({ cairo_day: key.split('|')[0], path: key.split('|')[1], views: count })));
  log(`${views} page views, ${sessions} sessions, ${memberRows.length} roll-up members`);
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  /** Rows the database actually read for one call (MariaDB ANALYZE of every SELECT it ran), and full scans. */
  rowsRead?: number;
  fullScans?: number;
}

/**
 * Runs `request` once while recording the SELECTs it sends, then replays each with MariaDB's ANALYZE (which
 * executes the statement and reports the rows actually read per table: r_rows × r_loops) — the proof that no call
 * scans a big table, independent of how noisy the machine's timings are.
 */
async function rowsRead(db: Database, request: () => Promise<Response>): Promise<{ rows: number; fullScans: number }> {
  const queries: { sql: string; bindings: readonly unknown[] }[] = [];
  const listener = (query: { sql: string; bindings?: readonly unknown[] }) => {
    if (/^\s*select/i.test(query.sql)) queries.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  db.on('query', listener);
  try {
    await (await request()).arrayBuffer();
  } finally {
    db.removeListener('query', listener);
  }
  let rows = 0;
  let fullScans = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const step = node as Record<string, unknown>;
    if (typeof step.table_name === 'string' && typeof step.r_rows === 'number') {
      const loops = typeof step.r_loops === 'number' ? step.r_loops : 1;
      rows += step.r_rows * loops;
      if (step.access_type === 'ALL' && step.r_rows * loops > 1_000) fullScans += 1;
    }
    Object.values(step).forEach(walk);
  };
  for (const query of queries) {
    const [plan] = (await db.raw(`ANALYZE FORMAT=JSON ${query.sql}`, query.bindings as never)) as [Record<string, unknown>[]];
    for (const row of plan) walk(JSON.parse(String(Object.values(row)[0])));
  }
  return { rows: Math.round(rows), fullScans };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function time(name: string, request: (index: number) => Promise<Response>, db?: Database): Promise<Timing> {
  let bytes = 0;
  for (let index = 0; index < WARMUP; index += 1) {
    const response = await request(index);
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  }
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const start = performance.now();
    const response = await request(index);
    const body = await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    bytes = body.byteLength;
  }
  samples.sort((a, b) => a - b);
  const read = db ? await rowsRead(db, () => request(0)) : undefined;
  return { name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples[samples.length - 1] ?? 0, bytes, rowsRead: read?.rows, fullScans: read?.fullScans };
}

async function adminCookie(app: RunningApp): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { origin: app.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]!).find((pair) => pair.includes('admin_session'));
  if (!cookie) throw new Error('admin login set no cookie');
  return cookie;
}

export async function runAdminBench(): Promise<string> {
  const scale = scaleFromEnv();
  const { url } = await createThrowawayDatabase();
  const db = createDatabase(url);
  let app: RunningApp | undefined;
  try {
    const started = performance.now();
    await migrateLatest(db);
    await generateChat(db, scale);
    await generatePageViews(db, scale);
    await db.raw('ANALYZE TABLE messages, conversations, users, page_views, visitor_sessions, message_count_buckets, analytics_counters, page_view_daily');
    const generationSeconds = (performance.now() - started) / 1000;
    log(`data generated in ${fixed(generationSeconds)} s`);

    app = await startTestApp(db, { adminPassword: ADMIN_PASSWORD }, { relaxedRateLimits: true, logger: pino({ level: 'silent' }) });
    const base = app.baseUrl;
    const cookie = await adminCookie(app);
    const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie, accept: 'application/json' } });
    const lastPage = Math.ceil(scale.messages / 50);
    const cpus = availableParallelism();
    const loadAtTimings = loadavg()[0] ?? 0;
    const timings: Timing[] = [];
    timings.push(await time('GET /api/admin/messages?page=1', () => get('/api/admin/messages?page=1&limit=50'), db));
    timings.push(await time(`GET /api/admin/messages?page=${Math.ceil(lastPage / 2)} (middle)`, () => get(`/api/admin/messages?page=${Math.ceil(lastPage / 2)}&limit=50`), db));
    timings.push(await time(`GET /api/admin/messages?page=${lastPage} (last)`, () => get(`/api/admin/messages?page=${lastPage}&limit=50`), db));
    timings.push(await time('GET /api/admin/messages?page=random', (index) => get(`/api/admin/messages?page=${1 + ((index * 7919) % lastPage)}&limit=50`), db));
    timings.push(await time('GET /api/admin/conversations', () => get('/api/admin/conversations'), db));
    timings.push(await time('GET /api/admin/users', () => get('/api/admin/users'), db));
    timings.push(await time('GET /api/admin/analytics/summary', () => get('/api/admin/analytics/summary'), db));
    timings.push(await time('GET /api/admin/analytics/recent-sessions', () => get('/api/admin/analytics/recent-sessions'), db));
    timings.push(await time('GET /api/admin/payment-requests', () => get('/api/admin/payment-requests'), db));
    timings.push(
      await time('POST /api/analytics/page-view (write)', (index) =>
        fetch(`${base}/api/analytics/page-view`, {
          method: 'POST',
          headers: { origin: base, 'content-type': 'application/json', 'user-agent': AGENTS[0]!, 'x-device-id': `bench-writer-${index % 50}` },
          body: JSON.stringify({ path: PATHS[index % PATHS.length], sessionId: `bench-writer-session-${index % 100}` }),
        }),
      ),
    );

    // The analysis job, bounded in time, with the event-loop delay and a chat-path call sampled while it runs.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    const during: number[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        const start = performance.now();
        const response = await fetch(`${base}/api/user/status`, { headers: { accept: 'application/json', 'x-device-id': 'bench-chat-device' } });
        await response.arrayBuffer();
        during.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    loop.enable();
    const deadline = Date.now() + ANALYSIS_SECONDS * 1000;
    const analysisStart = performance.now();
    const analyzed = await analyzeMessages(app.context, { shouldStop: () => Date.now() > deadline });
    const analysisSeconds = (performance.now() - analysisStart) / 1000;
    loop.disable();
    running = false;
    await sampler;
    during.sort((a, b) => a - b);
    const rate = analyzed / analysisSeconds;
    log(`analysed ${analyzed} messages in ${fixed(analysisSeconds, 1)} s`);
    timings.push(await time('GET /api/admin/analytics/dashboard', () => get('/api/admin/analytics/dashboard'), db));

    const rows = timings.map((timing) => [
      timing.name,
      fixed(timing.p50, 1),
      fixed(timing.p95, 1),
      fixed(timing.max, 1),
      fixed(timing.bytes / 1000, 1),
      timing.rowsRead === undefined ? 'n/a' : timing.rowsRead.toLocaleString('en-US'),
      timing.fullScans === undefined ? 'n/a' : String(timing.fullScans),
      timing.p95 <= ADMIN_TARGET.maxP95Ms ? 'yes' : '**no**',
    ]);
    const full = scale.messages === 1_000_000;
    return `## Admin pages at scale (MariaDB)

Run ${new Date().toISOString()} — ${full ? 'full scale' : `**reduced scale (BENCH_ADMIN_SCALE=${process.env.BENCH_ADMIN_SCALE})**`}:
${scale.messages.toLocaleString('en-US')} messages, ${scale.users.toLocaleString('en-US')} users, ${scale.pageViews.toLocaleString('en-US')} page views
(plus ${Math.ceil(scale.pageViews / 5).toLocaleString('en-US')} visitor sessions and their roll-ups), generated with batch inserts in ${fixed(generationSeconds)} s
on a throw-away MariaDB database. Each call: ${WARMUP} warm-up requests, then ${SAMPLES} sequential requests over HTTP
with the admin session cookie (in-process server, same machine). Target: p95 ≤ ${ADMIN_TARGET.maxP95Ms} ms.

${table(['call', 'p50 ms', 'p95 ms', 'max ms', 'body kB', 'rows read', 'full scans', `p95 ≤ ${ADMIN_TARGET.maxP95Ms} ms`], rows)}

"rows read": the rows MariaDB actually read for one call (ANALYZE FORMAT=JSON of each SELECT it ran: r_rows × r_loops
summed over every table access, subqueries included) — independent of machine noise; "full scans": table accesses
of type ALL that read more than 1,000 rows.
Machine load (1-minute load average on ${cpus} cores) at the start of the timings: ${fixed(loadAtTimings, 1)}.

**Analysis job (offline classifier)**: ${analyzed.toLocaleString('en-US')} student messages in ${fixed(analysisSeconds, 1)} s =
**${fixed(rate)} messages/s** (target ≥ ${ADMIN_TARGET.minAnalysisPerSecond.toLocaleString('en-US')}: ${rate >= ADMIN_TARGET.minAnalysisPerSecond ? 'met' : '**not met**'}),
batches of 1,000 committed one by one${analysisSeconds >= ANALYSIS_SECONDS ? `, stopped after ${ANALYSIS_SECONDS} s (the rest resumes on the next run)` : ''}.
While it ran: event-loop delay p99 ${fixed(loop.percentile(99) / 1e6, 1)} ms, max ${fixed(loop.max / 1e6, 1)} ms;
GET /api/user/status (a chat-page poll) p50 ${fixed(percentile(during, 0.5), 1)} ms, p95 ${fixed(percentile(during, 0.95), 1)} ms over ${during.length} calls.
The dashboard above is read after the job, from the roll-up counters.
`;
  } finally {
    await app?.close().catch(() => undefined);
    await db.destroy();
    dropThrowawayDatabasesSync();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminBench().then(
    async (markdown) => {
      const { writeResults } = await import('./report');
      writeResults('admin', markdown);
      console.log(markdown);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      dropThrowawayDatabasesSync();
      process.exit(1);
    },
  );
}
