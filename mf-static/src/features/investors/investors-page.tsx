import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { addTranslations, media, paths, theme, useT } from '@gbx/shared';
import { Blocks, Text } from '../../components/blocks';
import { Card, Facts, Prose, Stack } from '../../components/prose';
import { StaticPage } from '../../components/static-page';
import { INVESTORS_NAMESPACE, investorResources } from './texts';
import { en } from './texts/en';

addTranslations(INVESTORS_NAMESPACE, investorResources);

export const INVESTOR_MAIL = 'investors@gbxmarketplace.com';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Contact = styled(Card)`
  border-top: 4px solid ${theme.color.accent};
  dl {
    margin: 1rem 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.6rem 1.25rem;
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.2rem;
    }
  }
  dt {
    font-weight: 700;
    color: ${theme.color.navy};
  }
  dd {
    margin: 0;
    ${media.mobile} {
      margin-bottom: 0.6rem;
    }
  }
  address {
    font-style: normal;
    white-space: pre-line;
  }
  .mail {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    max-width: 46rem;
    line-height: 1.6;
  }
`;

const SmallPrint = styled.section`
  font-size: 0.88rem;
  color: ${theme.color.muted};
  max-width: 52rem;
  h2 {
    font-size: 0.95rem;
    margin: 0 0 0.35rem;
    color: ${theme.color.text};
  }
  p {
    margin: 0;
    line-height: 1.55;
  }
`;

/** /investor-relations: company overview and investor contact (content not shown by the spec, §2.15). */
export function InvestorsPage() {
  const { t } = useT(INVESTORS_NAMESPACE);
  return (
    <StaticPage pageId="investors" title={t('title')} lead={t('lead')}>
      <section aria-labelledby="investors-highlights-title">
        <h2 id="investors-highlights-title" className="visually-hidden">
          {t('highlights.title')}
        </h2>
        <Facts>
          {Object.keys(en.highlights.items).map((key) => (
            <li key={key}>
              <strong>{t(`highlights.items.${key}.value`)}</strong>
              <span>{t(`highlights.items.${key}.label`)}</span>
            </li>
          ))}
        </Facts>
      </section>
      <Stack>
        <Pair>
          <Card aria-labelledby="investors-overview-title">
            <h2 id="investors-overview-title">{t('overview.title')}</h2>
            <Prose>
              <Blocks namespace={INVESTORS_NAMESPACE} base="overview.body" source={en.overview.body} />
            </Prose>
          </Card>
          <Card aria-labelledby="investors-model-title">
            <h2 id="investors-model-title">{t('model.title')}</h2>
            <Prose>
              <Blocks namespace={INVESTORS_NAMESPACE} base="model.body" source={en.model.body} />
            </Prose>
          </Card>
        </Pair>
        <Pair>
          <Card aria-labelledby="investors-priorities-title">
            <h2 id="investors-priorities-title">{t('priorities.title')}</h2>
            <Prose>
              <Blocks namespace={INVESTORS_NAMESPACE} base="priorities.body" source={en.priorities.body} />
            </Prose>
          </Card>
          <Card aria-labelledby="investors-governance-title">
            <h2 id="investors-governance-title">{t('governance.title')}</h2>
            <Prose>
              <Blocks namespace={INVESTORS_NAMESPACE} base="governance.body" source={en.governance.body} />
            </Prose>
          </Card>
        </Pair>
        <Contact aria-labelledby="investors-contact-title" data-testid="investor-contact">
          <h2 id="investors-contact-title">{t('contact.title')}</h2>
          <p>{t('contact.intro')}</p>
          <dl>
            <dt>{t('contact.emailLabel')}</dt>
            <dd>
              <a className="mail" href={`mailto:${INVESTOR_MAIL}`}>
                {INVESTOR_MAIL}
              </a>
            </dd>
            <dt>{t('contact.addressLabel')}</dt>
            <dd>
              <address lang="en" dir="ltr">
                {t('contact.address')}
              </address>
            </dd>
          </dl>
          <p>
            <Text namespace={INVESTORS_NAMESPACE} i18nKey="contact.other" components={{ contact: <Link to={paths.contactUs.to()} /> }} />
          </p>
        </Contact>
        <SmallPrint aria-labelledby="investors-disclaimer-title">
          <h2 id="investors-disclaimer-title">{t('disclaimer.title')}</h2>
          <p>{t('disclaimer.text')}</p>
        </SmallPrint>
      </Stack>
    </StaticPage>
  );
}
