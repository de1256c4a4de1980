import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { addTranslations, media, paths, theme, useT } from '@gbx/shared';
import { SOCIAL_ACCOUNTS } from '@gbx/shared/social-accounts';
import { useRenderedArea } from '../../federation/rendered-area';
import { FOOTER_NAMESPACE, footerResources } from './texts';
import { PartnerLogos } from './partner-logos';

addTranslations(FOOTER_NAMESPACE, footerResources);

export const COPYRIGHT_FROM = 2015;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 1rem;
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 1.5rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 0.95rem;
    color: #fff;
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .partner-logos {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.25rem;
    margin-top: 0.75rem;
  }
  .partner-logos li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    background: #fff;
    color: ${theme.color.text};
    padding: 0.3rem 0.6rem;
    border-radius: ${theme.radius};
  }
`;

const Bottom = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.75rem 1rem 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  p {
    margin: 0;
  }
  small {
    color: #9fb3cc;
  }
`;

/**
 * The footer's content (§1): partner slogan and logos, social links, static
 * pages, copyright from 2015. Loaded on demand by site-footer.tsx.
 */
export default function FooterBody() {
  const { t } = useT(FOOTER_NAMESPACE);
  const area = useRenderedArea();
  return (
    <>
      <Inner>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners">{t('footer.slogan')}</h2>
          <PartnerLogos title={t('footer.partners')} />
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li><Link to={paths.aboutUs.to()}>{t('footer.aboutUs')}</Link></li>
            <li><Link to={paths.termsCondition.to()}>{t('footer.terms')}</Link></li>
            <li><Link to={paths.privacyPolicy.to()}>{t('footer.privacy')}</Link></li>
            <li><Link to={paths.contactUs.to()}>{t('footer.contact')}</Link></li>
            <li><Link to={paths.investorRelations.to()}>{t('footer.investors')}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.social')}</h2>
          <ul>
            {SOCIAL_ACCOUNTS.map((network) => (
              <li key={network.name}>
                <a href={network.href} rel="noopener noreferrer" target="_blank">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Inner>
      <Bottom>
        <p>{t('footer.copyright', { from: COPYRIGHT_FROM, to: new Date().getFullYear() })}</p>
        <small data-testid="build-line">
          {t('footer.build')}: host {__GBX_BUILD_ID__}
          {area ? ` · ${area.remote} ${area.buildId}` : ''}
        </small>
      </Bottom>
    </>
  );
}
