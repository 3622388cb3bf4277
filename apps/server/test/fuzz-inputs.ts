import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** Inputs of the fuzz test (api.fuzz.test.ts): the app's operations and the bad values sent to them. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
export interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  bodyFields: string[];
  hasBody: boolean;
}

/** The tokens a fuzzed request may carry. */
export interface Credentials {
  player: string;
  staff: string;
  gameSession: string;
}

/** Every operation of the OpenAPI document the app publishes. */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      return {
        method: method.toUpperCase() as Method,
        path,
        parameters: op.parameters ?? [],
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: op.requestBody !== undefined,
      };
    }),
  );
}

/** Text an attacker would try: NUL bytes, control characters, huge, unicode, injections. */
export const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    '\u0000',
    '\uffff\ud800',
    '😀'.repeat(60),
    'x'.repeat(101),
    'x'.repeat(5_000),
    "' OR 1=1 --",
    '../../etc/passwd',
    '__proto__',
    '<script>alert(1)</script>',
    '-1',
    '99999999999999999999999',
    '1e308',
    'NaN',
  ),
);
export const nastyValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), nastyText, { maxKeys: 2 }),
);
/** Every UTF-8 byte percent-encoded (encodeURIComponent refuses lone surrogates). */
export const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** Raw pieces of a URL: percent-encoded text, or bytes no decoder accepts. */
export const urlPiece = fc.oneof(
  nastyText.map(percentEncoded),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%ff%fe', '%C0%AF', 'a%2F..%2F..', 'x'.repeat(150), '%20'),
);
export const body = (fields: string[]) =>
  fc.oneof(
    fc
      .record(Object.fromEntries(fields.map((f) => [f, nastyValue])), { requiredKeys: [] })
      .map((o) => JSON.stringify(o)),
    fc.json({ maxDepth: 2 }),
    nastyText,
    fc.constantFrom('{', '[]', 'null', '{"a":1}{', '{"__proto__":{"x":1}}', '"\\u0000"', '\u0000'),
  );
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);
export const auth = fc.constantFrom('none', 'player', 'staff', 'garbage', 'malformed');

/** Header values inject can carry (Node refuses control characters; the raw-socket case sends them). */
export const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 200);

export function request(
  op: Operation,
  credentials: Credentials,
  input: {
    pathValues: string[];
    queryValues: string[];
    extraQuery: string;
    payload: string;
    type: string | undefined;
    who: string;
    header: string;
    language: string;
  },
): InjectOptions {
  let i = 0;
  const url = op.path.replace(/\{[^}]+\}/g, () => input.pathValues[i++ % input.pathValues.length] ?? 'x');
  const query = op.parameters
    .filter((p) => p.in === 'query')
    .map((p, n) => `${p.name}=${input.queryValues[n % input.queryValues.length] ?? ''}`);
  query.push(input.extraQuery);
  const headers: Record<string, string> = {
    language: input.language,
    'x-game-session': input.who === 'player' ? credentials.gameSession : headerSafe(input.header),
    'x-vendor': headerSafe(input.header).slice(0, 40),
    'x-timestamp': String(Date.now()),
    'x-signature': headerSafe(input.header),
    encryption: headerSafe(input.header),
  };
  if (input.type) headers['content-type'] = input.type;
  if (input.who === 'player') headers.authorization = `Bearer ${credentials.player}`;
  if (input.who === 'staff') headers.authorization = `Bearer ${credentials.staff}`;
  if (input.who === 'garbage') headers.authorization = `Bearer ${'A'.repeat(40)}`;
  if (input.who === 'malformed') headers.authorization = headerSafe(input.header);
  return {
    method: op.method,
    url: `${url}?${query.join('&')}`,
    headers,
    ...(op.method === 'GET' ? {} : { payload: input.payload }),
  };
}
