import { createLogger } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('censors credentials and bodies wherever a line carries them', () => {
    const { logger, lines } = capture();
    logger.info({
      password: 'hunter2',
      body: { username: 'ada', password: 'hunter2' },
      headers: { cookie: 'sid=abc', authorization: 'Bearer xyz', 'set-cookie': ['sid=def'], accept: 'text/html' },
      request: { headers: { cookie: 'sid=abc', authorization: 'Bearer xyz' }, body: { password: 'hunter2' } },
    });
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      body: '[redacted]',
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'set-cookie': '[redacted]', accept: 'text/html' },
      request: { headers: { cookie: '[redacted]', authorization: '[redacted]' }, body: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|sid=abc|sid=def|Bearer/);
  });

  it('redacts every url and summarizes every err, whoever logs them', () => {
    const { logger, lines } = capture();
    logger.error({ url: '/view/invoice/abc', err: Object.assign(new Error('boom'), { detail: 'Jane' }) }, 'failed');
    logger.error(Object.assign(new Error('bang'), { body: 'Jane' }));
    expect(lines[0]).toMatchObject({ url: '/view/invoice/[redacted]', err: { type: 'Error', message: 'boom' } });
    expect(lines[1]).toMatchObject({ err: { type: 'Error', message: 'bang' } });
    expect(JSON.stringify(lines)).not.toContain('Jane');
  });
});
