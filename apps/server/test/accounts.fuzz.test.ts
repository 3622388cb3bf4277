import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

const env = useTestApp();
let token: string;

const ROUTES: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/freeplay'],
  ['DELETE', '/wps/session/logout'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['GET', '/wps/check/username'],
  ['GET', '/wps/captcha'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['POST', '/wps/verification/sms/register'],
  ['PUT', '/wps/member/password'],
  ['POST', '/wps/member/password/verification'],
  ['POST', '/wps/member/password/email'],
  ['PUT', '/wps/member/password/email'],
  ['GET', '/wps/member/info'],
  ['POST', '/wps/member/info/icon'],
  ['PUT', '/wps/member/info/nickname'],
  ['PUT', '/wps/member/info/email'],
  ['POST', '/wps/member/info/email/code'],
  ['PUT', '/wps/member/info/payeename'],
  ['PUT', '/wps/member/paymentPassword'],
  ['POST', '/wps/member/paymentPassword/reset'],
  ['GET', '/wps/agent/affiliate'],
  ['GET', '/wps/system/setting/register'],
];

beforeAll(async () => {
  token = (await env.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json()
    .value.token;
});

const anyJson = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom(
    '{',
    '{"data":',
    '[]',
    'null',
    '{"data":"%%%"}',
    '{"data":123}',
    '\u0000',
    '{"username":{"$gt":""}}',
  ),
);

describe('malformed bodies to every account route (issue 3: no 500, no stack trace)', () => {
  it('answers each with a 4xx envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        anyJson,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        fc.boolean(),
        fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
        async ([method, url], body, contentType, withToken, encryption) => {
          const res = await env.app.inject({
            method,
            url:
              method === 'GET'
                ? `${url}?username=${encodeURIComponent(String(body).slice(0, 80))}&code=${encodeURIComponent(String(body).slice(0, 40))}`
                : url,
            headers: {
              'content-type': contentType,
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
              ...(encryption !== undefined ? { encryption: encryption.replace(/[^\x20-\x7e]/g, '') } : {}),
            },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body }),
          });
          expect(res.statusCode, `${method} ${url} ${body}`).toBeLessThan(500);
          const envelope = res.json();
          expect(typeof envelope.success).toBe('boolean');
          expect(typeof envelope.code).toBe('string');
          expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
        },
      ),
      { numRuns: 400 },
    );
  });
});
