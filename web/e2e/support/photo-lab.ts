import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';

/** web/src/lib/photo/, found from this file or (when a bench has bundled it elsewhere) from the repository root. */
const besideThis = fileURLToPath(new URL('../../src/lib/photo/', import.meta.url));
const PHOTO_DIR = existsSync(besideThis) ? besideThis : join(process.cwd(), 'web/src/lib/photo/');

export interface LabResult {
  bytes: Buffer;
  name: string;
  type: string;
  outcome: string;
  where: string;
}

export interface PhotoLab {
  /** Prepares a photo with the app's own code (web/src/lib/photo) in the page. */
  prepare(bytes: Buffer, name: string, type: string, options?: { quality?: number; longEdge?: number }): Promise<LabResult>;
  page: Page;
  close(): Promise<void>;
}

async function bundle(entry: { contents: string } | string): Promise<string> {
  const result = await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { contents: entry.contents, resolveDir: PHOTO_DIR, loader: 'ts' } }),
    bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/**
 * A page that runs the photo preparation exactly as the app does: the same
 * modules, the same worker (served as a module worker), in real Chromium.
 * `mainThread` starts the page without OffscreenCanvas in its worker and main
 * thread, so the <canvas> fallback runs.
 */
export async function openPhotoLab(browser: Browser, { mainThread = false }: { mainThread?: boolean } = {}): Promise<PhotoLab> {
  const files: Record<string, string> = {
    '/lab.js': await bundle({
      contents: `import { preparePhoto } from './prepare-photo';
        window.labPrepare = async (base64, name, type, options) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const result = await preparePhoto(new File([bytes], name, { type }), { ...options, createWorker: () => new Worker('/worker.js', { type: 'module' }) });
          const out = new Uint8Array(await result.file.arrayBuffer());
          let binary = '';
          for (let i = 0; i < out.length; i += 0x8000) binary += String.fromCharCode(...out.subarray(i, i + 0x8000));
          return { base64: btoa(binary), name: result.file.name, type: result.file.type, outcome: result.outcome, where: result.where };
        };`,
    }),
    '/worker.js': `${mainThread ? 'self.OffscreenCanvas = undefined;\n' : ''}${await bundle(`${PHOTO_DIR}photo.worker.ts`)}`,
    '/': `<!doctype html><meta charset="utf-8">${mainThread ? '<script>window.OffscreenCanvas = undefined;</script>' : ''}<script type="module" src="/lab.js"></script>`,
  };
  const server: Server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': request.url === '/' ? 'text/html' : 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => 'labPrepare' in window);
  return {
    page,
    async prepare(bytes, name, type, options = {}) {
      type Lab = { labPrepare(b: string, n: string, t: string, o: object): Promise<{ base64: string; name: string; type: string; outcome: string; where: string }> };
      const result = await page.evaluate(
        ([base64, n, t, o]) => (window as unknown as Lab).labPrepare(base64 as string, n as string, t as string, o as object),
        [bytes.toString('base64'), name, type, options] as const,
      );
      return { ...result, bytes: Buffer.from(result.base64, 'base64') };
    },
    async close() {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
