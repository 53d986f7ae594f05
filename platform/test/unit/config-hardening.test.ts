import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config';

describe('TRUST_PROXY is a list of proxies, never "trust everyone"', () => {
  it('trusts nobody by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });
  it('takes addresses, CIDRs and the proxy-addr keywords', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
  });
  it.each(['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe('session lifetimes', () => {
  it('default to 30 days idle and 90 days absolute, configurable', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleDays: 30, sessionMaxDays: 90 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '30' })).toMatchObject({ sessionIdleDays: 7, sessionMaxDays: 30 });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(ConfigError);
  });
});
