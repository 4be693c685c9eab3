import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGate } from './gate.ts';

// A real HTTP server that speaks the OpenAI chat-completions protocol, streaming (server-sent events,
// as `stream: true` asks) and not. Tests point AI_BASE_URL at it and choose how it answers.

export type FakeProviderMode =
  /** Streams `pieces`, holding the last ones back until `releaseStream()` when `holdAfter` is set. */
  | 'stream'
  /** A streamed reply with no text. */
  | 'empty'
  /** HTTP 500 with an OpenAI-style error body. */
  | 'error'
  /** Streams the first pieces, then the connection breaks (no finish reason, no [DONE]). */
  | 'cut';

export type FakeProviderCall = { headers: IncomingHttpHeaders; body: any };

export type FakeProvider = {
  baseUrl: string;
  calls: FakeProviderCall[];
  mode: FakeProviderMode;
  pieces: string[];
  /** Pieces sent before the stream waits for releaseStream() (null: no wait). */
  holdAfter: number | null;
  releaseStream: () => void;
  close: () => Promise<void>;
};

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

export async function startFakeAiProvider(): Promise<FakeProvider> {
  // The stream's hold, made when a stream reaches it and opened by releaseStream().
  let hold = createGate();
  const state: FakeProvider = {
    baseUrl: '',
    calls: [],
    mode: 'stream',
    pieces: ['Merhaba! ', 'Günde ', 'yaklaşık 2-2,5 litre ', 'su içmeniz önerilir.'],
    holdAfter: null,
    releaseStream: () => hold.open(),
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data) => {
      raw += data;
    });
    request.on('end', async () => {
      const body = JSON.parse(raw || '{}');
      state.calls.push({ headers: request.headers, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (state.mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // Resolves once the text has left for the app (handed to the operating system).
      const send = (text: string) => new Promise<void>((resolve) => response.write(text, () => resolve()));
      await send(chunk({ role: 'assistant', content: '' }));
      const pieces = state.mode === 'empty' ? [] : state.pieces;
      for (const [index, piece] of pieces.entries()) {
        if (state.holdAfter !== null && index === state.holdAfter) {
          hold = createGate();
          await hold.passed;
        }
        if (state.mode === 'cut' && index === 2) {
          // The connection breaks in the middle of the reply, after the first pieces have left for the app.
          response.socket?.destroy();
          return;
        }
        await send(chunk({ content: piece }));
      }
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
