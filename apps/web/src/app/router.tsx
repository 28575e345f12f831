import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';

/**
 * Route-level code splitting: each page is its own chunk, loaded on first visit. The home page is the landing page
 * of most visits, so it ships in the main bundle and paints without a second round trip.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const NotFoundPage = page(() => import('./NotFoundPage.tsx'), 'NotFoundPage');
const LoginPage = page(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const ProfileSettingsPage = page(() => import('../features/settings/ProfileSettingsPage.tsx'), 'ProfileSettingsPage');
const DataTransferPage = page(() => import('../features/settings/DataTransferPage.tsx'), 'DataTransferPage');
const PatchNotesPage = page(() => import('../features/info/PatchNotesPage.tsx'), 'PatchNotesPage');
const DonatePage = page(() => import('../features/info/DonatePage.tsx'), 'DonatePage');
const SupportPage = page(() => import('../features/feedback/SupportPage.tsx'), 'SupportPage');
const DeckListPage = page(() => import('../features/decks/DeckListPage.tsx'), 'DeckListPage');
const DeckViewPage = page(() => import('../features/decks/DeckViewPage.tsx'), 'DeckViewPage');
const NewDeckPage = page(() => import('../features/decks/DeckBuilderPage.tsx'), 'NewDeckPage');
const EditDeckPage = page(() => import('../features/decks/DeckBuilderPage.tsx'), 'EditDeckPage');
const LogTcgMatchPage = page(() => import('../features/matches/TcgMatchFormPage.tsx'), 'LogTcgMatchPage');
const EditTcgMatchPage = page(() => import('../features/matches/TcgMatchFormPage.tsx'), 'EditTcgMatchPage');
const PtcglImportPage = page(() => import('../features/ptcgl-import/PtcglImportPage.tsx'), 'PtcglImportPage');
const ShowdownImportPage = page(
  () => import('../features/showdown-import/ShowdownImportPage.tsx'),
  'ShowdownImportPage',
);
const LimitlessImportPage = page(
  () => import('../features/limitless-import/LimitlessImportPage.tsx'),
  'LimitlessImportPage',
);
const LogVgcMatchPage = page(() => import('../features/matches/vgc/VgcMatchFormPage.tsx'), 'LogVgcMatchPage');
const EditVgcMatchPage = page(() => import('../features/matches/vgc/VgcMatchFormPage.tsx'), 'EditVgcMatchPage');
const DashboardPage = page(() => import('../features/matches/dashboard/DashboardPage.tsx'), 'DashboardPage');
const TeamListPage = page(() => import('../features/teams/TeamListPage.tsx'), 'TeamListPage');
const NewTeamPage = page(() => import('../features/teams/TeamBuilderPage.tsx'), 'NewTeamPage');
const EditTeamPage = page(() => import('../features/teams/TeamBuilderPage.tsx'), 'EditTeamPage');
const TeamImportPage = page(() => import('../features/teams/TeamImportPage.tsx'), 'TeamImportPage');
const SharePage = page(() => import('../features/share/SharePage.tsx'), 'SharePage');
const AdminHubPage = page(() => import('../features/admin/AdminHubPage.tsx'), 'AdminHubPage');
const AdminSeasonsPage = page(() => import('../features/admin/seasons/AdminSeasonsPage.tsx'), 'AdminSeasonsPage');
const AdminRestrictedPokemonPage = page(
  () => import('../features/admin/restricted/AdminRestrictedPokemonPage.tsx'),
  'AdminRestrictedPokemonPage',
);
const AdminRegulationsPage = page(
  () => import('../features/admin/regulations/AdminRegulationsPage.tsx'),
  'AdminRegulationsPage',
);
const AdminDeckCategoriesPage = page(
  () => import('../features/admin/deckCategories/AdminDeckCategoriesPage.tsx'),
  'AdminDeckCategoriesPage',
);
const AdminFeedbackPage = page(() => import('../features/admin/feedback/AdminFeedbackPage.tsx'), 'AdminFeedbackPage');
const AdminManagersPage = page(() => import('../features/admin/managers/AdminManagersPage.tsx'), 'AdminManagersPage');
const AdminMatchesPage = page(() => import('../features/admin/matches/AdminMatchesPage.tsx'), 'AdminMatchesPage');
const AdminDeckCategorizationPage = page(
  () => import('../features/admin/deckCategories/AdminDeckCategorizationPage.tsx'),
  'AdminDeckCategorizationPage',
);
const TcgMatchAnalyticsPage = page(
  () => import('../features/analytics/tcg/TcgMatchAnalyticsPage.tsx'),
  'TcgMatchAnalyticsPage',
);
const TcgDeckAnalyticsPage = page(
  () => import('../features/analytics/tcg/TcgDeckAnalyticsPage.tsx'),
  'TcgDeckAnalyticsPage',
);
const VgcMatchAnalyticsPage = page(
  () => import('../features/analytics/vgc/VgcMatchAnalyticsPage.tsx'),
  'VgcMatchAnalyticsPage',
);
const VgcTeamAnalyticsPage = page(
  () => import('../features/analytics/vgc/VgcTeamAnalyticsPage.tsx'),
  'VgcTeamAnalyticsPage',
);
const FriendsPage = page(() => import('../features/friends/FriendsPage.tsx'), 'FriendsPage');
const FriendProfilePage = page(() => import('../features/friends/FriendProfilePage.tsx'), 'FriendProfilePage');
const MatchGroupsPage = page(() => import('../features/match-groups/MatchGroupsPage.tsx'), 'MatchGroupsPage');
const GlobalMetaPage = page(() => import('../features/analytics/global/GlobalMetaPage.tsx'), 'GlobalMetaPage');
const GlobalMatrixPage = page(() => import('../features/analytics/global/GlobalMatrixPage.tsx'), 'GlobalMatrixPage');
const GlobalVgcPage = page(() => import('../features/analytics/global/GlobalVgcPage.tsx'), 'GlobalVgcPage');
const GlobalCardsPage = page(() => import('../features/analytics/global/GlobalCardsPage.tsx'), 'GlobalCardsPage');
const GlobalComparisonPage = page(
  () => import('../features/analytics/global/GlobalComparisonPage.tsx'),
  'GlobalComparisonPage',
);

/** Redirect aliases of spec part 1 §2 and part 2 §2. The query string is carried along. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/admin', to: '/admin/hub' },
  { from: '/analytics', to: '/analytics/tcg/matches' },
  { from: '/analytics-vgc', to: '/analytics/vgc/matches' },
  { from: '/vgc-match-analytics', to: '/analytics/vgc/matches' },
  { from: '/tcg-match-analytics', to: '/analytics/tcg/matches' },
  { from: '/tcg-deck-analytics', to: '/analytics/tcg/decks' },
  { from: '/vgc-team-analytics', to: '/analytics/vgc/teams' },
  { from: '/log-match', to: '/log-match/tcg' },
  { from: '/log-match-vgc', to: '/log-match/vgc' },
  { from: '/analytics/decks', to: '/analytics/tcg/decks' },
];

function redirectTo(to: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search);
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        // Inside the layout, so a crashing page keeps the navigation around it.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          {
            path: 'profile-settings',
            element: (
              <RequireAuth>
                <ProfileSettingsPage />
              </RequireAuth>
            ),
          },
          { path: 'patch-notes', element: <PatchNotesPage /> },
          { path: 'my-data', element: <DataTransferPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'donate', element: <DonatePage /> },
          { path: 'decks', element: <DeckListPage /> },
          { path: 'lists', element: <DeckListPage /> },
          { path: 'decks/new', element: <NewDeckPage /> },
          { path: 'decks/edit/:id', element: <EditDeckPage /> },
          { path: 'decks/:id', element: <DeckViewPage /> },
          { path: 'teams', element: <TeamListPage /> },
          { path: 'lists-vgc', element: <TeamListPage /> },
          { path: 'teams/new', element: <NewTeamPage /> },
          { path: 'teams/edit/:id', element: <EditTeamPage /> },
          { path: 'teams/import', element: <TeamImportPage /> },
          { path: 'log-match/tcg', element: <LogTcgMatchPage /> },
          { path: 'edit-match/tcg/:id', element: <EditTcgMatchPage /> },
          { path: 'import-match', element: <PtcglImportPage /> },
          { path: 'import-replay', element: <ShowdownImportPage /> },
          { path: 'import-limitless', element: <LimitlessImportPage /> },
          { path: 'share', element: <SharePage /> },
          { path: 'log-match/vgc', element: <LogVgcMatchPage /> },
          { path: 'edit-match/vgc/:id', element: <EditVgcMatchPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'match-groups', element: <MatchGroupsPage /> },
          { path: 'analytics/tcg/matches', element: <TcgMatchAnalyticsPage /> },
          { path: 'analytics/tcg/decks', element: <TcgDeckAnalyticsPage /> },
          { path: 'analytics/vgc/matches', element: <VgcMatchAnalyticsPage /> },
          { path: 'analytics/vgc/teams', element: <VgcTeamAnalyticsPage /> },
          { path: 'analytics/global', element: <GlobalMetaPage /> },
          { path: 'analytics/global/matrix', element: <GlobalMatrixPage /> },
          { path: 'analytics/global/comparison', element: <GlobalComparisonPage /> },
          { path: 'analytics/global/vgc', element: <GlobalVgcPage /> },
          { path: 'analytics/global/cards', element: <GlobalCardsPage /> },
          { path: 'friends', element: <FriendsPage /> },
          { path: 'friends/:friendId', element: <FriendProfilePage /> },
          {
            path: 'admin/hub',
            element: (
              <RequireAuth>
                <AdminHubPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/seasons',
            element: (
              <RequireAuth>
                <AdminSeasonsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/restricted-pokemon',
            element: (
              <RequireAuth>
                <AdminRestrictedPokemonPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/regulations',
            element: (
              <RequireAuth>
                <AdminRegulationsPage />
              </RequireAuth>
            ),
          },
          ...['admin/decks', 'admin/deck-categories'].map((path) => ({
            path,
            element: (
              <RequireAuth>
                <AdminDeckCategoriesPage />
              </RequireAuth>
            ),
          })),
          ...(
            [
              ['admin/feedback', <AdminFeedbackPage />],
              ['admin/managers', <AdminManagersPage />],
              ['admin/matches', <AdminMatchesPage />],
            ] as const
          ).map(([path, screen]) => ({ path, element: <RequireAuth>{screen}</RequireAuth> })),
          {
            path: 'admin/deck-categorization',
            element: (
              <RequireAuth>
                <AdminDeckCategorizationPage />
              </RequireAuth>
            ),
          },
          ...REDIRECTS.map(({ from, to }) => ({ path: from, loader: redirectTo(to) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
