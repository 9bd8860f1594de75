// The WHATWG event-stream format, parsed from decoded text chunks (EventSource is not in node).

export interface ServerSentEvent {
  event: string;
  data: string;
  /** The stream's last event id once this event is dispatched. */
  id: string | undefined;
}

export class SseParser {
  private buffer = '';
  private afterCr = false;
  private event = '';
  private data: string[] = [];

  constructor(public lastEventId?: string) {}

  /** The events that `chunk` completes (a line may end in a later chunk). */
  push(chunk: string): ServerSentEvent[] {
    // A CR ends a line at once; an LF right after it (perhaps in the next chunk) belongs to it.
    const text = this.afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    if (text.length > 0) this.afterCr = text.endsWith('\r');
    this.buffer += text;
    const lines = this.buffer.split(/\r\n|\n|\r/);
    this.buffer = lines.pop() ?? '';
    const events: ServerSentEvent[] = [];
    for (const line of lines) {
      const event = this.line(line);
      if (event !== undefined) events.push(event);
    }
    return events;
  }

  private line(line: string): ServerSentEvent | undefined {
    if (line === '') {
      const event = { event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId };
      const had = this.data.length > 0;
      this.event = '';
      this.data = [];
      return had ? event : undefined;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    return undefined;
  }
}
