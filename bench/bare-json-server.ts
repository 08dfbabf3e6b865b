import { readFileSync } from 'node:fs';
import http from 'node:http';
import { statusAnswerSecurityHeaders } from './support/status-answer-headers';

/**
 * A baseline for calls with larger answers: bare node:http answering, to every request, the JSON
 * body in the file BODY_FILE (a real answer of the call measured, precomputed once) with the
 * platform's security headers, so that it answers the same bytes as the platform, written the
 * cheapest way node:http offers (one flat header list made once).
 */
const body = readFileSync(String(process.env.BODY_FILE));
const head = [
  ...Object.entries(statusAnswerSecurityHeaders).flat(),
  'content-type',
  'application/json; charset=utf-8',
  'content-length',
  String(body.length),
];
http
  .createServer((_req, res) => {
    res.writeHead(200, head);
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
