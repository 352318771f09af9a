// The baseline of the load benchmark: the cheapest possible node:http server ("hello world"), run as its own
// process like our server, so our req/s and latency are reported as a ratio of what Node itself does here.
// Exits when its parent closes stdin, so it cannot outlive a benchmark that was killed hard.
import http from 'node:http';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': '11' });
  res.end('hello world');
});
server.keepAliveTimeout = 65_000;
server.listen(port, host);

process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
