// Starts tests/serve.py from Node (for the PWA test, Lighthouse and the benchmarks): a build
// directory served on 127.0.0.1, on a free port unless one is given, until `stop()`.
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves `dir` with tests/serve.py; resolves to `{ url, stop }` once it answers `/`.
 * `options.port` picks the port; `options.stdio` is passed to the child (default 'ignore');
 * `options.spaOnly` serves index.html for every path that is no file (serve.py --spa-only).
 */
async function serve(dir, { port, stdio = 'ignore', spaOnly = false } = {}) {
  const chosen = port || await freePort();
  const args = [path.join(__dirname, 'serve.py'), dir, String(chosen), ...(spaOnly ? ['--spa-only'] : [])];
  const child = spawn('python3', args, { stdio });
  const url = `http://127.0.0.1:${chosen}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop: () => child.kill() };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`tests/serve.py did not answer on ${url}`);
}

module.exports = { freePort, serve };
