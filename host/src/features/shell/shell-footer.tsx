import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@gbx/shared';
import { useRenderedArea } from '../../federation/rendered-area';

const Foot = styled.footer`
  background: #13315c;
  color: #dce7f5;
  font-size: 0.9rem;
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  a {
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
`;

export const COPYRIGHT_FROM = 2015;

const BuildLine = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.75rem;
  color: #9fb3cc;
`;

export function ShellFooter() {
  const year = new Date().getFullYear();
  const area = useRenderedArea();
  return (
    <Foot>
      <Inner>
        <nav aria-label="Company">
          <ul>
            <li><Link to={paths.aboutUs.to()}>About us</Link></li>
            <li><Link to={paths.termsCondition.to()}>Terms and conditions</Link></li>
            <li><Link to={paths.privacyPolicy.to()}>Privacy policy</Link></li>
            <li><Link to={paths.contactUs.to()}>Contact us</Link></li>
            <li><Link to={paths.investorRelations.to()}>Investor relations</Link></li>
          </ul>
        </nav>
        <p>
          © {COPYRIGHT_FROM}–{year} GBX Marketplace. All rights reserved.
        </p>
        <BuildLine data-testid="build-line">
          Build: host {__GBX_BUILD_ID__}
          {area ? ` · ${area.remote} ${area.buildId}` : ''}
        </BuildLine>
      </Inner>
    </Foot>
  );
}
