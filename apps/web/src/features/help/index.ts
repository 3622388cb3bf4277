export { useHelpCenter } from './api/get-help-center';
export { HelpArticle } from './components/help-article';
export { HelpCenter } from './components/help-center';
