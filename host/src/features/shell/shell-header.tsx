import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@gbx/shared';

const Bar = styled.header`
  background: #0b2545;
  color: #fff;
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
`;

const Logo = styled(Link)`
  color: #fff;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  letter-spacing: 0.02em;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  a {
    color: #dce7f5;
    text-decoration: none;
    padding: 0.25rem 0;
  }
  a.active,
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

/** Minimal top bar; the full header menu of §2.6 arrives with the host shell issue. */
export function ShellHeader() {
  return (
    <Bar>
      <Inner>
        <Logo to={paths.home.to()} aria-label="GBX Marketplace home">
          GBX Marketplace
        </Logo>
        <Nav aria-label="Main">
          <NavLink to={paths.marketplaceHome.to()}>Home</NavLink>
          <NavLink to={paths.landingDealPromotion.to()}>Deals and Promotions</NavLink>
          <NavLink to={paths.advanceSearch.to()}>Advanced search</NavLink>
          <NavLink to={paths.login.to()}>Login</NavLink>
          <NavLink to={paths.register.to('Buyer')}>Register</NavLink>
        </Nav>
      </Inner>
    </Bar>
  );
}
