import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { addTranslations, media, paths, storageKeys, theme, useT } from '@gbx/shared';
import { Blocks } from '../../components/blocks';
import { STATIC_NAMESPACE } from '../../components/common-texts';
import { InPageLink } from '../../components/in-page-link';
import { Card, Prose, Stack } from '../../components/prose';
import { SideNav, WithSideNav } from '../../components/side-nav';
import { StaticPage } from '../../components/static-page';
import { PRIVACY_NAMESPACE, privacyResources } from './texts';
import { en } from './texts/en';

addTranslations(PRIVACY_NAMESPACE, privacyResources);

type PrivacySectionKey = keyof typeof en.sections;
const SECTION_KEYS = Object.keys(en.sections) as PrivacySectionKey[];
const PRIVACY_MAIL = 'privacy@gbxmarketplace.com';

const Updated = styled.p`
  margin: 0;
  display: inline-block;
  padding: 0.25rem 0.7rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  font-weight: 600;
`;

const StoredTable = styled.div`
  margin: 0.5rem 0 0;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  overflow: hidden;
  .row {
    display: grid;
    grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
    border-top: 1px solid ${theme.color.border};
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .row:nth-child(even) {
    background: #f8fafc;
  }
  .head {
    border-top: none;
    background: ${theme.color.navy};
    color: #fff;
    font-weight: 700;
    ${media.mobile} {
      display: none;
    }
  }
  dl {
    margin: 0;
  }
  dt,
  dd,
  .head span {
    margin: 0;
    padding: 0.55rem 0.85rem;
  }
  ${media.mobile} {
    dd {
      padding-top: 0;
    }
  }
  dt code {
    font-size: 0.88rem;
    color: ${theme.color.navy};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

function StoredValues() {
  const { t } = useT(PRIVACY_NAMESPACE);
  return (
    <>
      <h3 id="privacy-stored-title">{t('sections.browser.storedTitle')}</h3>
      <StoredTable>
        <div className="row head" aria-hidden="true">
          <span>{t('sections.browser.keyColumn')}</span>
          <span>{t('sections.browser.purposeColumn')}</span>
        </div>
        <dl aria-labelledby="privacy-stored-title" data-testid="stored-values">
          {Object.values(storageKeys).map((key) => (
            <div key={key} className="row">
              <dt>
                <code>{key}</code>
              </dt>
              <dd>{t(`sections.browser.keys.${key}`, { defaultValue: t('sections.browser.unknown') })}</dd>
            </div>
          ))}
        </dl>
      </StoredTable>
    </>
  );
}

/** /privacy-policy: the privacy policy summary (§2.15), last updated May 24, 2018. */
export function PrivacyPage() {
  const { t } = useT(PRIVACY_NAMESPACE);
  const common = useT(STATIC_NAMESPACE);
  const links = {
    privacy: <a href={`mailto:${PRIVACY_MAIL}`} />,
    contact: <Link to={paths.contactUs.to()} />,
  };
  return (
    <StaticPage pageId="privacy" title={t('title')} lead={t('lead')} meta={<Updated data-testid="privacy-updated">{t('updated')}</Updated>}>
      <WithSideNav>
        <SideNav aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title">{common.t('onThisPage')}</h2>
          <ol>
            {SECTION_KEYS.map((key) => (
              <li key={key}>
                <InPageLink to={`privacy-${key}`}>{t(`sections.${key}.title`)}</InPageLink>
              </li>
            ))}
          </ol>
        </SideNav>
        <Stack>
          {SECTION_KEYS.map((key) => (
            <Card key={key} id={`privacy-${key}`} aria-labelledby={`privacy-${key}-title`} tabIndex={-1}>
              <h2 id={`privacy-${key}-title`}>{t(`sections.${key}.title`)}</h2>
              <Prose>
                <Blocks namespace={PRIVACY_NAMESPACE} base={`sections.${key}.body`} source={en.sections[key].body} components={links} />
                {key === 'browser' ? <StoredValues /> : null}
              </Prose>
            </Card>
          ))}
        </Stack>
      </WithSideNav>
    </StaticPage>
  );
}
