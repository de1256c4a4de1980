import { useState } from 'react';
import { Link, Navigate, useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import { addTranslations, flagUrl, getI18n, media, Modal, paths, postCookiesCondition, RichText, theme, useDevice, useHydrated, usePageView, useT } from '@gbx/shared';
import { hasConsented, recordConsent } from './consent-storage';
import { CONSENT_NAMESPACE, consentResources } from './texts';

addTranslations(CONSENT_NAMESPACE, consentResources);

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: linear-gradient(160deg, ${theme.color.navy} 0%, #1d4e89 100%);
  color: #fff;
`;

const Banner = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  img {
    width: 2.5rem;
    height: auto;
    border-radius: 3px;
  }
  strong {
    font-size: 1.3rem;
  }
  span {
    color: #f6d48b;
    font-style: italic;
  }
`;

const Main = styled.main`
  flex: 1;
  width: min(64rem, 100%);
  margin: 0 auto;
  padding: 1.5rem;
  box-sizing: border-box;
  h1 {
    font-size: clamp(1.5rem, 4vw, 2.4rem);
    line-height: 1.2;
    margin: 1rem 0;
  }
  p {
    max-width: 46rem;
    line-height: 1.6;
    color: #e4ecf7;
  }
  a {
    color: #ffd670;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1.5rem 0 2rem;
`;

const ChoiceButton = styled.button<{ $primary?: boolean }>`
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.05em;
  min-width: 9rem;
  padding: 0.75rem 1.5rem;
  border-radius: ${theme.radius};
  cursor: pointer;
  border: 2px solid ${({ $primary }) => ($primary ? theme.color.accent : '#fff')};
  background: ${({ $primary }) => ($primary ? theme.color.accent : 'transparent')};
  color: ${({ $primary }) => ($primary ? theme.color.navy : '#fff')};
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 1rem;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  li {
    background: rgba(255, 255, 255, 0.1);
    border: 1px solid rgba(255, 255, 255, 0.25);
    border-radius: ${theme.radius};
    padding: 1.25rem;
    font-weight: 600;
    font-size: 1.1rem;
    text-align: center;
  }
`;

/** The cookie consent page (§2.2), shown before anything else (§4). */
export function ConsentPage() {
  const { t } = useT(CONSENT_NAMESPACE);
  const navigate = useNavigate();
  const device = useDevice();
  // The server draws this page for a visitor it knows nothing of, so without a
  // flag; the device record can arrive while React takes the page over, and
  // the flag then shows once it has (drawn during the takeover, it would not
  // match the server's page).
  const hydrated = useHydrated();
  const [refused, setRefused] = useState(false);
  usePageView(t('refusalTitle'));
  if (hasConsented()) return <Navigate to={paths.home.to()} replace />;

  const countryCode = hydrated ? readCountry(device?.userdevice) : null;
  const agree = () => {
    // The consent is recorded locally whatever the network does: the visitor agreed.
    postCookiesCondition('en').catch((error: unknown) => console.warn('[gbx] cookies-condition failed', error));
    recordConsent();
    void getI18n().changeLanguage('en');
    navigate(paths.home.to());
  };

  return (
    <Page>
      <Banner>
        {countryCode ? <img src={flagUrl(countryCode.code)} alt={t('flagAlt', { country: countryCode.name })} /> : null}
        <strong>{t('serverName')}</strong>
        <span>{t('tagline')}</span>
      </Banner>
      <Main id="main">
        <h1>{t('welcome')}</h1>
        <p>
          <RichText
            namespace={CONSENT_NAMESPACE}
            i18nKey="cookieText"
            components={{ privacy: <Link to={paths.privacyPolicy.to()} />, terms: <Link to={paths.termsCondition.to()} /> }}
          />
        </p>
        <Actions>
          <ChoiceButton type="button" $primary onClick={agree}>
            {t('agree')}
          </ChoiceButton>
          <ChoiceButton type="button" onClick={() => setRefused(true)}>
            {t('disagree')}
          </ChoiceButton>
        </Actions>
        <Tiles aria-label={t('tiles')}>
          <li>{t('findProduct')}</li>
          <li>{t('findService')}</li>
          <li>{t('findPromotion')}</li>
        </Tiles>
      </Main>
      <Modal open={refused} onOpenChange={setRefused} title={t('refusalTitle')} closeLabel={t('close')} role="alertdialog">
        <p>{t('refusal')}</p>
      </Modal>
    </Page>
  );
}

/** The country of the stored device record, for the banner's flag. */
function readCountry(userdevice: string | undefined): { code: string; name: string } | null {
  if (!userdevice) return null;
  try {
    const record = JSON.parse(userdevice) as { country_code?: unknown; country_name?: unknown };
    return typeof record.country_code === 'string' && record.country_code
      ? { code: record.country_code, name: typeof record.country_name === 'string' ? record.country_name : record.country_code }
      : null;
  } catch {
    return null;
  }
}
