import type { LanguageCode } from '@ficha/contract';
/** Dialing codes offered by the mobile-number picker (ITU-T E.164 country codes). */
export const COUNTRIES: Array<{ code: string; dialing: string } & Record<LanguageCode, string>> = [
  { code: 'BR', dialing: '+55', PT: 'Brasil', EN: 'Brazil' },
  { code: 'PT', dialing: '+351', PT: 'Portugal', EN: 'Portugal' },
  { code: 'AR', dialing: '+54', PT: 'Argentina', EN: 'Argentina' },
  { code: 'PY', dialing: '+595', PT: 'Paraguai', EN: 'Paraguay' },
  { code: 'UY', dialing: '+598', PT: 'Uruguai', EN: 'Uruguay' },
  { code: 'CL', dialing: '+56', PT: 'Chile', EN: 'Chile' },
  { code: 'CO', dialing: '+57', PT: 'Colômbia', EN: 'Colombia' },
  { code: 'PE', dialing: '+51', PT: 'Peru', EN: 'Peru' },
  { code: 'MX', dialing: '+52', PT: 'México', EN: 'Mexico' },
  { code: 'AO', dialing: '+244', PT: 'Angola', EN: 'Angola' },
  { code: 'MZ', dialing: '+258', PT: 'Moçambique', EN: 'Mozambique' },
  { code: 'GB', dialing: '+44', PT: 'Reino Unido', EN: 'United Kingdom' },
  { code: 'US', dialing: '+1', PT: 'Estados Unidos', EN: 'United States' },
  { code: 'ES', dialing: '+34', PT: 'Espanha', EN: 'Spain' },
  { code: 'MT', dialing: '+356', PT: 'Malta', EN: 'Malta' },
];

/**
 * Demo IP ranges for region restriction, taken from the documentation blocks of RFC 5737 so they
 * never match a real visitor. An operator loads a real GeoIP export into geo_ip_ranges.
 */
export const DEMO_GEO_IP_RANGES: Array<{ range: string; country: string }> = [
  { range: '192.0.2.0/24', country: 'BR' },
  { range: '198.51.100.0/24', country: 'PT' },
  { range: '203.0.113.0/24', country: 'US' },
];
