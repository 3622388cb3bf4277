export { NoticeList } from './components/notice-list';
