// The arrows between workspaces (docs: README "Where things live"). Run by `npm test`
// (scripts/test.mjs, step "arrows") and by `npm run arrows`; scripts/arrows.test.mjs proves a
// wrong import fails it.
/** The contract modules that build TypeBox schemas (the server's side of contracts). */
const SCHEMA_MODULES = '^contracts/src/(schemas/|rating\\.ts$|achievements\\.ts$|index\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'No import circles.', from: {}, to: { circular: true } },
    { name: 'web-only-contracts', severity: 'error', comment: 'web imports contracts only (plus its own files and npm packages).',
      from: { path: '^web/src/' }, to: { path: '^(platform|providers|cards|core|stylist|api|workers|cli|migrations|scripts|test-support|loadtest)/' } },
    { name: 'contracts-alone', severity: 'error', comment: 'contracts depends on no other workspace.',
      from: { path: '^contracts/src/' }, to: { path: '^(platform|providers|cards|core|stylist|api|workers|cli|migrations|scripts|test-support|loadtest|web)/' } },
    { name: 'contracts-values-plain', severity: 'error',
      comment: 'Plain contract modules (everything behind values.ts) load no schema builder at run time, so the browser bundle never carries TypeBox.',
      from: { path: '^contracts/src/', pathNot: SCHEMA_MODULES },
      to: { path: ['(^|/)node_modules/typebox/', '^typebox$', SCHEMA_MODULES], dependencyTypesNot: ['type-only'] } },
    { name: 'web-contracts-values', severity: 'error',
      comment: 'web takes run-time values from @fitrater/contracts/values only; types may come from the index with `import type`.',
      from: { path: '^web/src/' }, to: { path: '^contracts/src/', pathNot: '^contracts/src/values\\.ts$', dependencyTypesNot: ['type-only'] } },
    { name: 'stylist-only-contracts', severity: 'error', comment: 'stylist depends on contracts only (settings are passed in).',
      from: { path: '^stylist/src/' }, to: { path: '^(platform|providers|cards|core|api|workers|cli|migrations|scripts|test-support|loadtest|web)/' } },
    { name: 'platform-only-contracts', severity: 'error',
      comment: 'platform (config, db, queue, realtime, storage, infra) stands on contracts and the migrations it runs; it knows no provider, renderer, domain or entry point.',
      from: { path: '^platform/src/' }, to: { path: '^(providers|cards|core|stylist|api|workers|cli|scripts|test-support|loadtest|web)/' } },
    { name: 'providers-only-platform', severity: 'error',
      comment: 'providers (mail, payment, push, stylist engine selection) use platform, contracts and stylist; never a domain in core or an entry point.',
      from: { path: '^providers/src/' }, to: { path: '^(cards|core|migrations|api|workers|cli|scripts|test-support|loadtest|web)/' } },
    { name: 'cards-only-contracts', severity: 'error',
      comment: 'cards renders a share card from plain input: contracts only (core loads the rating, stores the file and publishes).',
      from: { path: '^cards/src/' }, to: { path: '^(platform|providers|core|stylist|migrations|api|workers|cli|scripts|test-support|loadtest|web)/' } },
    { name: 'core-not-entry-points', severity: 'error', comment: 'core never imports api, workers, cli, scripts or test-support.',
      from: { path: '^core/src/' }, to: { path: '^(api|workers|cli|scripts|test-support|loadtest|web)/' } },
    { name: 'api-not-workers', severity: 'error', from: { path: '^api/src/' }, to: { path: '^workers/' } },
    { name: 'workers-not-api', severity: 'error', from: { path: '^workers/src/' }, to: { path: '^api/' } },
    { name: 'product-not-test-support', severity: 'error', comment: 'Nothing in the product imports test-support.',
      from: { path: '^(contracts|stylist|platform|providers|cards|core|api|workers|cli|migrations|web)/src/' }, to: { path: '^test-support/' } },
    { name: 'test-support-through-front-doors', severity: 'error',
      comment: 'test-support starts the product through its entry points\' front doors (src/index.ts); it never reaches into their files or their tests, so the tests that use it and the code it starts cannot import each other.',
      from: { path: '^test-support/src/' }, to: { path: '^(api|workers|core|cli)/', pathNot: '^(api|workers|core|cli)/src/index\\.ts$' } },
    { name: 'web-features-through-index', severity: 'error',
      comment: 'A web feature reaches another feature only through its index.ts.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/.+', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'] } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    combinedDependencies: true,
    preserveSymlinks: false,
  },
};
