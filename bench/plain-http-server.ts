// The machine's ceiling for `npm run bench`: a plain Node http server answering a small JSON body,
// in its own process like the app. Every route's req/s is reported as a share of this figure.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 0);
const body = JSON.stringify({ status: 'ok' });
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
