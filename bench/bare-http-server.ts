import http from 'node:http';

/** The baseline: bare node:http answering a body of the same size and shape as the status call. */
const body = JSON.stringify({ success: true, code: 'OK', message: '', value: { status: 0, ip: '127.0.0.1' } });
http
  .createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
