// A tiny OpenAI-compatible chat endpoint on 127.0.0.1 for tests and benchmarks: POST /v1/chat/completions with
// stream: true answers SSE chunks. First turn: a tool call (vitalStats for heart_rate); once the request carries
// a tool result: text in three chunks, then usage. Records every request body.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SsePeer {
  baseUrl: string;
  requests: { messages: { role: string; content?: unknown }[]; tools?: unknown[] }[];
  /** Time the peer wrote its first SSE byte of each response (ms, performance.now()). */
  firstByteAt: number[];
  close(): Promise<void>;
}

const chunk = (delta: object, extra: object = {}) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'peer', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;

export async function startSsePeer(
  opts: {
    failWith?: number;
    toolInput?: object;
    /** Answer with one text chunk, then go silent without ending the response (a stalled upstream). */
    stall?: boolean;
  } = {},
): Promise<SsePeer> {
  const requests: SsePeer['requests'] = [];
  const firstByteAt: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as SsePeer['requests'][number];
      requests.push(parsed);
      if (opts.failWith) {
        res.writeHead(opts.failWith, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      firstByteAt.push(performance.now());
      if (opts.stall) {
        res.write(chunk({ role: 'assistant', content: 'Let me look' }));
        return;
      }
      const hasResult = parsed.messages.some((m) => m.role === 'tool');
      if (!hasResult) {
        const args = JSON.stringify(opts.toolInput ?? { kind: 'heart_rate' });
        res.write(chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'vitalStats', arguments: '' } }] }));
        res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: args } }] }));
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'peer', choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }], usage: { prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 } })}\n\n`);
      } else {
        for (const piece of ['Your heart ', 'rate looks ', 'steady.']) res.write(chunk({ content: piece }));
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'peer', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 120, completion_tokens: 9, total_tokens: 129 } })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    firstByteAt,
    close: () =>
      new Promise((resolve) => {
        // A stalled response never ends by itself.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
