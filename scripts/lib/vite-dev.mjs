// `npm run dev`: the Vite dev server for web/ on 5173 (hot reload), proxying /api (HTTP and
// WebSocket) to the api on $PORT. Started by scripts/start.mjs --dev under the supervisor.
import { createServer } from 'vite';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_DEV_PORT ?? 5173);

const server = await createServer({
  configFile: join(root, 'web', 'vite.config.ts'),
  root: join(root, 'web'),
  server: {
    port: webPort,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true, ws: true } },
  },
});
await server.listen();
server.printUrls();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (closing) process.exit(130);
    closing = true;
    server.close().then(() => process.exit(0), () => process.exit(1));
  });
}
