import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { addTranslations, paths, useT } from '@gbx/shared';
import { Blocks, useEnglishFallback } from '../../components/blocks';
import { STATIC_NAMESPACE } from '../../components/common-texts';
import { Card, Note, Prose, Stack } from '../../components/prose';
import { SideNav, WithSideNav } from '../../components/side-nav';
import { StaticPage } from '../../components/static-page';
import { InPageLink } from '../../components/in-page-link';
import { INDEXED_SECTIONS, SECTION_KEYS, sectionId, type TermsSectionKey } from './terms-sections';
import { TERMS_NAMESPACE, termsResources } from './texts';
import { en } from './texts/en';

addTranslations(TERMS_NAMESPACE, termsResources);

const INDEX_ID = 'terms-index';

const Glance = styled(Card)`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.6rem;
    grid-template-columns: repeat(auto-fit, minmax(min(13rem, 100%), 1fr));
  }
  li > p {
    margin: 0;
    height: 100%;
  }
`;

const ToIndex = styled(InPageLink)`
  display: inline-block;
  margin-top: 0.25rem;
  font-size: 0.88rem;
`;

function TermsSection({ sectionKey, indexed }: { sectionKey: TermsSectionKey; indexed: boolean }) {
  const { t } = useT(TERMS_NAMESPACE);
  const common = useT(STATIC_NAMESPACE);
  const id = sectionId(sectionKey);
  return (
    <Card id={id} aria-labelledby={`${id}-title`} tabIndex={-1} data-section={sectionKey} data-indexed={indexed ? 'true' : 'false'}>
      <h2 id={`${id}-title`}>{t(`sections.${sectionKey}.title`)}</h2>
      <Prose>
        <Blocks
          namespace={TERMS_NAMESPACE}
          base={`sections.${sectionKey}.body`}
          source={en.sections[sectionKey].body}
          components={{ contact: <Link to={paths.contactUs.to()} /> }}
        />
      </Prose>
      {indexed ? (
        <ToIndex to={INDEX_ID}>
          {common.t('backToIndex')}
        </ToIndex>
      ) : null}
    </Card>
  );
}

/** /terms-condition: the prohibited and restricted items policy (§2.15). */
export function TermsPage() {
  const { t } = useT(TERMS_NAMESPACE);
  const fallback = useEnglishFallback(TERMS_NAMESPACE);
  const indexed = new Set<TermsSectionKey>(INDEXED_SECTIONS);
  return (
    <StaticPage pageId="terms" title={t('title')} lead={t('lead')} meta={t('meta')}>
      <Glance aria-labelledby="terms-glance-title" data-testid="terms-limits">
        <h2 id="terms-glance-title">{t('glanceTitle')}</h2>
        <ul>
          {Object.keys(en.glance).map((key) => (
            <li key={key}>
              <Note {...fallback(`glance.${key}`)}>{t(`glance.${key}`)}</Note>
            </li>
          ))}
        </ul>
      </Glance>
      <WithSideNav>
        <SideNav id={INDEX_ID} aria-labelledby="terms-index-title" tabIndex={-1}>
          <h2 id="terms-index-title">{t('indexTitle')}</h2>
          <p>{t('indexHint')}</p>
          <ol>
            {INDEXED_SECTIONS.map((key) => (
              <li key={key}>
                <InPageLink to={sectionId(key)}>{t(`sections.${key}.title`)}</InPageLink>
              </li>
            ))}
          </ol>
        </SideNav>
        <Stack data-testid="terms-body">
          {SECTION_KEYS.map((key) => (
            <TermsSection key={key} sectionKey={key} indexed={indexed.has(key)} />
          ))}
        </Stack>
      </WithSideNav>
    </StaticPage>
  );
}
