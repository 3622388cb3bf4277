export { useRewardCenter } from './api/promotions';
export { PromotionDetail } from './components/promotion-detail';
export { PromotionList } from './components/promotion-list';
export { RewardCenterView } from './components/reward-center';
