// The merchant:add file is read by the same code as the console's "new merchant": the contract's
// merchantFileSchema, through modules/merchants/merchant-setup.ts.
export { type MerchantFileResult, readMerchantFile } from '../modules/merchants/merchant-setup.ts';
