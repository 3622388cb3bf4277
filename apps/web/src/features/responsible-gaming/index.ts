export { RealityCheckWatcher } from './components/reality-check-dialog';
export { ResponsibleGamingPage } from './components/rg-page';
