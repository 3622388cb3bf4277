-- White-label merchants (operators) and what dresses their site (issue 2, spec sections 1-3).

CREATE TABLE merchants (
  id                 serial PRIMARY KEY,
  code               text NOT NULL CONSTRAINT merchants_code_key UNIQUE
                       CONSTRAINT merchants_code_format CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name               text NOT NULL,
  logo_url           text NOT NULL,
  -- { primary, primaryContrast, accent } CSS colours
  brand              jsonb NOT NULL,
  default_language   text NOT NULL,
  languages          text[] NOT NULL CONSTRAINT merchants_languages_nonempty CHECK (cardinality(languages) > 0),
  currency           text NOT NULL CONSTRAINT merchants_currency_format CHECK (currency ~ '^[A-Z]{3}$'),
  currency_symbol    text NOT NULL,
  -- ISO 3166-1 alpha-2 of the licence country; BR turns on CPF rules and the PIX gateway later.
  country            text NOT NULL CONSTRAINT merchants_country_format CHECK (country ~ '^[A-Z]{2}$'),
  -- enabled feature flags: REWCEN3, CBS3, ... VIP, LIVE_MODEL, APP_WINDOW
  flags              text[] NOT NULL DEFAULT '{}',
  -- { mem_cen: '0'|'1', dep_func: '0'|'1' }
  templates          jsonb NOT NULL DEFAULT '{"mem_cen":"0","dep_func":"0"}',
  image_cdns         text[] NOT NULL DEFAULT '{}',
  default_image_host text NOT NULL DEFAULT '',
  -- [{ type, url }] and [{ resourceType, url }]
  social_links       jsonb NOT NULL DEFAULT '[]',
  download_links     jsonb NOT NULL DEFAULT '[]',
  -- per language: { PT: { appBonus, declaration, copyright, maintenance }, EN: {...} }
  texts              jsonb NOT NULL DEFAULT '{}',
  -- { payment: [{ name, url }], licence: [{ name, url }] }
  footer_images      jsonb NOT NULL DEFAULT '{"payment":[],"licence":[]}',
  maintenance        boolean NOT NULL DEFAULT false,
  -- countries (ISO alpha-2) whose visitors see the access-restricted page
  blocked_countries  text[] NOT NULL DEFAULT '{}',
  -- countries offered in the dialing-code picker, first is the default
  dialing_countries  text[] NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT merchants_default_language_listed CHECK (default_language = ANY (languages))
);

-- A host name belongs to one merchant; resolution by Host header (spec: domainRoute).
CREATE TABLE merchant_hosts (
  host        text PRIMARY KEY CONSTRAINT merchant_hosts_lowercase CHECK (host = lower(host)),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE
);
CREATE INDEX merchant_hosts_merchant_idx ON merchant_hosts (merchant_id);

CREATE TABLE banners (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  group_name  text NOT NULL CONSTRAINT banners_group_name_check CHECK (group_name IN ('m_home', 'm_live')),
  image_url   text NOT NULL,
  title       text NOT NULL DEFAULT '',
  link_url    text,
  -- NULL: shown in every language
  language    text,
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_merchant_idx ON banners (merchant_id, group_name, sort);

CREATE TABLE customer_service_entries (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  cs_type     text NOT NULL CONSTRAINT cs_type_check CHECK (cs_type IN ('CS', 'WHATSAPP', 'LIVECHAT', 'TELEGRAM')),
  cs_position integer NOT NULL DEFAULT 0,
  title       text NOT NULL,
  -- stored in clear; obfuscated on the way out (spec section 3)
  url         text NOT NULL,
  active      boolean NOT NULL DEFAULT true
);
CREATE INDEX customer_service_merchant_idx ON customer_service_entries (merchant_id, cs_position);

CREATE TABLE help_items (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  device      text NOT NULL CONSTRAINT help_items_device_check CHECK (device IN ('MOBILE', 'WEB')),
  language    text NOT NULL,
  slug        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  title       text NOT NULL,
  -- operator HTML; sanitized before it reaches a browser
  content     text NOT NULL,
  CONSTRAINT help_items_slug_key UNIQUE (merchant_id, device, language, slug)
);

-- Announcements shown in the marquee, the notice ticker and /m/notice.
CREATE TABLE notices (
  id          serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  language    text NOT NULL,
  title       text NOT NULL,
  content     text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true,
  starts_at   timestamptz,
  ends_at     timestamptz
);
CREATE INDEX notices_merchant_idx ON notices (merchant_id, language, sort);

-- Dialing codes for the mobile-number picker (/wps/system/country).
CREATE TABLE countries (
  code         text PRIMARY KEY CONSTRAINT countries_code_format CHECK (code ~ '^[A-Z]{2}$'),
  dialing_code text NOT NULL CONSTRAINT countries_dialing_code_format CHECK (dialing_code ~ '^\+[0-9]{1,4}$'),
  names        jsonb NOT NULL
);

-- IP ranges to countries, for region restriction. Operators load a GeoIP export into it.
CREATE TABLE geo_ip_ranges (
  range   cidr PRIMARY KEY,
  country text NOT NULL CONSTRAINT geo_ip_country_format CHECK (country ~ '^[A-Z]{2}$')
);
