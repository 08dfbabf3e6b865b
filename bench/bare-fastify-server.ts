import Fastify from 'fastify';
import { statusAnswerSecurityHeaders } from './support/status-answer-headers';

/** A reference point: Fastify with no hooks, no schema, answering the same headers and body (the framework's ceiling). */
const app = Fastify({ logger: false });
app.get('/wps/system/status', async (request, reply) => {
  reply.headers(statusAnswerSecurityHeaders);
  return {
    success: true,
    code: 'OK',
    message: '',
    value: { status: 0, ip: request.socket.remoteAddress },
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
