import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { Layout } from './layout';

// Each screen is its own chunk: the login page does not load the charts.
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const PlayersPage = lazy(() => import('@/features/players/players-page'));
const PlayerPage = lazy(() => import('@/features/players/player-page'));
const CashierPage = lazy(() => import('@/features/cashier/cashier-page'));
const GamesPage = lazy(() => import('@/features/games/games-page'));
const RgPage = lazy(() => import('@/features/responsible-gaming/rg-page'));
const ReportsPage = lazy(() => import('@/features/reports/reports-page'));
const AnnouncementsPage = lazy(() => import('@/features/messages/announcements-page'));
const InboxPage = lazy(() => import('@/features/messages/inbox-page'));
const FeedbackPage = lazy(() => import('@/features/messages/feedback-page'));
const AgentTreePage = lazy(() => import('@/features/agents/agent-tree-page'));
const AgentPayPage = lazy(() => import('@/features/agent-contracts/runs-page'));
const ChatPage = lazy(() => import('@/features/chat/chat-page'));
const ContentPage = lazy(() => import('@/features/content/content-page'));
const MerchantsPage = lazy(() => import('@/features/merchants/merchants-page'));
const MerchantEditorPage = lazy(() => import('@/features/merchants/merchant-editor-page'));
const LotteryPage = lazy(() => import('@/features/lottery/lottery-page'));
const PaymentSettingsPage = lazy(() => import('@/features/payments/payment-settings-page'));
const StaffPage = lazy(() => import('@/features/staff/staff-page'));
const AuditPage = lazy(() => import('@/features/audit/audit-page'));
const KycPage = lazy(() => import('@/features/kyc/kyc-page'));
const PromotionCommentsPage = lazy(() => import('@/features/promotion-comments/promotion-comments-page'));
const PromotionsPage = lazy(() => import('@/features/promotions/promotions-page'));
const VipPage = lazy(() => import('@/features/vip/vip-page'));

const screen = (Page: React.ComponentType) => (
  <Suspense
    fallback={
      <Center py="xl">
        <Loader />
      </Center>
    }
  >
    <Page />
  </Suspense>
);

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: screen(DashboardPage) },
        { path: 'players', element: screen(PlayersPage) },
        { path: 'players/:id', element: screen(PlayerPage) },
        { path: 'cashier', element: screen(CashierPage) },
        { path: 'games', element: screen(GamesPage) },
        { path: 'responsible-gaming', element: screen(RgPage) },
        { path: 'reports', element: screen(ReportsPage) },
        { path: 'messages/announcements', element: screen(AnnouncementsPage) },
        { path: 'messages/inbox', element: screen(InboxPage) },
        { path: 'messages/feedback', element: screen(FeedbackPage) },
        { path: 'agent-pay', element: screen(AgentPayPage) },
        { path: 'chat', element: screen(ChatPage) },
        { path: 'agents', element: screen(AgentTreePage) },
        { path: 'content/:tab?', element: screen(ContentPage) },
        { path: 'merchants', element: screen(MerchantsPage) },
        { path: 'merchants/:id', element: screen(MerchantEditorPage) },
        { path: 'lottery', element: screen(LotteryPage) },
        { path: 'payment-settings', element: screen(PaymentSettingsPage) },
        { path: 'staff', element: screen(StaffPage) },
        { path: 'audit', element: screen(AuditPage) },
        { path: 'kyc', element: screen(KycPage) },
        { path: 'promotion-comments', element: screen(PromotionCommentsPage) },
        { path: 'promotions', element: screen(PromotionsPage) },
        { path: 'vip', element: screen(VipPage) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
