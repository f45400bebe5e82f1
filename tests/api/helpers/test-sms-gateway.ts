import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test gateway received it. */
export interface GatewayRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body parsed as JSON (the driver's {to, text}). */
  body: unknown;
}

export interface TestSmsGateway {
  /** SMS_URL for the app, with these credentials in it. */
  url(credentials?: { user: string; password: string }): string;
  requests: GatewayRequest[];
  /** The statuses of the next answers, in order; once used up, 200. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for an SMS provider's gateway: it records every
 * request and answers 200 (or the statuses queued with answerNext).
 */
export async function startTestSmsGateway(): Promise<TestSmsGateway> {
  const requests: GatewayRequest[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as text: the test then sees it was not JSON.
      }
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { id: `gw-${requests.length}` } : { error: 'gateway trouble' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (credentials) =>
      credentials
        ? `http://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/send`
        : `http://127.0.0.1:${port}/send`,
    requests,
    answerNext: (...next) => statuses.push(...next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
