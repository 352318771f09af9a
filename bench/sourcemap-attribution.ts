/**
 * Charges every byte of a minified chunk to the original file its source map says it came from, so the bundle
 * analysis can say "react-dom is 180 kB of the landing JS" from minified bytes rather than from source size.
 * Self-contained (a base64 VLQ decoder is a few lines) so it needs no extra dependency.
 */

export interface SourceMapV3 {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

/** Minified code attributed to one original source file. */
export interface SourceShare {
  source: string;
  /** UTF-8 bytes of minified output that map to this source. */
  bytes: number;
  /** The minified output itself (for a per-package gzip estimate). */
  code: string;
  /** Size of the original file (sourcesContent), 0 when the map does not embed it. */
  sourceBytes: number;
}

export const UNMAPPED = '(unmapped: bundler glue)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`invalid VLQ character ${JSON.stringify(char)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Splits `code` into runs by source-map segment and sums them per original source. */
export function attributeChunk(code: string, map: SourceMapV3): Map<string, SourceShare> {
  const shares = new Map<string, SourceShare>();
  const charge = (source: string, slice: string) => {
    let share = shares.get(source);
    if (!share) {
      const index = map.sources.indexOf(source);
      const content = index >= 0 ? map.sourcesContent?.[index] : undefined;
      share = { source, bytes: 0, code: '', sourceBytes: content ? Buffer.byteLength(content) : 0 };
      shares.set(source, share);
    }
    share.bytes += Buffer.byteLength(slice);
    share.code += slice;
  };

  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean).map(decodeSegment);
    let column = 0;
    const runs: { start: number; source: string }[] = [];
    for (const segment of segments) {
      column += segment[0] ?? 0;
      if (segment.length >= 4) sourceIndex += segment[1] ?? 0;
      runs.push({ start: column, source: segment.length >= 4 ? (map.sources[sourceIndex] ?? UNMAPPED) : UNMAPPED });
    }
    if (runs.length === 0 || (runs[0]?.start ?? 0) > 0) charge(UNMAPPED, line.slice(0, runs[0]?.start ?? line.length));
    runs.forEach((run, index) => charge(run.source, line.slice(run.start, runs[index + 1]?.start ?? line.length)));
    if (lineIndex < lines.length - 1) charge(UNMAPPED, '\n');
  });
  return shares;
}

/** npm package of a source path (`react-dom`, `@react-aria/utils`), or the project folder (`ui-kit/landing`). */
export function ownerOf(source: string): string {
  const normalised = source.replace(/\\/g, '/').replace(/^\0/, '');
  const inModules = normalised.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = normalised.slice(inModules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? normalised);
  }
  if (normalised === UNMAPPED) return UNMAPPED;
  const project = normalised.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(?=(app|ui-kit|contract|server|db)\/)/, '');
  const parts = project.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : project;
}
