import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { COMING_SOON_SEGMENTS, ComingSoon, MARKET_SEGMENTS, addTranslations, media, paths, theme, useT } from '@gbx/shared';
import { Blocks } from '../../components/blocks';
import { Card, Facts, Prose, Stack } from '../../components/prose';
import { StaticPage } from '../../components/static-page';
import { ABOUT_NAMESPACE, aboutResources } from './texts';
import { en } from './texts/en';

addTranslations(ABOUT_NAMESPACE, aboutResources);

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The vision is one sentence: it reads as a statement, not as running text. */
const Vision = styled(Card)`
  background: linear-gradient(160deg, #ffffff 55%, #fff6df 100%);
  p {
    font-size: 1.25rem;
    line-height: 1.5;
    color: ${theme.color.navy};
    font-weight: 500;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(15rem, 100%), 1fr));
  gap: 1rem;
  > li {
    border: 1px solid ${theme.color.border};
    border-top: 4px solid ${theme.color.navy};
    border-radius: 8px;
    padding: 1rem 1.1rem;
    background: #fbfcfe;
  }
  > li[data-live='false'] {
    border-top-color: ${theme.color.accent};
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.08rem;
    color: ${theme.color.navy};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.6rem;
  }
  p {
    margin: 0;
    line-height: 1.55;
  }
`;

const Live = styled.span`
  display: inline-block;
  font-size: 0.7rem;
  font-weight: 600;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  background: #dff3e3;
  color: #145a22;
  white-space: nowrap;
`;

const Segments = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li {
    display: inline-flex;
    align-items: baseline;
    gap: 0.4rem;
    padding: 0.35rem 0.7rem;
    border-radius: 999px;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    font-size: 0.9rem;
  }
  abbr {
    font-weight: 700;
    color: ${theme.color.navy};
    text-decoration: none;
  }
`;

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.9rem;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr);
    gap: 0 0.9rem;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${theme.color.navy};
    color: #fff;
    font-weight: 700;
  }
  h3 {
    margin: 0.35rem 0 0.2rem;
    font-size: 1.05rem;
    color: ${theme.color.navy};
  }
  p {
    margin: 0;
    line-height: 1.55;
    max-width: 46rem;
  }
`;

const Cta = styled.section`
  border-radius: 12px;
  padding: 1.5rem 1.75rem;
  background: #fff4d6;
  border: 1px solid #f3d58a;
  ${media.mobile} {
    padding: 1.2rem 1rem;
  }
  h2 {
    margin: 0 0 0.4rem;
    color: ${theme.color.navy};
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.5rem 1.1rem;
    border-radius: ${theme.radius};
    font-weight: 600;
    text-decoration: none;
    border: 1px solid ${theme.color.navy};
  }
  a:first-child {
    background: ${theme.color.navy};
    color: #fff;
  }
  a:not(:first-child) {
    background: ${theme.color.surface};
    color: ${theme.color.navy};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const COMPONENTS = [
  { key: 'marketplace', live: true },
  { key: 'services', live: false },
  { key: 'promotions', live: false },
] as const;

/** /about-us: vision, mission, the three components, main customers and strategy (§2.15). */
export function AboutPage() {
  const { t } = useT(ABOUT_NAMESPACE);
  return (
    <StaticPage pageId="about" title={t('title')} lead={t('lead')}>
      <section aria-labelledby="about-facts-title">
        <h2 id="about-facts-title" className="visually-hidden">
          {t('factsTitle')}
        </h2>
        <Facts>
          {Object.keys(en.facts).map((key) => (
            <li key={key}>
              <strong>{t(`facts.${key}.value`)}</strong>
              <span>{t(`facts.${key}.label`)}</span>
            </li>
          ))}
        </Facts>
      </section>
      <Stack>
        <Card aria-labelledby="about-story-title">
          <h2 id="about-story-title">{t('story.title')}</h2>
          <Prose>
            <Blocks namespace={ABOUT_NAMESPACE} base="story.body" source={en.story.body} />
          </Prose>
        </Card>
        <Pair>
          <Vision aria-labelledby="about-vision-title">
            <h2 id="about-vision-title">{t('vision.title')}</h2>
            <Prose>
              <Blocks namespace={ABOUT_NAMESPACE} base="vision.body" source={en.vision.body} />
            </Prose>
          </Vision>
          <Card aria-labelledby="about-mission-title">
            <h2 id="about-mission-title">{t('mission.title')}</h2>
            <Prose>
              <Blocks namespace={ABOUT_NAMESPACE} base="mission.body" source={en.mission.body} />
            </Prose>
          </Card>
        </Pair>
        <Card aria-labelledby="about-components-title">
          <h2 id="about-components-title">{t('components.title')}</h2>
          <Prose>
            <p>{t('components.intro')}</p>
          </Prose>
          <Tiles>
            {COMPONENTS.map(({ key, live }) => (
              <li key={key} data-live={live ? 'true' : 'false'}>
                <h3>
                  {t(`components.${key}.name`)}
                  {live ? <Live>{t('components.live')}</Live> : <ComingSoon>{t('components.soon')}</ComingSoon>}
                </h3>
                <p>{t(`components.${key}.text`)}</p>
              </li>
            ))}
          </Tiles>
        </Card>
        <Card aria-labelledby="about-customers-title">
          <h2 id="about-customers-title">{t('customers.title')}</h2>
          <Prose>
            <p>{t('customers.intro')}</p>
          </Prose>
          <Tiles>
            {(['buyers', 'vendors', 'affiliates'] as const).map((key) => (
              <li key={key}>
                <h3>{t(`customers.${key}.name`)}</h3>
                <p>{t(`customers.${key}.text`)}</p>
              </li>
            ))}
          </Tiles>
          <h3>{t('customers.segmentsTitle')}</h3>
          <Prose>
            <p>{t('customers.segmentsIntro')}</p>
          </Prose>
          <Segments>
            {MARKET_SEGMENTS.map((code) => (
              <li key={code}>
                <abbr title={t(`customers.segments.${code}`)}>{code}</abbr>
                <span>{t(`customers.segments.${code}`)}</span>
              </li>
            ))}
            {COMING_SOON_SEGMENTS.map((code) => (
              <li key={code}>
                <abbr title={t(`customers.segments.${code}`)}>{code}</abbr>
                <span>{t(`customers.segments.${code}`)}</span>
                <ComingSoon>{t('components.soon')}</ComingSoon>
              </li>
            ))}
          </Segments>
        </Card>
        <Card aria-labelledby="about-strategy-title">
          <h2 id="about-strategy-title">{t('strategy.title')}</h2>
          <Steps>
            {Object.keys(en.strategy.steps).map((key) => (
              <li key={key}>
                <h3>{t(`strategy.steps.${key}.name`)}</h3>
                <p>{t(`strategy.steps.${key}.text`)}</p>
              </li>
            ))}
          </Steps>
        </Card>
        <Cta aria-labelledby="about-cta-title">
          <h2 id="about-cta-title">{t('cta.title')}</h2>
          <p>{t('cta.text')}</p>
          <Actions>
            <Link to={paths.register.to('Vendor')}>{t('cta.vendor')}</Link>
            <Link to={paths.register.to('Buyer')}>{t('cta.buyer')}</Link>
            <Link to={paths.contactUs.to()}>{t('cta.contact')}</Link>
          </Actions>
        </Cta>
      </Stack>
    </StaticPage>
  );
}
