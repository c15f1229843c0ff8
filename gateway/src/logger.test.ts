import { createLogger, createRequestLogger } from './logger.ts';

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

describe('createRequestLogger', () => {
  it('writes one pino line per request with the url redacted', () => {
    const { logger, lines } = capture();
    const logRequest = createRequestLogger(logger);
    logRequest({ reqId: 'abc-1', method: 'GET', url: '/view/invoice/secret?q=Jane&page=2', status: 200, ms: 1.5 });
    logRequest({ reqId: 'abc-2', method: 'GET', url: '/api/user', status: 401, ms: 0.4 });
    expect(lines[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: 'abc-1',
      method: 'GET',
      url: '/view/invoice/[redacted]?q=[redacted]&page=2',
      status: 200,
      ms: 1.5,
      msg: 'request',
    });
    expect(lines[1]).toMatchObject({ url: '/api/user', status: 401 });
  });

  it('writes nothing when the level is above info', () => {
    const lines: string[] = [];
    const logRequest = createRequestLogger(createLogger('warn', { write: (line: string) => lines.push(line) }));
    logRequest({ reqId: 'abc-1', method: 'GET', url: '/api/user', status: 200, ms: 1 });
    expect(lines).toEqual([]);
  });
});
