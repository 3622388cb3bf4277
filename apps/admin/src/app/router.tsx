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
const LotteryPage = lazy(() => import('@/features/lottery/lottery-page'));
const PaymentSettingsPage = lazy(() => import('@/features/payments/payment-settings-page'));
const StaffPage = lazy(() => import('@/features/staff/staff-page'));
const AuditPage = lazy(() => import('@/features/audit/audit-page'));

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
        { path: 'lottery', element: screen(LotteryPage) },
        { path: 'payment-settings', element: screen(PaymentSettingsPage) },
        { path: 'staff', element: screen(StaffPage) },
        { path: 'audit', element: screen(AuditPage) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
