import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { ShellHeader } from './shell-header';
import { ShellFooter } from './shell-footer';
import { useShellReactions } from './use-shell-reactions';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: #f6f7f9;
  color: #1b1f24;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1rem;
  box-sizing: border-box;
`;

/** The chrome around every remote area: header, the routed page, footer. */
export function ShellLayout() {
  useShellReactions();
  return (
    <Frame>
      <ShellHeader />
      <Main id="main">
        <Outlet />
      </Main>
      <ShellFooter />
      <ScrollRestoration />
    </Frame>
  );
}
