import http from 'node:http';

// A reader of a Server-Sent Events stream over real HTTP, as a browser's EventSource reads it:
// the answer's status and headers, then its events one by one.

export interface ReadEvent {
  event: string;
  data: string;
}

export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** The next event (not a comment), waiting for it. */
  nextEvent(): Promise<ReadEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  /** The whole body of an answer that is not a stream (an error). */
  body(): Promise<string>;
  close(): void;
}

function parseBlock(block: string): ReadEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

export function openEventStream(url: string, cookie?: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } }, (response) => {
      response.setEncoding('utf8');
      let received = '';
      let unread = '';
      const events: ReadEvent[] = [];
      const waiting: Array<(event: ReadEvent) => void> = [];
      const ended = new Promise<void>((done) => response.on('close', done));
      response.on('data', (chunk: string) => {
        received += chunk;
        unread += chunk;
        let end = unread.indexOf('\n\n');
        while (end !== -1) {
          const parsed = parseBlock(unread.slice(0, end));
          unread = unread.slice(end + 2);
          if (parsed) {
            const waiter = waiting.shift();
            if (waiter) waiter(parsed);
            else events.push(parsed);
          }
          end = unread.indexOf('\n\n');
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => received,
        nextEvent: () => {
          const queued = events.shift();
          return queued ? Promise.resolve(queued) : new Promise((next) => waiting.push(next));
        },
        ended,
        body: async () => {
          await ended;
          return received;
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
