import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { AuthCardLoading } from '../auth/AuthCard.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';
import { SCREENS } from '../navigation/route-tree.tsx';
import { AccessGate } from './AccessGate.tsx';
import { HomeRoute } from './HomeRoute.tsx';
import { LazyPage } from './LazyPage.tsx';

// Signed-in screens never show the auth page's forms, and few visits end on a missing page, so
// neither is part of every screen's first paint. Both chunks load alongside the user check.
const AuthPage = lazy(() => import('../auth/AuthPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));

/** The route table of SPEC.md section 2; the protected part comes from the route tree. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/pricing" element={<RemoteScreen remote="public_views" screen="Pricing" placeholder="spinner" />} />
      <Route path="/checkout/success" element={<RemoteScreen remote="public_views" screen="CheckoutSuccess" placeholder="spinner" />} />
      <Route path="/checkout/:planKey" element={<RemoteScreen remote="public_views" screen="Checkout" placeholder="form" />} />
      <Route path="/contact" element={<RemoteScreen remote="public_views" screen="Contact" placeholder="form" />} />
      {['/auth', '/login', '/register'].map((path) => (
        <Route key={path} path={path} element={<LazyPage placeholder={<AuthCardLoading />}><AuthPage /></LazyPage>} />
      ))}
      <Route path="/view/invoice/:id" element={<RemoteScreen remote="public_views" screen="PublicInvoice" placeholder="spinner" />} />
      <Route path="/view/estimate/:id" element={<RemoteScreen remote="public_views" screen="PublicEstimate" placeholder="spinner" />} />

      <Route element={<ProtectedRoute />}>
        {SCREENS.flatMap(({ paths, element, access }) =>
          element === undefined
            ? []
            : paths.map((path) => (
                <Route key={path} path={path} element={access ? <AccessGate rule={access}>{element}</AccessGate> : element} />
              )),
        )}
      </Route>

      <Route path="*" element={<LazyPage placeholder={<FullPageSpinner />}><NotFoundPage /></LazyPage>} />
    </Routes>
  );
}
