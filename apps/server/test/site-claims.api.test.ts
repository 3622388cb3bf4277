import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeServicePath } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

/**
 * Hardening 21: nothing the site says may promise what does not exist. What a new player reads on
 * the demo sites (help, announcements, banners, service channels) is checked against what is built.
 */

// Screens of spec section 2 that still draw the generic frame: no content may send a player there.
// Remove a route from this list in the change that builds its screen.
// Every route of the table is built now; the checks stay for the next screen that is not.
const UNBUILT_ROUTES: string[] = [];

// Features that do not exist yet, in the words a help text would use for them. Responsible-gaming
// limits, time-outs, self-exclusion, the live chat and identity verification with documents and a
// selfie reviewed by the operator's staff are built (issues 16 and 19). No automatic facial
// recognition or liveness check runs (the manual review is the only document provider): nothing
// may claim one.
const UNBUILT_FEATURES = [
  /reconhecimento facial/i,
  /facial recognition/i,
  /face (match|recognition)/i,
  /liveness/i,
  /prova de vida/i,
];

const env = useTestApp();
const WEB_I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/i18n');

async function value(url: string, merchant: string, language: string) {
  const res = await env.app.inject({ method: 'GET', url, headers: { merchant, language } });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/m\/[^"?#]*)/g)].map((m) => m[1] as string);
}

const SITES = [
  { merchant: 'FICHA', languages: ['PT', 'EN'] },
  { merchant: 'RIO', languages: ['EN'] },
];

describe('the phone site claims nothing it cannot do (hardening 21)', () => {
  it('no text of the site names facial recognition or a liveness check (issue 19 part 4)', () => {
    for (const language of ['pt', 'en']) {
      const texts = fs.readFileSync(path.join(WEB_I18N, `${language}.json`), 'utf8');
      for (const feature of UNBUILT_FEATURES) expect(texts, language).not.toMatch(feature);
    }
  });
});

describe('the demo sites claim nothing they cannot do (hardening 21)', () => {
  for (const { merchant, languages } of SITES) {
    for (const language of languages) {
      it(`${merchant} ${language}: help articles promise no unbuilt feature and link to built screens`, async () => {
        const { list } = await value('/wps/system/helpCenter', merchant, language);
        expect(list.length).toBeGreaterThan(0);
        for (const item of list as Array<{ title: string; content: string }>) {
          for (const feature of UNBUILT_FEATURES) expect(item.content, item.title).not.toMatch(feature);
          for (const link of internalLinks(item.content))
            expect(UNBUILT_ROUTES, item.title).not.toContain(link);
        }
      });

      it(`${merchant} ${language}: banners, announcements and the env.app banner promise only what exists`, async () => {
        const consolidated = await value('/wps/system/settings/consolidated', merchant, language);
        for (const banner of consolidated.banners as Array<{ title: string; link: string | null }>) {
          if (banner.link) expect(UNBUILT_ROUTES, banner.title).not.toContain(banner.link.split('?')[0]);
        }
        for (const notice of consolidated.notices as Array<{ title: string; content: string }>) {
          const text = `${notice.title} ${notice.content}`;
          for (const feature of UNBUILT_FEATURES) expect(text).not.toMatch(feature);
          for (const link of internalLinks(notice.content)) expect(UNBUILT_ROUTES).not.toContain(link);
          expect(text).not.toMatch(/draws?|sorteio|lottery|loteria/i);
        }
        const appBonus: string = consolidated.whitelabel.texts?.appBonus ?? '';
        expect(appBonus).not.toMatch(/b[ôo]nus/i);
      });
    }

    it(`${merchant}: every customer-service channel points at a reachable host`, async () => {
      const entries = (await value('/wps/system/customerService', merchant, 'EN')).version.pathList as Array<{
        csType: string;
        path: string;
      }>;
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const url = new URL(decodeServicePath(entry.path) ?? '');
        // Reserved names (RFC 2606) never reach anyone.
        expect(url.hostname + url.pathname).not.toMatch(
          /\.(example|invalid|test|localhost)(\/|$)|@[^/]*\.example/,
        );
        // Live chat is its own capability (messages and service): no entry may stand in for it.
        expect(entry.csType).not.toBe('LIVECHAT');
      }
    });
  }
});
