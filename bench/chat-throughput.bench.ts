/**
 * Sending throughput: every bench student (own session, own conversation) sends messages in JSON mode one after
 * another as fast as the server answers — the next as soon as the previous reply is stored — for a warm-up and
 * then the measured window; the offline tutor writes every reply. Counted: replies stored (201) per second,
 * their latency p50/p99, and errors (any other status or a failed connection) in the window; plus the server
 * process's CPU time per message. The messages rotate through solvable problems of several kinds and languages.
 */
import type { ChatStudent } from './chat-students';
import { studentHeaders } from './chat-students';
import { nowMs, percentiles, type Percentiles } from './chat-stats';
import type { RunningServer } from './servers';
import { processCpuSeconds } from './servers';
import { assertLoopback } from './ssr.bench';

export interface ThroughputOptions {
  warmupSeconds: number;
  durationSeconds: number;
}

export interface ThroughputResult {
  label: string;
  students: number;
  /** Replies stored within the measured window. */
  messages: number;
  messagesPerSecond: number;
  latency: Percentiles;
  /** Sends in the window that got another status than 201, or no answer. */
  errors: number;
  /** Answers by status in the window, e.g. { 201: 1234 }; "network" for failed connections. */
  statuses: Record<string, number>;
  /** Server CPU time (user + system) per stored reply; undefined where /proc is unavailable. */
  serverCpuMsPerMessage: number | undefined;
  /** Seconds from the window's start until the last send started in it was answered. */
  windowSeconds: number;
}

interface Window {
  opensAt: number;
  closesAt: number;
  latencies: number[];
  statuses: Map<string, number>;
}

async function sendLoop(server: RunningServer, student: ChatStudent, messages: readonly string[], offset: number, window: Window): Promise<void> {
  const url = `${server.url}/api/conversations/${student.conversationId}/messages`;
  const headers = studentHeaders(server.url, student);
  for (let index = offset; nowMs() < window.closesAt; index += 1) {
    const body = JSON.stringify({ content: messages[index % messages.length], tutorMode: 'formal' });
    const started = nowMs();
    const counted = started >= window.opensAt;
    let status: string;
    try {
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      status = String(response.status);
    } catch {
      status = 'network';
    }
    if (!counted) continue;
    window.statuses.set(status, (window.statuses.get(status) ?? 0) + 1);
    if (status === '201') window.latencies.push(nowMs() - started);
  }
}

export async function measureSendThroughput(
  label: string,
  server: RunningServer,
  students: readonly ChatStudent[],
  messages: readonly string[],
  options: ThroughputOptions,
): Promise<ThroughputResult> {
  assertLoopback(server.url);
  const start = nowMs();
  const window: Window = {
    opensAt: start + options.warmupSeconds * 1000,
    closesAt: start + (options.warmupSeconds + options.durationSeconds) * 1000,
    latencies: [],
    statuses: new Map(),
  };
  let cpuAtOpen: number | undefined;
  const cpuTimer = setTimeout(() => (cpuAtOpen = processCpuSeconds(server.pid)), window.opensAt - start);
  await Promise.all(students.map((student, index) => sendLoop(server, student, messages, index, window)));
  clearTimeout(cpuTimer);
  const windowSeconds = (nowMs() - window.opensAt) / 1000;
  const cpuAtEnd = processCpuSeconds(server.pid);
  const statuses = Object.fromEntries(window.statuses);
  const messagesStored = statuses['201'] ?? 0;
  const answered = Object.values(statuses).reduce((total, count) => total + count, 0);
  return {
    label,
    students: students.length,
    messages: messagesStored,
    messagesPerSecond: windowSeconds > 0 ? messagesStored / windowSeconds : 0,
    latency: percentiles(window.latencies),
    errors: answered - messagesStored,
    statuses,
    serverCpuMsPerMessage:
      cpuAtOpen !== undefined && cpuAtEnd !== undefined && messagesStored > 0 ? ((cpuAtEnd - cpuAtOpen) * 1000) / messagesStored : undefined,
    windowSeconds,
  };
}
