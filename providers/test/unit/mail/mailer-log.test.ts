import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '@fitrater/platform';
import { createMailer } from '@fitrater/providers';

/** A real pino logger writing JSON lines into memory. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino(loggerOptions({ logLevel: 'info' }, 'workers'), stream), text: () => lines.join('\n') };
}

const mail = {
  messageId: '<m1@fitrater>', from: 'FitRater <no-reply@fitrater.test>', to: 'ada@example.test', subject: 'Your FitRater verification code',
  text: 'Your code is 493817. It expires in 15 minutes.', html: '<p>Your code is <b>493817</b></p>', language: 'en',
};

describe('outbox mailer logs', () => {
  it('never logs a body, a code or the full address in production', async () => {
    const { logger, text } = capture();
    await createMailer({ smtpUrl: null, nodeEnv: 'production' }, logger).send(mail);
    expect(text()).toContain('outbox mail stored');
    expect(text()).toContain('<m1@fitrater>');
    expect(text()).not.toContain('493817');
    expect(text()).not.toContain('ada@example.test');
  });

  it('prints the body in development, so a newcomer sees the code', async () => {
    const { logger, text } = capture();
    await createMailer({ smtpUrl: null, nodeEnv: 'development' }, logger).send(mail);
    expect(text()).toContain('493817');
  });
});
