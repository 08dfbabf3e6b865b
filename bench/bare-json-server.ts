import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * A baseline for calls with larger answers: bare node:http answering, to every request, the JSON
 * body in the file BODY_FILE (a real answer of the call measured, precomputed once).
 */
const body = readFileSync(String(process.env.BODY_FILE));
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
