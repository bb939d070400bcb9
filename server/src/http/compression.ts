// Response compression for everything the server answers itself (GraphQL, REST, the static files that have no
// pre-compressed sibling). The client build ships .br/.gz files which @fastify/static sends as they are; those
// already carry a Content-Encoding and @fastify/compress leaves them alone.
//
// Streams are never held back: text/event-stream (GraphQL over SSE) is outside @fastify/compress's default
// compressible types, and graphql-ws runs on the raw upgrade, outside Fastify's reply pipeline.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies below this size go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // zstd is not offered: Node 20 has no zstd in node:zlib, and browsers all take br or gzip.
    encodings: ['br', 'gzip'],
  });
}

/**
 * The body of a yoga response, ready for `reply.send`. A single result is read into a Buffer so its size is known
 * and small answers skip compression (a stream's size is not known in advance, so it would always be
 * compressed); event streams and multipart (incremental delivery) stay streams so every event leaves at once.
 */
export async function yogaBody(response: Response): Promise<Buffer | ReadableStream<Uint8Array> | null> {
  const type = response.headers.get('content-type') ?? '';
  if (response.body === null || type.startsWith('text/event-stream') || type.startsWith('multipart/')) {
    return response.body;
  }
  return Buffer.from(await response.arrayBuffer());
}
