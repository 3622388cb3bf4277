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
const MerchantsPage = lazy(() => import('@/features/merchants/merchants-page'));
const MerchantEditorPage = lazy(() => import('@/features/merchants/merchant-editor-page'));

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
        { path: 'merchants', element: screen(MerchantsPage) },
        { path: 'merchants/:id', element: screen(MerchantEditorPage) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
