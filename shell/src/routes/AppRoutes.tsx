import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../auth/AuthPage.tsx';
import { ProtectedRoute } from '../auth/ProtectedRoute.tsx';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';
import { SCREENS } from '../navigation/route-tree.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AccessGate } from './AccessGate.tsx';
import { HomeRoute } from './HomeRoute.tsx';

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
        <Route key={path} path={path} element={<AuthPage />} />
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

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
