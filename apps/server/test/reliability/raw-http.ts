import { connect } from 'node:net';

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written by hand on a socket, for what a client library would not send: an
 * absolute-form target (`GET http://host/path`), a missing Host. Reads until the server closes (the request
 * says `connection: close`). The socket is not half-closed after the request: Node's server takes a client's
 * end-of-stream as an abort, drops the answer and lets the handler run on, so the caller would read nothing
 * while the server still writes.
 */
export function rawRequest(
  port: number,
  request: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const body = Buffer.from(request.body ?? '', 'utf8');
  const headers = { host: 'localhost', connection: 'close', ...request.headers, ...(body.length > 0 ? { 'content-length': String(body.length) } : {}) };
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body])));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer in 20 s: ${request.method} ${request.target}`)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks);
      const split = text.indexOf('\r\n\r\n');
      const lines = text.subarray(0, split < 0 ? text.length : split).toString('latin1').split('\r\n');
      const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const answerHeaders = Object.fromEntries(
        lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      let rest = split < 0 ? Buffer.alloc(0) : text.subarray(split + 4);
      if (answerHeaders['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.subarray(0, eol).toString('latin1'), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          rest = rest.subarray(eol + 2 + size + 2);
        }
        rest = Buffer.concat(parts);
      }
      resolve({ statusCode, headers: answerHeaders, body: rest.toString('utf8') });
    });
  });
}
