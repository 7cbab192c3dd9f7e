/** Why a streamed JSON document was refused. */
export class JsonStreamError extends Error {
  constructor(readonly reason: 'invalid' | 'too_large') {
    super(reason);
  }
}

const BOM = [0xef, 0xbb, 0xbf];
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** What ends a number, true, false or null. */
const endsPrimitive = (c: number) => isSpace(c) || c === 0x2c || c === 0x5d || c === 0x7d;

type State =
  | 'start' // before the document: a byte-order mark, spaces, then `{` (or any other value)
  | 'first-key' // after `{`: a key or `}`
  | 'key' // after `,`: a key
  | 'colon'
  | 'member' // a member's value
  | 'after-member' // `,` or `}`
  | 'first-element' // after the array's `[`: an element or `]`
  | 'element' // after `,`: an element
  | 'after-element' // `,` or `]`
  | 'end'; // only spaces may follow

/**
 * The elements of the array under one key at the top of a JSON document, as its bytes arrive.
 *
 * Why not a streaming JSON parser: one written in JavaScript reads every character through its
 * own tokenizer, several times slower than V8's JSON.parse (a 50,000-entry Day One journal took
 * about 2.5 s a pass). This reader only follows the document's structure (strings, brackets,
 * commas) to find where each value ends, and gives every value to JSON.parse: the elements of
 * the array, the keys and the other members (read and dropped), so the whole document is checked
 * as strictly as JSON.parse would, one value at a time. A value is held only while it is read,
 * never the document. A document whose top is not an object is one value: read whole and checked,
 * it has no elements. Throws JsonStreamError: 'invalid' (not JSON, or it ends early: see `end`),
 * 'too_large' (a value longer than `maxValueBytes`).
 */
export class JsonArrayElements {
  private state: State = 'start';
  /** How many bytes of a byte-order mark (EF BB BF) the document began with so far. */
  private bomBytes = 0;
  private key = '';
  /** The value being read: its bytes so far, and where its reading stands. */
  private parts: Buffer[] = [];
  private size = 0;
  private kind: 'container' | 'string' | 'primitive' | null = null;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(
    private readonly arrayKey: string,
    private readonly maxValueBytes: number,
  ) {}

  /** Reads the next bytes; the array's elements completed in them, parsed. */
  write(chunk: Buffer): unknown[] {
    const out: unknown[] = [];
    let i = 0;
    while (i < chunk.length && this.bomBytes >= 0 && this.bomBytes < 3 && chunk[i] === BOM[this.bomBytes]) {
      this.bomBytes++;
      i++;
    }
    if (i < chunk.length && this.bomBytes >= 0) {
      // Part of a mark, then something else: not UTF-8 text.
      if (this.bomBytes === 1 || this.bomBytes === 2) throw new JsonStreamError('invalid');
      this.bomBytes = -1;
    }
    while (i < chunk.length) {
      if (this.kind) {
        const end = this.scanValue(chunk, i);
        if (end < 0) return out;
        i = end;
        const value = this.finishValue();
        if (this.state === 'first-element' || this.state === 'element') {
          out.push(value);
          this.state = 'after-element';
        } else if (this.state === 'first-key' || this.state === 'key') {
          if (typeof value !== 'string') throw new JsonStreamError('invalid');
          this.key = value;
          this.state = 'colon';
        } else this.state = this.state === 'start' ? 'end' : 'after-member';
        continue;
      }
      const c = chunk[i] as number;
      if (isSpace(c)) {
        i++;
        continue;
      }
      switch (this.state) {
        case 'start':
          if (c === 0x7b) {
            this.state = 'first-key';
            i++;
          } else this.beginValue(c);
          break;
        case 'first-key':
        case 'key':
          if (c === 0x7d && this.state === 'first-key') {
            this.state = 'end';
            i++;
          } else if (c === QUOTE) this.beginValue(c);
          else throw new JsonStreamError('invalid');
          break;
        case 'colon':
          if (c !== 0x3a) throw new JsonStreamError('invalid');
          this.state = 'member';
          i++;
          break;
        case 'member':
          if (c === 0x5b && this.key === this.arrayKey) {
            this.state = 'first-element';
            i++;
          } else this.beginValue(c);
          break;
        case 'after-member':
          if (c === 0x2c) this.state = 'key';
          else if (c === 0x7d) this.state = 'end';
          else throw new JsonStreamError('invalid');
          i++;
          break;
        case 'first-element':
        case 'element':
          if (c === 0x5d && this.state === 'first-element') {
            this.state = 'after-member';
            i++;
          } else this.beginValue(c);
          break;
        case 'after-element':
          if (c === 0x2c) this.state = 'element';
          else if (c === 0x5d) this.state = 'after-member';
          else throw new JsonStreamError('invalid');
          i++;
          break;
        case 'end':
          throw new JsonStreamError('invalid');
      }
    }
    return out;
  }

  /** The document ended: throws when it ended early (a number at the very end completes here). */
  end(): void {
    if (this.kind === 'primitive' && this.state === 'start') {
      this.finishValue();
      this.state = 'end';
    }
    if (this.state !== 'end') throw new JsonStreamError('invalid');
  }

  private beginValue(first: number): void {
    this.kind = first === 0x7b || first === 0x5b ? 'container' : first === QUOTE ? 'string' : 'primitive';
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
  }

  /** Follows the value from `from`: the index just past its end, or -1 when it goes on in the next chunk. */
  private scanValue(chunk: Buffer, from: number): number {
    let end = -1;
    if (this.kind === 'primitive') {
      for (let j = from; j < chunk.length; j++)
        if (endsPrimitive(chunk[j] as number)) {
          end = j;
          break;
        }
    } else {
      for (let j = from; j < chunk.length; j++) {
        if (this.inString) {
          j = this.stringEnd(chunk, j);
          if (j < 0) break;
          if (this.depth === 0) {
            end = j + 1;
            break;
          }
          continue;
        }
        const c = chunk[j] as number;
        if (c === QUOTE) this.inString = true;
        else if (c === 0x7b || c === 0x5b) this.depth++;
        else if ((c === 0x7d || c === 0x5d) && --this.depth === 0) {
          end = j + 1;
          break;
        }
      }
    }
    const part = chunk.subarray(from, end < 0 ? chunk.length : end);
    this.parts.push(part);
    this.size += part.length;
    if (this.size > this.maxValueBytes) throw new JsonStreamError('too_large');
    return end;
  }

  /**
   * Inside a string from `from`: the index of its closing quote (the string ends), or -1 when it
   * goes on in the next chunk. Most of a journal is text: jumping from quote to quote with
   * indexOf reads it several times faster than byte by byte.
   */
  private stringEnd(chunk: Buffer, from: number): number {
    let at = from;
    if (this.escaped) {
      this.escaped = false;
      at++;
    }
    for (;;) {
      const quote = chunk.indexOf(QUOTE, at);
      // The backslashes just before the quote (or the chunk's end): an odd run escapes what follows.
      const stop = quote < 0 ? chunk.length : quote;
      let run = 0;
      while (stop - run - 1 >= at && chunk[stop - run - 1] === BACKSLASH) run++;
      if (quote < 0) {
        this.escaped = run % 2 === 1;
        return -1;
      }
      if (run % 2 === 0) {
        this.inString = false;
        return quote;
      }
      at = quote + 1;
    }
  }

  private finishValue(): unknown {
    const bytes = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
    this.parts = [];
    this.size = 0;
    this.kind = null;
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new JsonStreamError('invalid');
    }
  }
}
