// The picture of core's domains in docs/ARCHITECTURE.md, generated from the code: which domain
// imports which (through front doors, as the arrows allow) and which domain event flows from the
// domain that emits it to the domain that reacts (core/src/reactions.ts).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { cruiseSources, domainEdges } from './arrows.mjs';
import { ROOT } from './project.mjs';

const START = '<!-- domain-map:start (npm run domain-map writes this block) -->';
const END = '<!-- domain-map:end -->';

/**
 * The domains' imports and event flows, read from core/src; `modules` is an analysis already made of the
 * sources (the arrows' own), else core/src is analysed here.
 */
export async function readDomainMap(root = ROOT, modules = null) {
  const edges = domainEdges(modules ?? (await cruiseSources({ root, sources: ['core/src'] })).modules);
  const reactions = readFileSync(join(root, 'core/src/reactions.ts'), 'utf8');
  /** imported name → the domain it comes from */
  const home = new Map();
  for (const [, names, domain] of reactions.matchAll(/import \{([^}]+)\} from '\.\/([a-z-]+)';/g)) {
    for (const name of names.split(',')) home.set(name.trim(), domain);
  }
  const reactors = new Map();
  for (const [, event, body] of reactions.matchAll(/onDomainEvent\('([^']+)', ([^\n]+)\);/g)) {
    const called = [...body.matchAll(/\b([a-zA-Z]+)\(/g)].map((m) => home.get(m[1])).filter(Boolean);
    reactors.set(event, [...new Set([...(reactors.get(event) ?? []), ...called])]);
  }
  const emitters = new Map();
  const grep = execFileSync('grep', ['-rnoE', "emitDomainEvent\\(ctx, '[^']+'", 'core/src'], { cwd: root, encoding: 'utf8' });
  for (const line of grep.trim().split('\n')) {
    const [, domain, event] = /^core\/src\/([^/]+)\/[^:]+:\d+:emitDomainEvent\(ctx, '([^']+)'/.exec(line) ?? [];
    if (domain) emitters.set(event, [...new Set([...(emitters.get(event) ?? []), domain])]);
  }
  return { edges, emitters, reactors };
}

/** The map as two mermaid diagrams in markdown. */
export function domainMapMarkdown({ edges, emitters, reactors }) {
  const imports = [...edges].sort(([a], [b]) => a.localeCompare(b)).flatMap(([from, tos]) => [...tos].sort().map((to) => `  ${from} --> ${to}`));
  const events = [...emitters.keys()].sort().flatMap((event) => (emitters.get(event) ?? []).flatMap((from) =>
    (reactors.get(event) ?? []).map((to) => `  ${from} -- "${event}" --> ${to}`)));
  return [
    START,
    '',
    'Which domain imports which (each arrow goes through the target\'s front door, `core/src/<domain>/index.ts`):',
    '',
    '```mermaid',
    'flowchart LR',
    ...imports,
    '```',
    '',
    'Domain events: the domain that emits (`emitDomainEvent`) → the domain whose reaction `core/src/reactions.ts` subscribes:',
    '',
    '```mermaid',
    'flowchart LR',
    ...events,
    '```',
    '',
    END,
  ].join('\n');
}

/** Null when docs/ARCHITECTURE.md under `root` shows the map the code draws, else what to run. */
export async function domainMapDrift(root = ROOT, modules = null) {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const current = withDomainMap(doc, domainMapMarkdown(await readDomainMap(root, modules)));
  return current === doc ? null : 'the domain map in docs/ARCHITECTURE.md is not the one the code draws: run `npm run domain-map`';
}

/** `text` with its generated block replaced by `block`. */
export function withDomainMap(text, block) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${relative(ROOT, join(ROOT, 'docs/ARCHITECTURE.md'))} has no domain-map block`);
  return text.slice(0, start) + block + text.slice(end + END.length);
}
