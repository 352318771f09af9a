/**
 * Graceful shutdown of the real production server process: on SIGTERM it finishes the request in flight,
 * stops accepting, closes the database and exits 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const built = existsSync('dist/server/main.js');

describe.skipIf(!built)('graceful shutdown (production build)', () => {
  it('SIGTERM lets the in-flight page finish, then refuses new connections and exits 0', async () => {
    const port = 4400 + Math.floor(Math.random() * 500);
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tutor-shutdown-')),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ready = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const inFlight = fetch(`${base}/`);
    child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</html>');

    expect(await exited).toBe(0);
    expect(output).toContain('shutdown complete');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 30_000);
});
