import { lazy } from 'react';
import { createRoutesFromElements, Route, type RouteObject } from 'react-router-dom';
import { DOCUMENT_KIND_REGISTRY, DOCUMENT_KINDS, ROUTE_PATTERNS } from '@ledgerline/contracts';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { AuthCardLoading } from '../auth/AuthCard.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';
import { SCREENS } from '../navigation/route-tree.tsx';
import { AccessGate } from './AccessGate.tsx';
import { FramedWhenSignedIn } from './FramedWhenSignedIn.tsx';
import { HomeRoute } from './HomeRoute.tsx';
import { LazyPage } from './LazyPage.tsx';

// Signed-in screens never show the auth page's forms, and few visits end on a missing page, so
// neither is part of every screen's first paint. Both chunks load alongside the user check.
const AuthPage = lazy(() => import('../auth/AuthPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage.tsx'));

const [home] = ROUTE_PATTERNS.home;
const [pricing] = ROUTE_PATTERNS.pricing;
const [contact] = ROUTE_PATTERNS.contact;
const [forgotPassword] = ROUTE_PATTERNS.forgotPassword;
const [publicPayApplication] = ROUTE_PATTERNS.publicPayApplication;
const [resetPassword] = ROUTE_PATTERNS.resetPassword;

/**
 * The route table of SPEC.md section 2; the protected part comes from the route tree (checkout is
 * there: a signed-out visitor is sent to sign in and back).
 */
export const APP_ROUTES: RouteObject[] = createRoutesFromElements(
  <>
    <Route path={home} element={<HomeRoute />} />
    <Route path={pricing} element={<FramedWhenSignedIn><RemoteScreen remote="public_views" screen="Pricing" placeholder="spinner" /></FramedWhenSignedIn>} />
    <Route path={contact} element={<RemoteScreen remote="public_views" screen="Contact" placeholder="form" />} />
    {ROUTE_PATTERNS.auth.map((path) => (
      <Route key={path} path={path} element={<LazyPage placeholder={<AuthCardLoading />}><AuthPage /></LazyPage>} />
    ))}
    <Route path={forgotPassword} element={<LazyPage placeholder={<AuthCardLoading />}><ForgotPasswordPage /></LazyPage>} />
    <Route path={resetPassword} element={<LazyPage placeholder={<AuthCardLoading />}><ResetPasswordPage /></LazyPage>} />
    {DOCUMENT_KINDS.map((kind) => {
      const { routes, publicScreen } = DOCUMENT_KIND_REGISTRY[kind];
      return <Route key={kind} path={ROUTE_PATTERNS[routes.public][0]} element={<RemoteScreen remote="public_views" screen={publicScreen} placeholder="spinner" />} />;
    })}
    <Route path={publicPayApplication} element={<RemoteScreen remote="public_views" screen="PublicPayApplication" placeholder="spinner" />} />

    <Route element={<ProtectedRoute />}>
      {SCREENS.flatMap(({ paths, element, access }) =>
        element === undefined
          ? []
          : paths.map((path) => <Route key={path} path={path} element={access ? <AccessGate rule={access}>{element}</AccessGate> : element} />),
      )}
    </Route>

    <Route path="*" element={<LazyPage placeholder={<FullPageSpinner />}><NotFoundPage /></LazyPage>} />
  </>,
);
