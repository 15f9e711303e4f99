// The runner's control endpoint on 127.0.0.1 (PORT 4531 by default), for the test tiers and for a look while
// `npm start` runs:
//   GET  /__scheduler                    { running, speedup, jobs: [{ name, schedule, timeZone, nextRunAt }], runs }
//   POST /__scheduler/start?speedup=60   (re)starts every job on its schedule, the waits divided by speedup
//   POST /__scheduler/stop               stops the timers, and answers once the runs under way have finished
// There is no "run this job now": a job runs when its schedule says so.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { refusedUnlessLoopback } from './loopback-only';
import { parseSpeedup, type Runner } from './runner';

export const SCHEDULER_PORT = 4531;

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function startSchedulerControl(runner: Runner, port = SCHEDULER_PORT): Promise<Server> {
  const server = createServer((req, res) => {
    if (refusedUnlessLoopback(req, res)) return; // no other site's page (CSRF, DNS rebinding)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/__scheduler') return reply(res, 200, runner.state());
    if (req.method === 'POST' && url.pathname === '/__scheduler/start') {
      try {
        runner.start(parseSpeedup(url.searchParams.get('speedup')));
      } catch (error) {
        return reply(res, 400, { error: (error as Error).message });
      }
      return reply(res, 200, runner.state());
    }
    if (req.method === 'POST' && url.pathname === '/__scheduler/stop') {
      runner.stop();
      void runner.idle().then(() => reply(res, 200, runner.state()));
      return;
    }
    reply(res, 404, {
      error: 'GET /__scheduler, POST /__scheduler/start?speedup=N or POST /__scheduler/stop',
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
