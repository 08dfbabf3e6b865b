import http from 'node:http';
import { statusAnswerSecurityHeaders } from './support/status-answer-headers';

/**
 * The baseline: bare node:http answering the same headers and a body of the same size and shape as
 * the status call, written the cheapest way node:http offers (one flat header list made once).
 */
const body = JSON.stringify({ success: true, code: 'OK', message: '', value: { status: 0, ip: '127.0.0.1' } });
const head = [
  ...Object.entries(statusAnswerSecurityHeaders).flat(),
  'content-type',
  'application/json; charset=utf-8',
  'content-length',
  String(Buffer.byteLength(body)),
];
http
  .createServer((_req, res) => {
    res.writeHead(200, head);
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
