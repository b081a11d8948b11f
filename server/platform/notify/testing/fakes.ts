/**
 * Stand-ins for the outside services, speaking their real protocols on 127.0.0.1, so tests run
 * the production adapters rather than mocks of them. Tests
 * start them; they also work for trying the channels by hand. Never imported by the server.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** An SMTP server that keeps every message; stop() and listen() again to simulate an outage. */
export class FakeSmtp {
  readonly messages: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async listen(port = this.port): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/** A recording HTTP server; `respond` decides the answer (default 200 "ok"). */
export class FakeHttp {
  readonly requests: RecordedRequest[] = [];
  respond: (req: RecordedRequest) => { status: number; body?: unknown } = () => ({
    status: 200,
    body: "ok",
  });
  private server: http.Server | undefined;
  port = 0;

  async listen(host = "127.0.0.1"): Promise<number> {
    const server = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => {
        body += chunk;
      });
      req.on("end", () => {
        const recorded = {
          method: req.method ?? "",
          path: req.url ?? "",
          headers: req.headers,
          body,
        };
        this.requests.push(recorded);
        const { status, body: out } = this.respond(recorded);
        const text = typeof out === "string" ? out : JSON.stringify(out ?? {});
        res.writeHead(status, {
          "content-type": typeof out === "string" ? "text/plain" : "application/json",
        });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  url(path = "/", host = "127.0.0.1"): string {
    return `http://${host.includes(":") ? `[${host}]` : host}:${this.port}${path}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json with a form body
 * (To, From, Body) and basic auth; answers 201 with the created message like Twilio does.
 */
export class FakeTwilio extends FakeHttp {
  constructor(
    readonly accountSid: string,
    readonly authToken: string,
  ) {
    super();
    let counter = 0;
    this.respond = (req) => {
      const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (req.headers.authorization !== expectedAuth) {
        return { status: 401, body: { code: 20003, message: "Authenticate", status: 401 } };
      }
      if (
        req.method !== "POST" ||
        req.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`
      ) {
        return { status: 404, body: { code: 20404, message: "Not found", status: 404 } };
      }
      const form = new URLSearchParams(req.body);
      counter++;
      return {
        status: 201,
        body: {
          sid: `SM${String(counter).padStart(32, "0")}`,
          account_sid: accountSid,
          to: form.get("To"),
          from: form.get("From"),
          body: form.get("Body"),
          status: "queued",
          num_segments: "1",
          direction: "outbound-api",
          api_version: "2010-04-01",
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/SM${counter}.json`,
        },
      };
    };
  }

  /** The SMS bodies received, as form fields. */
  get messages(): { to: string; from: string; body: string }[] {
    return this.requests
      .filter((r) => r.method === "POST" && r.path.endsWith("/Messages.json"))
      .map((r) => {
        const form = new URLSearchParams(r.body);
        return {
          to: form.get("To") ?? "",
          from: form.get("From") ?? "",
          body: form.get("Body") ?? "",
        };
      });
  }
}

/** Quoted-printable decoding, enough to read the text part of a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
