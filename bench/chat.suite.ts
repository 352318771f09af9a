/**
 * The chat part of `npm run bench` (`--only=chat`): starts the fake OpenAI-compatible model in this process and
 * three production servers — SQLite with the LLM tutor pointed at the fake, SQLite and a throw-away MariaDB
 * database with the offline tutor — prepares the students, checks one reply on each server, then measures in
 * turn, with nothing else of the run going on: time to first token, the offline tutor's solve time (in-process)
 * and sending throughput on SQLite and on MariaDB. Returns the RESULTS.md section. The servers and the database
 * are stopped and dropped by run.ts; the fake is closed here.
 */
import { execFileSync } from 'node:child_process';
import { startFakeOpenAI } from '../server/testing/fake-openai';
import { measureFirstToken, type FirstTokenOptions } from './chat.bench';
import { PROBLEM_KINDS } from './chat-offline-problems';
import { chatSection } from './chat-report';
import { benchDatabaseUrl, chatServerEnv, prepareStudents, sendChecked } from './chat-students';
import { measureSendThroughput, type ThroughputOptions, type ThroughputResult } from './chat-throughput.bench';
import { createThrowawayDatabase } from './mariadb';
import { measureOfflineLearning } from './offline-learning.bench';
import { measureOfflineTutor, type OfflineOptions } from './offline-tutor.bench';
import { machineLoadNow, runInfo } from './report';
import { startAppServer, type RunningServer } from './servers';

export interface ChatSuiteOptions {
  firstToken: FirstTokenOptions;
  offline: OfflineOptions;
  throughput: ThroughputOptions & { students: number };
}

export const CHAT_DEFAULTS: ChatSuiteOptions = {
  firstToken: { warmupSamples: 20, samples: 200 },
  offline: { warmupRepetitions: 5, repetitions: 50, maxMsPerProblem: 1_500 },
  throughput: { students: 50, warmupSeconds: 2, durationSeconds: 10 },
};

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${machineLoadNow().toFixed(2)}`;
  }
}

/** One send on an offline server before any load: a stored reply, written by the offline tutor. */
async function checkOfflineReply(server: RunningServer, student: Parameters<typeof sendChecked>[1], message: string): Promise<void> {
  const { status, body, text } = await sendChecked(server.url, student, message);
  if (status !== 201 || !body) throw new Error(`${server.name}: a send answered ${status}: ${text.slice(0, 300)}`);
  if (body.aiMessage.metadata?.source !== 'offline' || body.aiMessage.content === '') {
    throw new Error(`${server.name}: the reply did not come from the offline tutor (source ${body.aiMessage.metadata?.source})`);
  }
}

export async function runChatSuite(build: string, options: ChatSuiteOptions = CHAT_DEFAULTS): Promise<string> {
  const date = new Date();
  const loadAtStart = machineLoadNow();
  const uptimeAtStart = uptime();
  const fake = await startFakeOpenAI();
  try {
    const database = await createThrowawayDatabase();
    const [llmServer, sqlite, mariadb] = await Promise.all([
      startAppServer({ name: 'production server (SQLite, LLM tutor → fake model)', env: { ...chatServerEnv, TUTOR_LLM_BASE_URL: fake.baseURL } }),
      startAppServer({ name: 'production server (SQLite, offline tutor)', env: chatServerEnv }),
      startAppServer({ name: 'production server (MariaDB, offline tutor)', databaseUrl: database.url, env: chatServerEnv }),
    ]);
    for (const server of [llmServer, sqlite, mariadb]) console.log(`bench: ${server.name} pid ${server.pid} at ${server.url}`);

    const { students } = options.throughput;
    console.log(`bench: signing up 1 + 2 × ${students} students …`);
    const [llmStudent] = await prepareStudents(llmServer, benchDatabaseUrl(llmServer, undefined), 1);
    const databases = [
      { label: 'SQLite', server: sqlite, students: await prepareStudents(sqlite, benchDatabaseUrl(sqlite, undefined), students) },
      { label: 'MariaDB', server: mariadb, students: await prepareStudents(mariadb, benchDatabaseUrl(mariadb, database.url), students) },
    ];
    const messages = PROBLEM_KINDS.map((kind, index) => kind.problems[index % kind.problems.length]?.message ?? kind.label);
    for (const { server, students: [first] } of databases) if (first) await checkOfflineReply(server, first, messages[0] ?? 'Solve 2x + 3 = 11');
    if (!llmStudent) throw new Error('no student on the LLM server');

    console.log(`bench: time to first token, ${options.firstToken.samples} samples direct and through the server …`);
    const firstToken = await measureFirstToken(fake, llmServer.url, llmStudent, options.firstToken);

    console.log(`bench: offline tutor, ${PROBLEM_KINDS.length} kinds of problem in-process …`);
    const offline = await measureOfflineTutor(PROBLEM_KINDS, options.offline);
    console.log('bench: offline quiz and wrong-answer analysis in-process …');
    const learning = await measureOfflineLearning(options.offline.repetitions);

    const throughput: ThroughputResult[] = [];
    for (const { label, server, students: databaseStudents } of databases) {
      const { warmupSeconds, durationSeconds } = options.throughput;
      console.log(`bench: ${label}: ${databaseStudents.length} students sending, ${warmupSeconds} s warm-up + ${durationSeconds} s …`);
      throughput.push(await measureSendThroughput(label, server, databaseStudents, messages, options.throughput));
    }

    const info = runInfo(build, date, loadAtStart, {
      connections: students,
      warmupSeconds: options.throughput.warmupSeconds,
      durationSeconds: options.throughput.durationSeconds,
    });
    return chatSection({
      info,
      uptime: { start: uptimeAtStart, end: uptime() },
      firstToken,
      firstTokenSamples: options.firstToken.samples,
      offline,
      offlineOptions: options.offline,
      learning,
      throughput,
      throughputMessages: messages,
    });
  } finally {
    await fake.close();
  }
}
