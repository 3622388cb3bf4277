import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { consolidatedSchema, DEFAULT_LANGUAGE, domainRouteSchema } from '@ficha/contract';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { MerchantDirectory } from '../modules/merchants/merchant-directory.ts';
import type { Merchant } from '../modules/merchants/merchants.repository.ts';
import { SiteSettings } from '../modules/system/site-settings.ts';
import * as system from '../modules/system/system.service.ts';
import { homeShell } from './home-shell.ts';

/** Pages kept ready (one per merchant and settings version in practice). */
const KEPT_PAGES = 64;

/** The home page as sent: plain, and compressed for the browsers that accept it. */
export interface HomePageBody {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

// Written as the API writes them (plugins/response-serializer.ts), so the site reads the same data.
const writer = (schema: z.ZodType) =>
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as AnySchema);
const writeConsolidated = writer(consolidatedSchema);
const writeDomainRoute = writer(domainRouteSchema);

/**
 * The home page (index.html) with the answers of the site's first calls written into it: the
 * merchant that serves the host (domainRoute) and its consolidated settings in the language a first
 * visit starts in. The site reads them at boot (apps/web/src/app/boot-data.ts) instead of waiting
 * for two round trips before it can draw the home, which on a phone over 4G is most of the time to
 * the first banner. They are plain JSON in a non-executed script element, so the page's
 * content-security policy (hashes of the executed inline scripts) is unchanged.
 */
export class HomePage {
  readonly #indexPath: string;
  readonly #defaultMerchant: string;
  readonly #merchants: MerchantDirectory;
  readonly #settings: SiteSettings;
  #template: string | undefined;
  readonly #pages = new Map<string, HomePageBody>();
  readonly #cdns = new Map<string, string>();

  constructor(db: Kysely<DB>, webDistDir: string, defaultMerchant: string) {
    this.#indexPath = path.join(webDistDir, 'index.html');
    this.#defaultMerchant = defaultMerchant;
    this.#merchants = new MerchantDirectory(db);
    this.#settings = new SiteSettings(db);
  }

  /** The page for a host, or undefined when the site is not built or no merchant serves it. */
  async render(host: string): Promise<HomePageBody | undefined> {
    this.#template ??= fs.existsSync(this.#indexPath) ? fs.readFileSync(this.#indexPath, 'utf8') : undefined;
    const template = this.#template;
    if (!template?.includes('<head>')) return undefined;
    const merchant = await this.#merchant(host);
    if (!merchant) return undefined;
    const language = DEFAULT_LANGUAGE;
    const consolidated = await system.getConsolidated(this.#settings, merchant, language);
    const boot =
      `{"language":"${language}","domainRoute":${writeDomainRoute(system.domainRoute(merchant, host))},` +
      `"consolidated":${writeConsolidated(consolidated)}}`;
    const kept = this.#pages.get(boot);
    if (kept) return kept;
    // `<` escaped: no text of the data can close the script element.
    const element = `<script type="application/json" id="ficha-boot">${boot.replaceAll('<', '\\u003c')}</script>`;
    const shell = homeShell(consolidated, this.#cdnFor(consolidated.whitelabel.imageCdns));
    // First in the head: the theme script there reads the merchant's colours from it before paint.
    const html = template
      .replace('<head>', `<head>\n    ${element}${shell.preload}`)
      .replace('<!--ficha:app-banner-->', shell.appBanner)
      .replace(
        /<!--ficha:first-banner-->[\s\S]*?<!--\/ficha:first-banner-->/,
        (skeleton) => shell.firstBanner || skeleton,
      );
    const page = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    if (this.#pages.size >= KEPT_PAGES) this.#pages.clear();
    this.#pages.set(boot, page);
    return page;
  }

  close(): void {
    this.#merchants.close();
    this.#settings.close();
  }

  /**
   * The image CDN this process's pages ask images from: picked at random (spec section 9) once per
   * list, as a visit does, so a kept page stays the same; the site keeps the page's pick.
   */
  #cdnFor(cdns: readonly string[]): string | undefined {
    if (cdns.length === 0) return undefined;
    const key = cdns.join('|');
    let cdn = this.#cdns.get(key);
    if (cdn === undefined) {
      cdn = cdns[Math.floor(Math.random() * cdns.length)] ?? '';
      this.#cdns.set(key, cdn);
    }
    return cdn || undefined;
  }

  /** As the API finds it without a Merchant header (plugins/request-context.ts): host, else default. */
  async #merchant(host: string): Promise<Merchant | undefined> {
    return (await this.#merchants.byHost(host)) ?? (await this.#merchants.byCode(this.#defaultMerchant));
  }
}
