import { registerBodySchema, usernameSchema } from './auth.ts';

describe('registerBodySchema', () => {
  it('strips a role sent by the browser', () => {
    const parsed = registerBodySchema.parse({
      username: 'ada',
      email: 'ada@example.com',
      password: 'correct horse',
      role: 'admin',
    });
    expect(parsed).toEqual({ username: 'ada', email: 'ada@example.com', password: 'correct horse' });
  });

  it.each(['ab', 'a'.repeat(33), 'bad name', 'émile', 'semi;colon'])('rejects username %p', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(false);
  });

  it.each(['abc', 'a'.repeat(32), 'A_b.c-9'])('accepts username %p', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });

  it('keeps a 256-character password whole and rejects 257', () => {
    const base = { username: 'ada', email: 'ada@example.com' };
    expect(registerBodySchema.parse({ ...base, password: 'p'.repeat(256) }).password).toHaveLength(256);
    expect(registerBodySchema.safeParse({ ...base, password: 'p'.repeat(257) }).success).toBe(false);
  });

  it('rejects an invalid email', () => {
    const result = registerBodySchema.safeParse({ username: 'ada', email: 'not-an-email', password: 'long enough' });
    expect(result.success).toBe(false);
  });
});
