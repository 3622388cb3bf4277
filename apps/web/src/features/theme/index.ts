export { applyBrand } from './brand';
export { ThemeSwitch } from './components/theme-switch';
