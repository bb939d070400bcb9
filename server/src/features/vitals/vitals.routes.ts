// The device door: POST /api/ingest with `Authorization: Device <key>`. Not a GraphQL facade — devices are
// not users — so it calls the ingest service directly. The key is checked before the body is read.
//
// Request:  { "readings": [{ "id", "kind", "time", "value", "value2"? }], "sleepSessions"?: [...], "battery"?: 0-100 }
//           at most 5,000 items, body at most 2 MiB, Content-Type application/json.
// Answer:   200 { accepted: [id], duplicates: [id], rejected: [{ id, reason }], sleepSessions?: {…same…} }
//           only after the transaction commits. 401 unknown/revoked key; 400 malformed JSON or envelope;
//           413 too large; 415 not JSON — each as { message, code }.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GadgetRow } from '../../../../db/schema/index.js';
import { deviceKeyFromHeader } from '../gadgets/device-keys.js';
import { AppError, statusForCode } from '../../lib/errors.js';
import type { SqlCondition } from '../../lib/sql-condition.js';
import type { Services } from '../../services.js';
import { DeviceUnverified, INGEST_BODY_LIMIT } from './ingest.service.js';

/** The request's device: authenticated now, or recently (then its batch is stored under `proof`). */
const deviceOf = new WeakMap<FastifyRequest, { key: string | undefined; gadget: GadgetRow; proof?: SqlCondition }>();
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export function vitalsRoutes(app: FastifyInstance, services: Services) {
  /** 401/403 for a key authenticateDevice refused; anything else is not ours to answer. */
  const refuse = (reply: FastifyReply, err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    return reply
      .status(statusForCode(err.code))
      .header('www-authenticate', 'Device')
      .send({ message: err.message, code: err.code });
  };

  app.route({
    method: 'POST',
    url: '/api/ingest',
    bodyLimit: INGEST_BODY_LIMIT,
    // Authenticate before the body is parsed: an unknown key costs one index lookup, not 2 MiB of JSON.
    onRequest: async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const key = deviceKeyFromHeader(req.headers.authorization);
      try {
        const recent = services.gadgets.recentDevice(key);
        deviceOf.set(req, recent ? { key, ...recent } : { key, gadget: await services.gadgets.authenticateDevice(key) });
      } catch (err) {
        return refuse(reply, err);
      }
      // Fastify would also parse text/plain; a device batch is JSON only.
      if (!JSON_TYPE.test(req.headers['content-type'] ?? '')) {
        return reply
          .status(415)
          .send({ message: 'Send the batch as application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    },
    handler: async (req, reply) => {
      const device = deviceOf.get(req);
      if (!device) throw new Error('ingest without an authenticated gadget');
      try {
        try {
          return await services.ingest.ingestBatch({ ...device.gadget, proof: device.proof }, req.body);
        } catch (err) {
          if (!(err instanceof DeviceUnverified) || device.key === undefined) throw err;
        }
        // A recent key the store could not rely on (revoked, banned since, or a batch that needs the
        // transaction): look it up now, which answers 401/403 if it is no longer good, and store as usual.
        services.gadgets.forgetDevice(device.key);
        let gadget: GadgetRow;
        try {
          gadget = await services.gadgets.authenticateDevice(device.key);
        } catch (err) {
          return refuse(reply, err);
        }
        return await services.ingest.ingestBatch(gadget, req.body);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply.status(statusForCode(err.code)).send({ message: err.message, code: err.code });
      }
    },
  });
}
