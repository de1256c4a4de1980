import { useState } from 'react';
import styled from 'styled-components';
import { addTranslations, media, theme, useT } from '@gbx/shared';
import { type ContactLocation } from '@gbx/shared/action-calls';
import { SOCIAL_ACCOUNTS } from '@gbx/shared/social-accounts';
import { STATIC_NAMESPACE } from '../../components/common-texts';
import { Card } from '../../components/prose';
import { StaticPage } from '../../components/static-page';
import { ContactForm } from './contact-form';
import { LocationSelector } from './location-selector';
import { GENERAL_INFO_MAIL, OFFICES } from './offices';
import { CONTACT_NAMESPACE, contactResources } from './texts';

addTranslations(CONTACT_NAMESPACE, contactResources);

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  grid-template-areas:
    'offices form'
    'reach form';
  gap: 1.25rem;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'offices' 'form' 'reach';
  }
  > :nth-child(1) {
    grid-area: offices;
  }
  > :nth-child(2) {
    grid-area: form;
  }
  > :nth-child(3) {
    grid-area: reach;
  }
`;

const Reach = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Mail = styled.a`
  display: inline-block;
  margin: 0.25rem 0 0.5rem;
  font-size: 1.1rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

const Social = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 2.75rem;
    padding: 0.4rem 0.9rem;
    border-radius: 999px;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.navy};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.navy};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  .badge {
    display: inline-grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    background: ${theme.color.navy};
    color: #fff;
    font-size: 0.75rem;
  }
`;

/** /contact-us: offices with their map, the general info address, social links and the contact form (§2.15, §5). */
export function ContactPage() {
  const { t } = useT(CONTACT_NAMESPACE);
  const common = useT(STATIC_NAMESPACE);
  const [location, setLocation] = useState<ContactLocation>(OFFICES[0]!.id);
  return (
    <StaticPage pageId="contact" title={t('title')} lead={t('lead')}>
      <Layout>
        <Card aria-labelledby="contact-offices-title" data-testid="contact-offices">
          <h2 id="contact-offices-title">{t('offices.title')}</h2>
          <LocationSelector value={location} onChange={setLocation} />
        </Card>
        <Card aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('form.title')}</h2>
          <ContactForm location={location} />
        </Card>
        <Reach>
          <Card aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">{t('info.title')}</h2>
            <Muted>{t('info.text')}</Muted>
            <Mail href={`mailto:${GENERAL_INFO_MAIL}`} data-testid="info-mail">
              {GENERAL_INFO_MAIL}
            </Mail>
            <Muted>{t('info.responseTime')}</Muted>
          </Card>
          <Card aria-labelledby="contact-social-title">
            <h2 id="contact-social-title">{t('social.title')}</h2>
            <Social>
              {SOCIAL_ACCOUNTS.map((network) => (
                <li key={network.name}>
                  <a href={network.href} target="_blank" rel="noopener noreferrer">
                    <span className="badge" aria-hidden="true">
                      {network.name.slice(0, 1)}
                    </span>
                    {network.name}
                    <span className="visually-hidden"> {common.t('opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </Social>
          </Card>
        </Reach>
      </Layout>
    </StaticPage>
  );
}
