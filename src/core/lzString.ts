/**
 * lz-string's base64 form (compressToBase64 / decompressFromBase64), which
 * f-puzzles and SudokuPad links carry. Written here from the format (the npm
 * package, MIT, is not a dependency): an LZW stream of variable-width codes,
 * each code's bits lowest first, packed six to a base64 character highest
 * first. Codes 0 and 1 bring a new 8- or 16-bit character, 2 ends the
 * stream; the dictionary starts at 3. The width starts at 2 bits (3 when
 * reading, which is one entry ahead) and grows when the dictionary fills it.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

class BitWriter {
  private out: string[] = [];
  private value = 0;
  private filled = 0;

  /** Writes `width` bits of `n`, lowest first. */
  write(n: number, width: number): void {
    for (let i = 0; i < width; i++) {
      this.value = (this.value << 1) | (n & 1);
      n >>= 1;
      if (++this.filled === 6) {
        this.out.push(ALPHABET[this.value]);
        this.value = 0;
        this.filled = 0;
      }
    }
  }

  /** The characters, the last one padded with zero bits (a whole zero character when none is pending), then '=' to a multiple of four. */
  finish(): string {
    this.out.push(ALPHABET[this.value << (6 - this.filled)]);
    const s = this.out.join('');
    return s + '='.repeat((4 - (s.length % 4)) % 4);
  }
}

export function compressToBase64(text: string): string {
  const dictionary = new Map<string, number>();
  const fresh = new Set<string>();
  const w = new BitWriter();
  let size = 3;
  let width = 2;
  let room = 2;
  const grow = () => {
    if (--room === 0) room = 2 ** width++;
  };
  const emit = (s: string) => {
    if (fresh.has(s)) {
      const code = s.charCodeAt(0);
      const wide = code >= 256;
      w.write(wide ? 1 : 0, width);
      w.write(code, wide ? 16 : 8);
      grow();
      fresh.delete(s);
    } else w.write(dictionary.get(s)!, width);
    grow();
  };
  let current = '';
  for (const c of text.split('')) {
    if (!dictionary.has(c)) {
      dictionary.set(c, size++);
      fresh.add(c);
    }
    const joined = current + c;
    if (dictionary.has(joined)) {
      current = joined;
      continue;
    }
    emit(current);
    dictionary.set(joined, size++);
    current = c;
  }
  if (current !== '') emit(current);
  w.write(2, width);
  return w.finish();
}

/** The text a base64 lz-string holds; undefined when it is not one (a stray character, a code out of range, a cut stream). */
export function decompressFromBase64(input: string): string | undefined {
  if (input === '') return undefined;
  const values: number[] = [];
  for (const ch of input) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return undefined;
    values.push(v);
  }
  let at = 0;
  let bit = 32;
  const read = (width: number): number | undefined => {
    let n = 0;
    for (let i = 0; i < width; i++) {
      if (at >= values.length) return undefined;
      if (values[at] & bit) n |= 1 << i;
      bit >>= 1;
      if (bit === 0) {
        bit = 32;
        at++;
      }
    }
    return n;
  };
  const dictionary: string[] = ['', '', ''];
  const literal = (kind: number | undefined): string | undefined => {
    if (kind !== 0 && kind !== 1) return undefined;
    const code = read(kind === 0 ? 8 : 16);
    return code === undefined ? undefined : String.fromCharCode(code);
  };
  const first = literal(read(2));
  if (first === undefined) return undefined;
  dictionary.push(first);
  const out = [first];
  let previous = first;
  let width = 3;
  let room = 4;
  for (;;) {
    const code = read(width);
    if (code === undefined) return undefined;
    if (code === 2) return out.join('');
    let index = code;
    if (code < 2) {
      const c = literal(code);
      if (c === undefined) return undefined;
      dictionary.push(c);
      index = dictionary.length - 1;
      room--;
    }
    if (room === 0) room = 2 ** width++;
    let entry: string;
    if (index < dictionary.length) entry = dictionary[index];
    else if (index === dictionary.length) entry = previous + previous[0];
    else return undefined;
    out.push(entry);
    dictionary.push(previous + entry[0]);
    if (--room === 0) room = 2 ** width++;
    previous = entry;
  }
}
