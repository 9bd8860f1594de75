// The public REST API, as any third-party client uses it. The token is kept in
// the browser's storage and sent only in the Authorization header, never in a URL.

const TOKEN_KEY = "clowder.token";

export class ProblemError extends Error {
  constructor(status, problem) {
    super(problem?.detail || problem?.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem || {};
  }
}

export function token() {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(value) {
  if (value) localStorage.setItem(TOKEN_KEY, value.trim());
  else localStorage.removeItem(TOKEN_KEY);
}

function headers(extra = {}) {
  const out = { accept: "application/json", ...extra };
  const held = token();
  if (held) out.authorization = `Bearer ${held}`;
  return out;
}

/** GET or POST ``path``; answers the decoded JSON or throws a ProblemError. */
export async function api(path, { method = "GET", body, anonymous = false, extraHeaders = {} } = {}) {
  const init = { method, headers: anonymous ? { accept: "application/json", ...extraHeaders } : headers(extraHeaders) };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers["content-type"] = "application/json";
  }
  let response = await fetch(path, init);
  for (let waited = 0; response.status === 429 && waited < 3; waited++) {
    // Over the rate limit: nothing was done; wait as asked (a few seconds at most) and ask again.
    const seconds = Number(response.headers.get("retry-after")) || 1;
    if (seconds > 10) break;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await fetch(path, init);
  }
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { detail: text };
  }
  if (!response.ok) throw new ProblemError(response.status, data);
  return data;
}

/** A random idempotency key for one command (a retry reuses it). */
export function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Follow a Server-Sent Events stream with fetch (so the token goes in a header,
 * which EventSource cannot do). Reconnects with Last-Event-ID after a drop.
 * ``onMessage({event, id, data})``; ``stop()`` ends it.
 */
export function follow(path, onMessage, { onState = () => {}, anonymous = false } = {}) {
  let lastId = null;
  let stopped = false;
  let controller = null;
  let delay = 500;

  async function connect() {
    while (!stopped) {
      controller = new AbortController();
      try {
        const extra = { accept: "text/event-stream" };
        if (lastId !== null) extra["last-event-id"] = String(lastId);
        const response = await fetch(path, {
          headers: anonymous ? extra : headers(extra),
          signal: controller.signal,
        });
        if (!response.ok) {
          let problem = null;
          try { problem = await response.json(); } catch { /* not JSON */ }
          throw new ProblemError(response.status, problem);
        }
        onState("open");
        delay = 500;
        const ended = await read(response.body.getReader(), (message) => {
          if (message.id !== undefined && message.id !== "") lastId = Number(message.id);
          onMessage(message);
        });
        if (ended) { onState("ended"); return; }
      } catch (error) {
        if (stopped) return;
        if (error instanceof ProblemError && error.status < 500 && error.status !== 429) {
          onState("error", error);
          return;
        }
        onState("reconnecting", error);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 10_000);
    }
  }

  connect();
  return { stop() { stopped = true; controller?.abort(); } };
}

/** Parse an event stream; true when the server closed it (the game ended). */
async function read(reader, onMessage) {
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const message = { event: "message", data: "" };
      const data = [];
      for (const line of block.split("\n")) {
        if (!line || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "data") data.push(text);
        else if (field === "event") message.event = text;
        else if (field === "id") message.id = text;
      }
      if (data.length) {
        message.data = data.join("\n");
        onMessage(message);
      }
    }
  }
}
