export { AppGuide } from './components/app-guide';
export { DownloadSheet } from './components/download-sheet';
export { hasDownloadLinks } from './download-items';
export { captureInstallPrompt } from './install-prompt';
