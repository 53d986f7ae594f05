#!/usr/bin/env node
// `npm run bench`: runs every benchmark and writes the figures to docs/BENCHMARKS.md.
//
// Benchmarks are files:
//   scripts/bench/*.mjs                          (every file not starting with `_`)
//   {core,cards,web,api,workers}/bench/**/*.bench.mjs, loadtest/**/*.bench.mjs
// Each runs as `node FILE` from the repository root, prints progress on stderr and at least
// one JSON line on stdout: { "bench": "name", "title"?, "description"?, "rows": [ {col: value} ] }
// (an object without `rows` becomes a one-row table of its scalar fields).
//
// A failing bench (non-zero exit, or no JSON line) is reported and the others still run; the
// runner then exits 1. docs/BENCHMARKS.md keeps one section per bench: a run replaces only the
// sections of the benches it ran.
//
// Usage: npm run bench [-- FILTER…]   (FILTER: part of a bench file path, e.g. start-time)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(ROOT, 'docs', 'BENCHMARKS.md');
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 20 * 60_000);
const filters = process.argv.slice(2);

function walk(dir, match, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, match, out);
    else if (match(entry.name)) out.push(path);
  }
  return out;
}

export function findBenches(root = ROOT) {
  const files = [];
  try {
    for (const name of readdirSync(join(root, 'scripts', 'bench')).sort()) {
      const path = join(root, 'scripts', 'bench', name);
      if (name.endsWith('.mjs') && !name.startsWith('_') && statSync(path).isFile()) files.push(path);
    }
  } catch {
    // no scripts/bench
  }
  for (const dir of ['core/bench', 'cards/bench', 'stylist/bench', 'web/bench', 'api/bench', 'workers/bench', 'loadtest']) {
    files.push(...walk(join(root, dir), (n) => n.endsWith('.bench.mjs')).sort());
  }
  return [...new Set(files)];
}

/** JSON objects printed one per line. */
export function parseResults(stdout) {
  const results = [];
  for (const line of stdout.split('\n')) {
    const text = line.trim();
    if (!text.startsWith('{')) continue;
    try {
      const value = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) results.push(value);
    } catch {
      // not a result line
    }
  }
  return results;
}

const number = (v) => (Number.isInteger(v) ? String(v) : Math.abs(v) >= 1 ? v.toFixed(2) : String(Number(v.toPrecision(3))));
const cell = (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? number(v) : String(v).replace(/\|/g, '\\|').replace(/\n/g, ' '));

/** Markdown table of rows (columns: union of keys in first-seen order). */
export function markdownTable(rows) {
  const columns = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  if (columns.length === 0) return '_no figures_';
  const head = `| ${columns.join(' | ')} |`;
  const rule = `| ${columns.map((c, i) => (typeof rows[0]?.[c] === 'number' && i > 0 ? '---:' : '---')).join(' | ')} |`;
  const body = rows.map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

const isScalar = (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Tables for one result: its `rows`; else one row per nested object (`{bare: {...}, profile: {...}}`
 * → rows "bare" and "profile") plus one row of the top-level scalar figures.
 * @returns {Array<Array<Record<string, unknown>>>}
 */
export function resultTables(result) {
  if (Array.isArray(result.rows)) return [result.rows];
  const scalars = {};
  const nested = [];
  for (const [key, value] of Object.entries(result)) {
    if (['bench', 'title', 'description'].includes(key)) continue;
    if (isScalar(value)) scalars[key] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const row = { case: key };
      for (const [k, v] of Object.entries(value)) if (isScalar(v)) row[k] = v;
      nested.push(row);
    }
  }
  return [nested, Object.keys(scalars).length ? [scalars] : []].filter((t) => t.length > 0);
}

function machine() {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    nproc: cpus().length,
    cpu: cpus()[0]?.model?.trim() ?? 'unknown',
    node: process.version,
    load: loadavg().map((l) => l.toFixed(2)).join(' '),
  };
}

export function renderSection(name, results, file, m) {
  const lines = [`<!-- bench:${name} -->`, `## ${results[0]?.title ?? name}`, ''];
  lines.push(`\`${file}\` — ${m.date}, ${m.nproc} CPUs (${m.cpu}), Node ${m.node}, load average before the run ${m.load}.`, '');
  if (results[0]?.description) lines.push(results[0].description, '');
  for (const result of results) {
    if (results.length > 1 && result.title && result !== results[0]) lines.push(`### ${result.title}`, '');
    for (const table of resultTables(result)) lines.push(markdownTable(table), '');
  }
  lines.push(`<!-- /bench:${name} -->`);
  return lines.join('\n');
}

/** Replaces (or appends) the sections of `sections` in the document text. */
export function updateDocument(text, sections) {
  let doc = text || '# Benchmarks\n\nWritten by `npm run bench` (scripts/bench.mjs); each section is replaced when its bench runs again.\n';
  for (const [name, section] of sections) {
    const pattern = new RegExp(`<!-- bench:${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} -->[\\s\\S]*?<!-- /bench:${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} -->`);
    doc = pattern.test(doc) ? doc.replace(pattern, () => section) : `${doc.trimEnd()}\n\n${section}\n`;
  }
  return doc.endsWith('\n') ? doc : `${doc}\n`;
}

function runBench(file) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(process.execPath, [file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: process.env, detached: true });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    const timer = setTimeout(() => {
      process.stderr.write(`[bench] ${relative(ROOT, file)} ran longer than ${TIMEOUT_MS / 60000} min: killed\n`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ code: 1, stdout, error: error.message, seconds: (Date.now() - started) / 1000 });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? 1, signal, stdout, seconds: (Date.now() - started) / 1000 });
    });
  });
}

async function main() {
  let files = findBenches();
  if (filters.length > 0) files = files.filter((f) => filters.some((q) => relative(ROOT, f).includes(q)));
  if (files.length === 0) {
    console.error(`[bench] no benchmark found${filters.length ? ` matching ${filters.join(', ')}` : ''}`);
    process.exit(1);
  }
  const sections = new Map();
  const failures = [];
  for (const file of files) {
    const rel = relative(ROOT, file);
    const m = machine();
    console.error(`\n[bench] ${rel}`);
    const run = await runBench(file);
    const results = parseResults(run.stdout);
    if (run.code !== 0 || results.length === 0) {
      const why = run.code !== 0 ? `exit ${run.signal ?? run.code}` : 'no JSON result line';
      console.error(`[bench] FAILED ${rel}: ${why} after ${run.seconds.toFixed(1)} s (its previous figures in docs/BENCHMARKS.md are kept)`);
      failures.push(`${rel} (${why})`);
      continue;
    }
    const byName = new Map();
    for (const result of results) {
      const name = String(result.bench ?? rel.replace(/\.(bench\.)?mjs$/, '').split('/').pop());
      if (!byName.has(name)) byName.set(name, []);
      byName.get(name).push(result);
    }
    for (const [name, list] of byName) sections.set(name, renderSection(name, list, rel, m));
    console.error(`[bench] ok ${rel} in ${run.seconds.toFixed(1)} s`);
  }
  if (sections.size > 0) {
    mkdirSync(dirname(DOC), { recursive: true });
    writeFileSync(DOC, updateDocument(existsSync(DOC) ? readFileSync(DOC, 'utf8') : '', sections));
    console.error(`[bench] docs/BENCHMARKS.md updated: ${[...sections.keys()].join(', ')}`);
  }
  if (failures.length > 0) {
    console.error(`[bench] ${failures.length} of ${files.length} failed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
