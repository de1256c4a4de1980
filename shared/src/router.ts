/**
 * @gbx/shared/router: routing for every area, one copy per page. A separate
 * entry shared under its own federation key (like the catalogue): the areas
 * import their router from here, never react-router itself (lint rule), so
 * the bundle carries the parts of react-router the marketplace uses and not
 * the whole package (its server rendering, sessions and cookies), which a
 * federation-shared library always carries in full. Add a name here when an
 * area needs one more.
 *
 * Declarative routing only (BrowserRouter, Routes): the data router
 * (createBrowserRouter, loaders, ScrollRestoration) is half of react-router's
 * weight, and the marketplace loads its data with TanStack Query, not loaders.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
