import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@gbx/shared/router';
import styled from 'styled-components';
import { configureApi, type RemoteRoutesModule } from '@gbx/shared';

const Banner = styled.div`
  background: #3d1f5c;
  color: #fff;
  padding: 0.5rem 1rem;
  font: 0.9rem system-ui, sans-serif;
`;

const Main = styled.main`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1rem;
`;

/*
 * @gbx/shared/standalone: an entry of its own, imported only by a remote's
 * standalone bootstrap. It is the one module of @gbx/shared that needs
 * react-dom; outside it, @gbx/shared can be evaluated before react-dom has
 * arrived, so the host starts a first visit's requests while react-dom, its
 * largest download, is still on the way. Its imports of @gbx/shared go by
 * package name: one bus, one client, one translator.
 */

/**
 * Renders one remote on its own port, without the host, for the team that owns
 * it: the same route objects the host composes, under a thin banner.
 */
export function renderStandalone({ routes, buildInfo }: RemoteRoutesModule) {
  const origin = `${location.protocol}//${location.hostname}:4000`;
  configureApi({ apiBaseUrl: origin, backendBaseUrl: origin });
  const pages = Object.values(routes).map((route) => ({ path: route.path, Page: lazy(async () => ({ default: (await route.lazy()).Component })) }));
  const first = Object.values(routes)[0];
  const fallback = first ? first.path.replace(/\/:[^/]+\??/g, '/example').replace(/\/\*$/, '') : '/';
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Banner role="note">
          {buildInfo.app} standalone · build {buildInfo.buildId} · the host at port 3000 composes every area
        </Banner>
        <Main>
          <Suspense fallback={null}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={fallback} replace />} />
            </Routes>
          </Suspense>
        </Main>
      </BrowserRouter>
    </StrictMode>,
  );
}
