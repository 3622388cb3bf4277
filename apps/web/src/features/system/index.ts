export { consolidatedQuery, useConsolidated, useWhitelabel } from './api/get-consolidated';
export { ensureMerchant, restoreMerchant } from './api/get-domain-route';
export { statusQuery, useSystemStatus } from './api/get-status';
export { StatusPage } from './lazy-status-page';
