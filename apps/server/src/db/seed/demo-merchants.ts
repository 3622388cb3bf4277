import type { LanguageCode, RegistrationRule } from '@ficha/contract';
import type { Insertable } from 'kysely';
import type { FooterImage, MerchantsTable } from '../schema.ts';

/** One demo operator's whole set-up: the merchant row and what hangs off it. */
export interface DemoMerchant {
  merchant: Insertable<MerchantsTable>;
  hosts: string[];
  /** A banner whose art carries text is listed once per language (`language`); none: every language. */
  banners: Array<{
    group: 'm_home' | 'm_live';
    image: string;
    title: string;
    link: string | null;
    language?: LanguageCode;
  }>;
  customerService: Array<{ type: 'CS' | 'WHATSAPP' | 'LIVECHAT' | 'TELEGRAM'; title: string; url: string }>;
  notices: Record<string, Array<{ title: string; content: string }>>;
  /** Overrides of the platform's registration field rules (none: the platform's rules). */
  registrationRules?: RegistrationRule[];
  /** Deposit methods (amounts in minor units); promotions are in demo-promotions.ts. */
  depositMethods?: Array<{
    code: 'PIX' | 'BANK_TRANSFER';
    name: string;
    min: number;
    max: number;
    details?: Record<string, string>;
  }>;
  /** Demo accounts, so a tester can sign in at once and agents have an invitation code. */
  members?: Array<{
    username: string;
    password: string;
    type: number;
    nickname: string;
    invitationCode?: string;
    /** The username of the member's upline (listed before it): the agent tree of issue 17. */
    upline?: string;
    /** The member's CPF and e-mail (a withdrawal goes only to a PIX key in the verified CPF). */
    cpf?: string;
    email?: string;
  }>;
}

const demo = (file: string) => `/static/demo/${file}`;
const json = (value: unknown): string => JSON.stringify(value);

// Labels (alt texts) and art in each language of the demo merchants: art with words has a file per
// language.
const PAYMENT_IMAGES: FooterImage[] = [
  { name: 'PIX', url: demo('pay-pix.svg') },
  {
    name: 'Bank transfer',
    url: demo('pay-bank-transfer.svg'),
    names: { PT: 'Transferência bancária' },
    urls: { PT: demo('pay-bank-transfer-pt.svg') },
  },
  { name: 'Boleto', url: demo('pay-boleto.svg'), names: { PT: 'Boleto bancário' } },
  {
    name: 'Crypto',
    url: demo('pay-crypto.svg'),
    names: { PT: 'Criptomoedas' },
    urls: { PT: demo('pay-crypto-pt.svg') },
  },
];
const LICENCE_IMAGES: FooterImage[] = [
  { name: '18+', url: demo('licence-18plus.svg'), names: { PT: 'Proibido para menores de 18 anos' } },
  {
    name: 'Responsible gaming',
    url: demo('licence-responsible-gaming.svg'),
    names: { PT: 'Jogo responsável' },
    urls: { PT: demo('licence-responsible-gaming-pt.svg') },
  },
  {
    name: 'Provably fair',
    url: demo('licence-provably-fair.svg'),
    names: { PT: 'Jogo comprovadamente justo' },
    urls: { PT: demo('licence-provably-fair-pt.svg') },
  },
];

