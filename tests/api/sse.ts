/** Reads Server-Sent Events from a fetch Response body. */
export interface SseEvent {
  event: string;
  data: string;
}

export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  readonly events: SseEvent[] = [];
  /** Events up to here were looked at by an earlier successful waitFor. */
  private cursor = 0;

  constructor(response: Response) {
    if (!response.body) throw new Error('response has no body');
    this.reader = response.body.getReader();
  }

  /** Waits for the next event matching `predicate`, starting after the one the previous call matched. */
  async waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (; this.cursor < this.events.length; this.cursor++) {
        const event = this.events[this.cursor]!;
        if (predicate(event)) {
          this.cursor++;
          return event;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)));
      const chunk = await Promise.race([this.reader.read(), timeout]);
      clearTimeout(timer);
      if (chunk === 'timeout') continue;
      if (chunk.done) throw new Error('stream ended');
      this.push(this.decoder.decode(chunk.value, { stream: true }));
    }
  }

  private push(text: string): void {
    this.buffer += text;
    let index: number;
    while ((index = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length) this.events.push({ event, data: data.join('\n') });
    }
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }
}

/** The online list carried by an `online` event. */
export function onlineIdsOf(event: SseEvent): string[] {
  return (JSON.parse(event.data) as { users: { id: string }[] }).users.map((u) => u.id);
}
