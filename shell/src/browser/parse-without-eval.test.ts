import { expect, test } from '@jest/globals';
import { parseWithoutEval } from './parse-without-eval.ts';

test('zod loaded after the call parses without eval', async () => {
  parseWithoutEval();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
