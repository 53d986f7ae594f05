// The arrows between workspaces, checked with dependency-cruiser (rules: .dependency-cruiser.cjs).
// Used by scripts/test.mjs (step "arrows"), `npm run arrows` and scripts/lib/arrows.test.mjs.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ROOT } from './project.mjs';

const require = createRequire(import.meta.url);

/** Product sources whose imports are checked (tests and benches may reach further). */
export const ARROW_SOURCES = ['contracts/src', 'stylist/src', 'platform/src', 'providers/src', 'cards/src', 'core/src', 'api/src', 'workers/src', 'cli/src', 'migrations/src', 'web/src', 'test-support/src'];

/**
 * Every forbidden import under `root`, as "rule: from → to" lines (empty when the arrows hold).
 * @param {{ root?: string, sources?: string[] }} [input]
 */
export async function arrowViolations({ root = ROOT, sources = ARROW_SOURCES } = {}) {
  return (await arrowReport({ root, sources })).violations;
}

/**
 * The forbidden imports and the modules they were read from (one analysis of the sources: the domain map in
 * docs/ARCHITECTURE.md is drawn from the same modules).
 * @param {{ root?: string, sources?: string[] }} [input]
 */
export async function arrowReport({ root = ROOT, sources = ARROW_SOURCES } = {}) {
  const out = await cruiseSources({ root, sources });
  const violations = [
    ...out.summary.violations.map((v) => `${v.rule.name}: ${[v.from, ...(v.cycle ?? []).map((c) => c.name ?? c)].join(' → ')}${v.cycle ? '' : ` → ${v.to}`}`),
    ...domainCircles(out.modules).map((circle) => `no-domain-circle: ${circle.join(' → ')}`),
  ];
  return { violations, modules: out.modules };
}

/**
 * dependency-cruiser's result for `sources` under `root`, with the rules of .dependency-cruiser.cjs.
 * @param {{ root?: string, sources?: string[] }} [input]
 */
export async function cruiseSources({ root = ROOT, sources = ARROW_SOURCES } = {}) {
  const config = require(join(ROOT, '.dependency-cruiser.cjs'));
  const { tsConfig, ...options } = config.options;
  const tsConfigFile = join(root, tsConfig.fileName);
  const withTs = existsSync(tsConfigFile);
  const present = sources.filter((s) => existsSync(join(root, s)));
  const result = await cruise(
    present,
    { ...options, baseDir: root, ruleSet: { forbidden: config.forbidden }, validate: true, ...(withTs ? { tsConfig: { fileName: tsConfigFile } } : {}) },
    undefined,
    withTs ? { tsConfig: extractTSConfig(tsConfigFile) } : undefined,
  );
  return typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
}

const DOMAIN = /^core\/src\/([^/]+)\//;

/**
 * Which core domain imports which (a domain is a folder of core/src).
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules
 * @returns {Map<string, Set<string>>}
 */
export function domainEdges(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = DOMAIN.exec(module.source)?.[1];
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = DOMAIN.exec(dependency.resolved)?.[1];
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/**
 * Circles between core domains (folders of core/src), whatever files they pass through: dependency-cruiser
 * sees circles between modules only, and two domains that import each other's front doors from files
 * the doors do not export would pass it. Each circle once, as "a → b → a".
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules
 */
export function domainCircles(modules) {
  const edges = domainEdges(modules);
  const circles = new Map();
  const walk = (start, at, path) => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) {
        const key = [...path].sort().join(',');
        if (!circles.has(key)) circles.set(key, [...path, start]);
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...circles.values()];
}
