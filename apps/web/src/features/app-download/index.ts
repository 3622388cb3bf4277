export { AppGuide } from './components/app-guide';
export { hasDownloadLinks } from './download-items';
export { captureInstallPrompt } from './install-prompt';
export { DownloadSheet } from './lazy-download-sheet';
