import { describe, expect, it } from 'vitest';
import { LOCK_OUT_OF_SYNC, installReason } from './project.mjs';

const lock = {
  packages: {
    '': { name: 'fitrater' },
    core: { name: '@fitrater/core' },
    'node_modules/@fitrater/core': { resolved: 'core', link: true },
    'node_modules/knex': { version: '3.3.0' },
    'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.68.7', optional: true },
    'node_modules/@rollup/rollup-darwin-arm64': { version: '4.68.7', optional: true },
  },
};

describe('installReason: when npm start / npm test run npm ci', () => {
  it('installs when node_modules is missing', () => {
    expect(installReason({ lock, hidden: null })).toBe('node_modules is missing');
  });
  it('does nothing when every locked package is installed at its version (other platforms skipped)', () => {
    const hidden = { packages: { 'node_modules/@fitrater/core': { link: true }, 'node_modules/knex': { version: '3.3.0' }, 'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.68.7' } } };
    expect(installReason({ lock, hidden })).toBeNull();
  });
  it('installs when a package is missing or at another version', () => {
    expect(installReason({ lock, hidden: { packages: { 'node_modules/@fitrater/core': {} } } })).toBe('knex is not installed');
    expect(installReason({ lock, hidden: { packages: { 'node_modules/@fitrater/core': {}, 'node_modules/knex': { version: '3.2.0' } } } })).toBe(
      'knex is 3.2.0, package-lock.json wants 3.3.0',
    );
  });
  it("recognises npm ci's out-of-sync complaint", () => {
    expect(LOCK_OUT_OF_SYNC.test('npm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync.')).toBe(true);
  });
});
