import type { AnnouncementExecution, AnnouncementType } from '@ficha/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** The site: merchants, their content (banners, help, notices), countries, app secrets. */
export interface SiteTables {
  schema_migrations: { name: string; applied_at: Generated<Date> };
  merchants: MerchantsTable;
  merchant_hosts: { host: string; merchant_id: number };
  banners: BannersTable;
  customer_service_entries: CustomerServiceTable;
  help_items: HelpItemsTable;
  notices: NoticesTable;
  content_images: ContentImagesTable;
  countries: { code: string; dialing_code: string; names: JSONColumnType<Record<string, string>> };
  geo_ip_ranges: { range: string; country: string };
  app_secrets: { name: string; value: string; created_at: Generated<Date> };
  merchant_images: {
    sha256: string;
    merchant_id: number;
    content_type: string;
    bytes: Uint8Array;
    created_at: Generated<Date>;
  };
}

export interface MerchantTexts {
  appBonus?: string;
  declaration?: string;
  copyright?: string;
  maintenance?: string;
}

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_url: string;
  brand: JSONColumnType<{ primary: string; primaryContrast: string; accent: string }>;
  default_language: string;
  languages: string[];
  currency: string;
  currency_symbol: string;
  country: string;
  /** Which promotion kinds it may run (migration 0035, promotions/jurisdictions.ts). */
  jurisdiction: ColumnType<string, string | undefined, string>;
  flags: ColumnType<string[], string[] | undefined, string[]>;
  templates: JSONColumnType<{ mem_cen: '0' | '1'; dep_func: '0' | '1' }>;
  image_cdns: ColumnType<string[], string[] | undefined, string[]>;
  default_image_host: ColumnType<string, string | undefined, string>;
  social_links: JSONColumnType<Array<{ type: string; url: string }>>;
  download_links: JSONColumnType<Array<{ resourceType: string; url: string }>>;
  texts: JSONColumnType<Record<string, MerchantTexts>>;
  footer_images: JSONColumnType<{ payment: FooterImage[]; licence: FooterImage[] }>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  blocked_countries: ColumnType<string[], string[] | undefined, string[]>;
  dialing_countries: ColumnType<string[], string[] | undefined, string[]>;
  age_threshold: ColumnType<number, number | undefined, number>;
  withdraw_min: ColumnType<string, string | undefined, string>;
  withdraw_max: ColumnType<string, string | undefined, string>;
  withdraw_daily_max: ColumnType<string, string | undefined, string>;
  /** A demo or test site: only such a merchant may use the sandbox PIX gateway. */
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  /** The PIX gateway's name ('sandbox' or a PSP adapter's); null: PIX is not offered. */
  pix_gateway: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every console change of the payment settings (optimistic concurrency). */
  payments_version: Generated<number>;
  /** IANA zone of the site's local day (lottery periods). */
  time_zone: ColumnType<string, string | undefined, string>;
  /** One more at every UPDATE (migration 0027's trigger): the editor's optimistic concurrency. */
  version: Generated<number>;
  /** Merchants of one operator share exclusions by CPF; null: the deployment's own operator. */
  operator_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hours a raised or removed responsible-gaming limit waits (issue 19). */
  rg_cooling_off_hours: ColumnType<number, number | undefined, number>;
  /** What waits for identity verification (issue 19 part 4): withdrawals, or deposits and bets too. */
  kyc_rule: ColumnType<
    'FIRST_WITHDRAWAL' | 'BEFORE_ACTIVATION',
    'FIRST_WITHDRAWAL' | 'BEFORE_ACTIVATION' | undefined,
    'FIRST_WITHDRAWAL' | 'BEFORE_ACTIVATION'
  >;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/**
 * A footer image (payment method, licence seal). Its label and its art may differ by language
 * (`names`, `urls` keyed by language code); `name` and `url` serve every other language.
 */
export interface FooterImage {
  name: string;
  url: string;
  names?: Record<string, string>;
  urls?: Record<string, string>;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  image_url: string;
  title: ColumnType<string, string | undefined, string>;
  link_url: string | null;
  language: string | null;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Optimistic concurrency (migration 0025): every edit adds one. */
  version: Generated<number>;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  cs_position: ColumnType<number, number | undefined, number>;
  title: string;
  url: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  version: Generated<number>;
}

export interface HelpItemsTable {
  id: Generated<number>;
  merchant_id: number;
  device: string;
  language: string;
  slug: string;
  sort: ColumnType<number, number | undefined, number>;
  title: string;
  content: string;
  version: Generated<number>;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
  /** Announcement type (migration 0029): A agent, PL player, B banner, PU popup, PR promotion. */
  promotion_type: ColumnType<AnnouncementType, AnnouncementType | undefined, AnnouncementType>;
  /** Who sees a popup: A members, B visitors, F members on their first login. */
  execution: ColumnType<AnnouncementExecution, AnnouncementExecution | undefined, AnnouncementExecution>;
  group_name: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  version: Generated<number>;
}

/** An image uploaded from the console, served at /content-images/<id>.<ext> (migration 0025). */
export interface ContentImagesTable {
  id: string;
  merchant_id: number;
  content_type: string;
  bytes: Uint8Array;
  byte_size: number;
  sha256: string;
  staff_id: number | null;
  created_at: Generated<Date>;
}
