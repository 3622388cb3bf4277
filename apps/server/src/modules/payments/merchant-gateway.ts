import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Merchant, merchantsUsingGateways } from '../merchants/merchants.repository.ts';
import type { PixGateway, PixGateways } from './payment-gateway.ts';

type GatewaySetting = Pick<Merchant, 'demo' | 'pix_gateway'>;

/**
 * The gateway that takes a merchant's PIX deposits now, or none (then PIX is not offered). A
 * sandbox gateway confirms payments no bank made, so it serves only a merchant marked as a demo
 * site, and nobody in production.
 */
export function merchantPixGateway(
  gateways: PixGateways,
  merchant: GatewaySetting,
  production: boolean,
): PixGateway | undefined {
  if (merchant.pix_gateway === null) return undefined;
  const gateway = gateways.get(merchant.pix_gateway);
  if (!gateway) return undefined;
  if (gateway.sandbox && (production || !merchant.demo)) return undefined;
  return gateway;
}

/**
 * Whether this gateway's payment notice may credit this order: only the gateway that issued the
 * charge may. A real PSP has received real money, so its notice counts even after the merchant
 * moved to another gateway; a sandbox's counts only while the merchant may still use it.
 */
export function mayConfirmCharge(
  gateway: PixGateway,
  merchant: GatewaySetting,
  orderGateway: string | null,
  production: boolean,
): boolean {
  if (orderGateway !== gateway.name) return false;
  if (!gateway.sandbox) return true;
  return merchant.pix_gateway === gateway.name && merchant.demo && !production;
}

/**
 * At start in production: a merchant still set to a sandbox gateway (a database that ran as a
 * demo, then went live) stops the server with the merchants' codes and the fix, rather than leave
 * a site whose PIX silently disappeared.
 */
export async function assertNoSandboxInProduction(
  db: Kysely<DB>,
  gateways: PixGateways,
  production: boolean,
): Promise<void> {
  if (!production) return;
  const sandboxes = [...gateways.values()].filter((g) => g.sandbox).map((g) => g.name);
  if (sandboxes.length === 0) return;
  const rows = await merchantsUsingGateways(db, sandboxes);
  if (rows.length === 0) return;
  const codes = rows.map((r) => r.code);
  throw new Error(
    `NODE_ENV=production refuses the sandbox PIX gateway, which merchant(s) ${codes.join(', ')} use. ` +
      `Configure a real gateway, or turn PIX off: UPDATE merchants SET pix_gateway = NULL WHERE code IN (${codes
        .map((c) => `'${c}'`)
        .join(', ')});`,
  );
}
