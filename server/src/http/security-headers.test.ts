import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { helmetHeaders, helmetOptions } from './security-headers.js';

/** The headers helmet itself puts on a real response, per request, with these options. */
async function helmetOnARealResponse(config: Config): Promise<Record<string, string>> {
  const apply = helmet(helmetOptions(config));
  const server = http.createServer((req, res) => apply(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await res.arrayBuffer();
    const seen: Record<string, string> = {};
    const own = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);
    res.headers.forEach((value, name) => {
      if (!own.has(name)) seen[name] = value;
    });
    return seen;
  } finally {
    server.close();
  }
}

describe('helmetHeaders (recorded once at start)', () => {
  it.each([
    ['development', { isProduction: false }],
    ['production', { isProduction: true }],
  ])('are exactly what helmet sets on each response (%s)', async (_label, partial) => {
    const config = partial as Config;
    const recorded = helmetHeaders(helmetOptions(config));
    expect(recorded).toEqual(await helmetOnARealResponse(config));
    expect(recorded['content-security-policy']).toContain("script-src 'self'");
    expect('strict-transport-security' in recorded).toBe(partial.isProduction);
  });
});