/** Ficha: the Brazilian demo operator, PT first, every feature on. */
const FICHA: DemoMerchant = {
  merchant: {
    code: 'FICHA',
    name: 'Ficha',
    // A demo site: its PIX deposits go through the sandbox gateway (never in production, see seed.ts).
    demo: true,
    pix_gateway: 'sandbox',
    logo_url: demo('ficha-logo.svg'),
    brand: json({ primary: '#12a150', primaryContrast: '#ffffff', accent: '#f5c542' }),
    default_language: 'PT',
    languages: ['PT', 'EN'],
    currency: 'BRL',
    currency_symbol: 'R$',
    country: 'BR',
    // Lei 14.790/2023 (promotions/jurisdictions.ts): no bonus for placing bets
    jurisdiction: 'BR_LEI_14790',
    // Identity verification waits for the first withdrawal: the spec's journeys register, then
    // deposit at once (the console's KYC setting turns BEFORE_ACTIVATION on).
    kyc_rule: 'FIRST_WITHDRAWAL',
    flags: [
      'REWCEN3',
      'CBS3',
      'AGENTPOLICY3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'VIP',
      'LIVE_MODEL',
      'APP_WINDOW',
      'FREEPLAY',
      'REFERRAL',
      'AGENT_TRANSFER',
    ],
    templates: json({ mem_cen: '1', dep_func: '1' }),
    social_links: json([
      { type: 'INSTAGRAM', url: 'https://instagram.com/ficha.bet' },
      { type: 'TELEGRAM', url: 'https://t.me/ficha_oficial' },
      { type: 'YOUTUBE', url: 'https://youtube.com/@ficha' },
      { type: 'WHATSAPP', url: 'https://wa.me/5511900000000' },
      { type: 'TIKTOK', url: 'https://tiktok.com/@ficha.bet' },
      { type: 'KWAI', url: 'https://kwai.com/@ficha' },
    ]),
    // The Android entry opens the install guide of the web app (no store build ships with the demo).
    download_links: json([
      { resourceType: 'Android', url: '/m/app' },
      { resourceType: 'AppDownloadIcon', url: demo('ficha-app-icon.svg') },
    ]),
    texts: json({
      PT: {
        appBonus: 'Instale o app e abra seus jogos com um toque',
        declaration:
          'Ficha é uma plataforma de apostas de quota fixa operada conforme a Lei nº 14.790/2023. ' +
          'Proibido para menores de 18 anos. Jogue com responsabilidade: apostar pode causar dependência.',
        copyright: '© 2026 Ficha. Todos os direitos reservados.',
        maintenance: 'Estamos melhorando a plataforma. Voltamos em breve; seu saldo está seguro.',
      },
      EN: {
        appBonus: 'Install the app and open your games with one tap',
        declaration:
          'Ficha is a fixed-odds betting platform operated under Brazilian Law 14,790/2023. ' +
          'No one under 18 may play. Play responsibly: gambling can be addictive.',
        copyright: '© 2026 Ficha. All rights reserved.',
        maintenance: 'We are improving the platform. We will be back shortly; your balance is safe.',
      },
    }),
    footer_images: json({ payment: PAYMENT_IMAGES, licence: LICENCE_IMAGES }),
    blocked_countries: ['US', 'GB', 'FR'],
    dialing_countries: ['BR', 'PT', 'AR', 'PY', 'UY', 'CL', 'CO', 'PE', 'MX', 'AO', 'MZ'],
  },
  hosts: ['localhost', '127.0.0.1', 'ficha.localhost'],
  depositMethods: [
    { code: 'PIX', name: 'PIX', min: 1_000, max: 5_000_000 },
    {
      code: 'BANK_TRANSFER',
      name: 'Transferência bancária',
      min: 5_000,
      max: 10_000_000,
      details: {
        bank: 'Banco Demo S.A. (999)',
        branch: '0001',
        account: '123456-7',
        holder: 'Ficha Pagamentos Ltda',
        document: '00.000.000/0001-91',
      },
    },
  ],
  members: [
    {
      username: 'agente01',
      password: 'Agente2026',
      type: 1,
      nickname: 'Agente Ficha',
      invitationCode: 'FICHA2026',
    },
    // Verified with this CPF: withdraws to the PIX key of the CPF or of this e-mail.
    {
      username: 'jogador01',
      password: 'Jogador2026',
      type: 0,
      nickname: 'Jogador Demo',
      cpf: '39053344705',
      email: 'jogador01@example.com',
    },
    // The demo agent's team: direct players, a sub-agent with a player of its own.
    { username: 'jogador02', password: 'Jogador2026', type: 0, nickname: 'Bia', upline: 'agente01' },
    { username: 'jogador03', password: 'Jogador2026', type: 0, nickname: 'Caio', upline: 'agente01' },
    {
      username: 'agente02',
      password: 'Agente2026',
      type: 1,
      nickname: 'Subagente',
      invitationCode: 'SUB2026',
      upline: 'agente01',
    },
    { username: 'jogador04', password: 'Jogador2026', type: 0, nickname: 'Duda', upline: 'agente02' },
  ],
  // The banners' art carries text: Portuguese art for PT, English art for EN.
  banners: [
    {
      group: 'm_home',
      image: 'ficha-banner-1.svg',
      title: 'Cashback semanal de 10%',
      link: '/m/activity',
      language: 'PT',
    },
    {
      group: 'm_home',
      image: 'ficha-banner-2.svg',
      title: 'Crash: saque antes da queda',
      link: '/m/gameList?gameType=CRASH',
      language: 'PT',
    },
    {
      group: 'm_home',
      image: 'ficha-banner-3.svg',
      title: 'Depósito PIX na hora',
      link: '/m/voucherCenter',
      language: 'PT',
    },
    {
      group: 'm_live',
      image: 'ficha-live-1.svg',
      title: 'Bacará Ficha Original',
      link: '/m/gameList?gameType=TG',
      language: 'PT',
    },
    {
      group: 'm_home',
      image: 'ficha-banner-1-en.svg',
      title: '10% weekly cashback',
      link: '/m/activity',
      language: 'EN',
    },
    {
      group: 'm_home',
      image: 'ficha-banner-2-en.svg',
      title: 'Crash: cash out before the crash',
      link: '/m/gameList?gameType=CRASH',
      language: 'EN',
    },
    {
      group: 'm_home',
      image: 'ficha-banner-3-en.svg',
      title: 'Instant PIX deposits',
      link: '/m/voucherCenter',
      language: 'EN',
    },
    {
      group: 'm_live',
      image: 'ficha-live-1-en.svg',
      title: 'Ficha Original baccarat',
      link: '/m/gameList?gameType=TG',
      language: 'EN',
    },
  ],
  customerService: [
    { type: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/5511900000000' },
    { type: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/ficha_suporte' },
  ],
  notices: {
    PT: [
      {
        title: 'Depósitos por PIX são creditados em segundos, 24 horas por dia.',
        content:
          '<p>Use o QR code ou o código copia e cola na página de <a href="/m/voucherCenter">depósito</a>.</p>',
      },
      {
        title: 'Novos jogos provably fair do estúdio Ficha: confira no lobby.',
        content: '<p>Cada rodada pode ser verificada por você no painel de justiça do jogo.</p>',
      },
      {
        title: 'Jogue com responsabilidade: decida quanto gastar e faça pausas.',
        content: '<p>Leia nosso guia de <a href="/m/help?i=2">jogo responsável</a>.</p>',
      },
    ],
    EN: [
      {
        title: 'PIX deposits are credited within seconds, 24 hours a day.',
        content:
          '<p>Use the QR code or the copy-and-paste code on the <a href="/m/voucherCenter">deposit</a> page.</p>',
      },
      {
        title: 'New provably fair games from the Ficha studio: check the lobby.',
        content: '<p>You can verify every round yourself in the game’s fairness panel.</p>',
      },
      {
        title: 'Play responsibly: decide what you can spend and take breaks.',
        content: '<p>Read our <a href="/m/help?i=2">responsible gaming</a> guide.</p>',
      },
    ],
  },
};

/** Rio Sorte: a second operator with its own look, English only, fewer features. */
const RIO: DemoMerchant = {
  merchant: {
    code: 'RIO',
    name: 'Rio Sorte',
    demo: true,
    logo_url: demo('rio-logo.svg'),
    brand: json({ primary: '#1e4fd8', primaryContrast: '#ffffff', accent: '#ff6f61' }),
    default_language: 'EN',
    languages: ['EN'],
    currency: 'USD',
    currency_symbol: '$',
    country: 'MT',
    jurisdiction: 'PERMISSIVE',
    // VIP: its levels, sign-in calendar and leaderboard are in demo-vip.ts
    flags: ['USERNAMEREG3', 'REWCEN3', 'VIP'],
    templates: json({ mem_cen: '0', dep_func: '0' }),
    social_links: json([
      { type: 'FACEBOOK', url: 'https://facebook.com/riosorte' },
      { type: 'TWITTER', url: 'https://twitter.com/riosorte' },
    ]),
    download_links: json([]),
    texts: json({
      EN: {
        appBonus: 'Add Rio Sorte to your home screen for one-tap play',
        declaration: 'Rio Sorte is licensed for remote gaming. 18+ only. Please play responsibly.',
        copyright: '© 2026 Rio Sorte. All rights reserved.',
        maintenance: 'Scheduled maintenance in progress. Please come back soon.',
      },
    }),
    footer_images: json({ payment: PAYMENT_IMAGES.slice(1, 2), licence: LICENCE_IMAGES.slice(0, 2) }),
    blocked_countries: ['US'],
    dialing_countries: ['GB', 'PT', 'BR'],
  },
  hosts: ['rio.localhost'],
  banners: [{ group: 'm_home', image: 'rio-banner-1.svg', title: 'Welcome bonus', link: '/m/voucherCenter' }],
  customerService: [{ type: 'TELEGRAM', title: 'Telegram support', url: 'https://t.me/riosorte_help' }],
  depositMethods: [
    {
      code: 'BANK_TRANSFER',
      name: 'Bank transfer',
      min: 2_000,
      max: 2_000_000,
      details: { bank: 'Demo Bank Ltd', account: 'MT00 DEMO 0000 0000 0000', holder: 'Rio Sorte Ltd' },
    },
  ],
  notices: {
    EN: [
      { title: 'Welcome to Rio Sorte! Provably fair originals in the lobby.', content: '<p>Good luck!</p>' },
    ],
  },
};

export const DEMO_MERCHANTS: DemoMerchant[] = [FICHA, RIO];

/**
 * The demo back office's administrator (SEED_DEMO only; change or disable it in production). ADMIN
 * needs a second factor: its TOTP secret (base32) is published in the README so anyone trying the
 * site can add it to an authenticator app.
 */
export const DEMO_STAFF = {
  username: 'operador',
  password: 'Operador2026!',
  totpSecret: 'FICHADEMOOPERADORFICHADEMOOPERAD',
};
