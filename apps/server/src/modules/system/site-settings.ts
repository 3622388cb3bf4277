import {
  type Banner,
  type CustomerServiceEntry,
  encodeServicePath,
  type LanguageCode,
  type Notice,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import { KeptUntilChanged } from '../../db/change-feed.ts';
import type { DB } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import * as repo from './system.repository.ts';

/** A notice with the window it shows in (null: open on that side). */
export interface TimedNotice {
  notice: Notice;
  startsAt: number | null;
  endsAt: number | null;
}

/** A banner with the window it shows in (null: open on that side). */
export interface TimedBanner {
  banner: Banner;
  startsAt: number | null;
  endsAt: number | null;
}

/** Addresses whose country is kept; an address seen again after that is looked up again. */
const KEPT_ADDRESSES = 10_000;

/**
 * What the home reads on every visit (the client's country, banners, service channels, notices),
 * kept per merchant and language until its table changes in any process (db/change-feed.ts),
 * already mapped and sanitised.
 */
export class SiteSettings {
  readonly #db: Kysely<DB>;
  readonly #countries: KeptUntilChanged<string, string | null>;
  readonly #banners: KeptUntilChanged<string, TimedBanner[]>;
  readonly #service: KeptUntilChanged<number, CustomerServiceEntry[]>;
  readonly #notices: KeptUntilChanged<string, TimedNotice[]>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
    this.#countries = new KeptUntilChanged(db, ['geo_ip_ranges'], KEPT_ADDRESSES);
    this.#banners = new KeptUntilChanged(db, ['banners']);
    this.#service = new KeptUntilChanged(db, ['customer_service_entries']);
    this.#notices = new KeptUntilChanged(db, ['notices']);
  }

  countryOfIp(ip: string): Promise<string | null> {
    return this.#countries.get(ip, () => repo.countryOfIp(this.#db, ip));
  }

  /** Every active banner with its window; the caller picks those showing now. */
  banners(merchantId: number, language: LanguageCode): Promise<TimedBanner[]> {
    return this.#banners.get(`${merchantId}:${language}`, async () =>
      (await repo.listBanners(this.#db, merchantId, language)).map((row) => ({
        banner: {
          id: row.id,
          groupName: row.group_name as Banner['groupName'],
          url: row.image_url,
          title: row.title,
          link: row.link_url,
        },
        startsAt: row.starts_at?.getTime() ?? null,
        endsAt: row.ends_at?.getTime() ?? null,
      })),
    );
  }

  customerService(merchantId: number): Promise<CustomerServiceEntry[]> {
    return this.#service.get(merchantId, async () =>
      (await repo.listCustomerService(this.#db, merchantId)).map((row) => ({
        csType: row.cs_type as CustomerServiceEntry['csType'],
        csPosition: row.cs_position,
        path: encodeServicePath(row.url),
        title: row.title,
      })),
    );
  }

  /** Every active notice with its window; the caller picks those showing now. */
  notices(merchantId: number, language: LanguageCode): Promise<TimedNotice[]> {
    return this.#notices.get(`${merchantId}:${language}`, async () =>
      (await repo.listActiveNotices(this.#db, merchantId, language)).map((row) => ({
        notice: { id: row.id, title: row.title, content: sanitizeRichText(row.content) },
        startsAt: row.starts_at?.getTime() ?? null,
        endsAt: row.ends_at?.getTime() ?? null,
      })),
    );
  }

  close(): void {
    this.#countries.close();
    this.#banners.close();
    this.#service.close();
    this.#notices.close();
  }
}
