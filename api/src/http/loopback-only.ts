import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A preHandler for the development pages: they answer the API's own machine
 * only. The socket's address is read, not request.ip: X-Forwarded-For is the
 * client's to write, so it cannot vouch for "this machine".
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    await reply.status(404).send({ status: '0' as const, msg: `Route ${request.method}:${request.url.split('?')[0]} not found` });
  }
}
