/**
 * A small reader for the MIME messages our mailer produces (test code only — mailparser does not install here):
 * unfolds and decodes headers (RFC 2047 encoded words), walks multipart bodies and decodes quoted-printable and
 * base64 parts to UTF-8 text. Enough to assert what a recipient would see, not a general-purpose parser.
 */

export interface MimePart {
  /** Lower-cased header names → decoded values (the first occurrence of each). */
  headers: Map<string, string>;
  /** Media type without parameters, lower-cased, e.g. `text/html`. */
  contentType: string;
  /** Decoded body of a leaf part ('' for a multipart container); text parts with \n line ends. */
  body: string;
  /** Sub-parts of a multipart part. */
  parts: MimePart[];
}

export function readMimeMessage(raw: string): MimePart {
  const normalized = raw.replace(/\r?\n/g, '\r\n');
  const split = normalized.indexOf('\r\n\r\n');
  const headerBlock = split === -1 ? normalized : normalized.slice(0, split);
  const rawBody = split === -1 ? '' : normalized.slice(split + 4);
  const headers = parseHeaders(headerBlock);
  const contentTypeHeader = headers.get('content-type') ?? 'text/plain';
  const contentType = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = headerParameter(contentTypeHeader, 'boundary');
    if (!boundary) throw new Error('multipart without boundary');
    return { headers, contentType, body: '', parts: splitMultipart(rawBody, boundary).map(readMimeMessage) };
  }
  const body = decodeBody(rawBody, headers.get('content-transfer-encoding'));
  return { headers, contentType, body: contentType.startsWith('text/') ? body.replace(/\r\n/g, '\n') : body, parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** The decoded body of the first leaf of the given media type. */
export function partBody(message: MimePart, contentType: string): string | undefined {
  return leafParts(message).find((part) => part.contentType === contentType)?.body;
}

export function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`). Adjacent words are joined without the
 * whitespace between them, and their bytes are decoded together (a character may be split across words).
 */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  let result = '';
  let pending: number[] = [];
  let last = 0;
  const flush = () => {
    result += Buffer.from(pending).toString('utf8');
    pending = [];
  };
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index);
    if (pending.length > 0 && between.trim() !== '') flush();
    if (pending.length === 0) result += between;
    const [, , encoding, data = ''] = match;
    const bytes =
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'utf8');
    pending.push(...bytes);
    last = (match.index ?? 0) + match[0].length;
  }
  flush();
  return result + value.slice(last);
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function headerParameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match?.[1] ?? match?.[2];
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const sections = body.split(new RegExp(`(?:^|\\r\\n)${escapeRegExp(delimiter)}`));
  // sections[0] is the preamble; the part after the closing delimiter starts with `--`.
  return sections.slice(1).filter((section) => !section.startsWith('--')).map((section) => section.replace(/^[ \t]*\r\n/, ''));
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
