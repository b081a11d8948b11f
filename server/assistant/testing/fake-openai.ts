/**
 * A stand-in for an OpenAI-compatible chat API on 127.0.0.1: answers POST /v1/chat/completions
 * with `text/event-stream` chunks shaped like OpenAI's (text deltas, tool calls, [DONE]), or
 * misbehaves on purpose (never answers, HTTP 500, drops the connection mid-stream).
 * Tests point AI_BASE_URL at `${server.url}/v1`; it also works for offline development.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeToolCall = { name: string; arguments: string };

export type FakeScenario =
  | {
      kind: "stream";
      chunks: string[];
      /** A tool call streamed after the text (e.g. flag_service_interest). */
      toolCall?: FakeToolCall;
      /** Several tool calls in one response, streamed after the text. */
      toolCalls?: FakeToolCall[];
      delayMs?: number;
      /**
       * Sent after the first chunk, the rest waits for it: a test opens it once that chunk has
       * reached it as a delta, so an adapter that buffers the stream never finishes.
       */
      gate?: Promise<void>;
    }
  /**
   * One scenario per request, in order (the last one repeats): a tool call, then the answer
   * that uses its result, as a model does across the steps of a tool loop.
   */
  | { kind: "script"; steps: FakeScenario[] }
  /**
   * A whole answer `content` (e.g. the JSON of a structured output): one chat.completion when
   * the request does not stream, else the same text streamed in one chunk.
   */
  | { kind: "answer"; content: string }
  | { kind: "hang" }
  | { kind: "status"; status: number; body?: string }
  /** Streams some chunks, then destroys the socket without [DONE]. */
  | { kind: "drop"; chunks: string[]; delayMs?: number }
  /** Streams some chunks, then goes silent (keeps the socket open). */
  | { kind: "stall"; chunks: string[] };

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: unknown }>;
    tools?: Array<{ type: string; function: { name: string; parameters?: unknown } }>;
    [key: string]: unknown;
  };
};

export type FakeOpenAi = {
  url: string;
  requests: RecordedRequest[];
  /** Decides the response to the next requests. */
  scenario: FakeScenario;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;
}

export async function startFakeOpenAi(initial?: FakeScenario): Promise<FakeOpenAi> {
  const sockets = new Set<import("node:net").Socket>();
  const state: { scenario: FakeScenario; requests: RecordedRequest[]; scriptIndex: number } = {
    scenario: initial ?? { kind: "stream", chunks: ["Hello"] },
    requests: [],
    scriptIndex: 0,
  };

  const server = http.createServer(async (req, res) => {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    const text = Buffer.concat(raw).toString("utf8");
    let body: RecordedRequest["body"] = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { unparsable: text };
    }
    state.requests.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body,
    });

    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }

    const current = state.scenario;
    const scenario =
      current.kind === "script"
        ? (current.steps[Math.min(state.scriptIndex++, current.steps.length - 1)] ?? {
            kind: "stream",
            chunks: [],
          })
        : current;
    if (scenario.kind === "script") throw new Error("a script step cannot be a script");
    if (scenario.kind === "hang") return;
    if (scenario.kind === "status") {
      res.writeHead(scenario.status, { "content-type": "application/json" });
      res.end(
        scenario.body ??
          JSON.stringify({ error: { message: "internal error", type: "server_error" } }),
      );
      return;
    }

    if (scenario.kind === "answer" && !body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "fake-model",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: scenario.content },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.write(chunk({ role: "assistant", content: "" }));
    const delay = "delayMs" in scenario ? (scenario.delayMs ?? 0) : 0;
    const gate = scenario.kind === "stream" ? scenario.gate : undefined;
    const pieces = scenario.kind === "answer" ? [scenario.content] : scenario.chunks;
    for (const [index, piece] of pieces.entries()) {
      if (delay) await sleep(delay);
      if (index === 1 && gate) await gate;
      res.write(chunk({ content: piece }));
    }
    if (scenario.kind === "drop") {
      if (delay) await sleep(delay);
      res.socket?.destroy();
      return;
    }
    if (scenario.kind === "stall") return;
    const calls =
      scenario.kind === "stream"
        ? [...(scenario.toolCall ? [scenario.toolCall] : []), ...(scenario.toolCalls ?? [])]
        : [];
    calls.forEach(({ name, arguments: args }, index) => {
      const id = `call_fake_${state.requests.length}_${index + 1}`;
      res.write(
        chunk({
          tool_calls: [{ index, id, type: "function", function: { name, arguments: "" } }],
        }),
      );
      // Arguments arrive in pieces, as real providers send them.
      const half = Math.floor(args.length / 2);
      for (const part of [args.slice(0, half), args.slice(half)]) {
        res.write(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
      }
    });
    res.write(chunk({}, calls.length ? "tool_calls" : "stop"));
    res.write("data: [DONE]\n\n");
    res.end();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests: state.requests,
    get scenario() {
      return state.scenario;
    },
    set scenario(next) {
      state.scenario = next;
      state.scriptIndex = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
