import { describe, expect, it } from 'vitest';
import { isAppError } from '@fitrater/platform';
import { checkPushEndpoint } from '@fitrater/providers';

const code = (endpoint: string, extra: string[] = []) => {
  try {
    checkPushEndpoint(endpoint, extra);
    return 'ok';
  } catch (error) {
    return isAppError(error) ? error.code : 'thrown';
  }
};

describe('push endpoint allowlist', () => {
  it('accepts the browsers’ push services', () => {
    expect(code('https://fcm.googleapis.com/fcm/send/abc:def')).toBe('ok');
    expect(code('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).toBe('ok');
    expect(code('https://push.services.mozilla.com/wpush/v1/x')).toBe('ok');
    expect(code('https://web.push.apple.com/QGx')).toBe('ok');
    expect(code('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe('ok');
  });

  it('refuses other hosts with a clear code, and look-alikes', () => {
    expect(code('https://example.com/push')).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    expect(code('https://push.apple.com/x')).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    expect(code('https://fcm.googleapis.com.evil.test/x')).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    expect(code('https://evilnotify.windows.com/x')).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    expect(code('https://127.0.0.1:8443/push/1')).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
  });

  it('still requires https without credentials', () => {
    expect(code('http://fcm.googleapis.com/fcm/send/x')).toBe('VALIDATION');
    expect(code('https://u:p@fcm.googleapis.com/fcm/send/x')).toBe('VALIDATION');
    expect(code('not a url')).toBe('VALIDATION');
  });

  it('adds the configured hosts (PUSH_ENDPOINT_HOSTS), with or without a port', () => {
    expect(code('https://127.0.0.1:8443/push/1', ['127.0.0.1'])).toBe('ok');
    expect(code('https://push.example.org/p', ['*.example.org'])).toBe('ok');
    expect(code('https://push.example.org:9000/p', ['push.example.org:9000'])).toBe('ok');
    expect(code('https://push.example.org:9001/p', ['push.example.org:9000'])).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
  });
});

describe('PUSH_ENDPOINT_HOSTS', () => {
  it('is a trimmed, lower-cased list; anything but host names is refused at start', async () => {
    const { loadConfig, ConfigError } = await import('@fitrater/platform');
    expect(loadConfig({}).pushEndpointHosts).toEqual([]);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: ' Push.Example.org, *.example.net ,127.0.0.1:8443' }).pushEndpointHosts)
      .toEqual(['push.example.org', '*.example.net', '127.0.0.1:8443']);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'https://push.example.org/' })).toThrow(ConfigError);
  });
});
