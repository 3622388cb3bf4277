export { LanguagePicker } from './components/language-picker';
export { useMerchantLanguage } from './use-site-languages';
