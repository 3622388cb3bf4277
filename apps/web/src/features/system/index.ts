export { takeBootAnswers } from './api/boot-answers';
export { consolidatedQuery, useConsolidated, useWhitelabel } from './api/get-consolidated';
export { ensureMerchant, restoreMerchant } from './api/get-domain-route';
export { statusQuery, useSystemStatus } from './api/get-status';
export { merchantPageFn, merchantPagesQuery, merchantQueryFn } from './api/merchant-query';
export { StatusPage } from './lazy-status-page';
