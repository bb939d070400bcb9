// POST /api/ingest with a device key over a keep-alive agent (node:http: cheaper per request than fetch).
import http from 'node:http';

export function postIngest(
  agent: http.Agent,
  port: number,
  key: string,
  body: Buffer | string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/ingest',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Device ${key}`,
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('ingest request timed out')));
    req.on('error', reject);
    req.end(body);
  });
}
