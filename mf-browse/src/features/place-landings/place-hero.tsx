import styled from 'styled-components';
import { media, RichText, Skeleton, theme, useT } from '@gbx/shared';
import { PageHero } from '../../components/page-hero';
import { texts } from './texts';

/**
 * The place line of the heading, on a line of its own. It arrives with the
 * answer, so it holds the room of its longest usual name from the start: one
 * line on a wide screen, two on a tablet or a phone, where names such as
 * 'Buenos Aires, Ciudad Autónoma de, Argentina' wrap (no layout shift).
 */
const PlaceLine = styled.span`
  display: block;
  min-height: 1.2em;
  color: ${theme.color.accent};
  overflow-wrap: anywhere;
  ${media.tablet} {
    min-height: 2.4em;
  }
`;

/** The place line while the answer loads: a skeleton as tall as the line (what Trans puts inside is ignored). */
function PlaceLineSkeleton() {
  return (
    <PlaceLine>
      <Skeleton $width="9em" $height="1em" />
    </PlaceLine>
  );
}

interface PlaceHeroProps {
  /** Which landing: its texts are under shop.* or province.*. */
  page: 'shop' | 'province';
  /** The place and its country, once the answer is there with a name. */
  place: { name: string; country: string } | undefined;
  loading: boolean;
}

/** 'Shop In {place}, {country}' (§2.5) as the page's h1, the place on its own line. */
export function PlaceHero({ page, place, loading }: PlaceHeroProps) {
  const { t } = useT(texts.namespace);
  const title = place ? (
    <RichText namespace={texts.namespace} i18nKey={`${page}.heading`} values={{ place: place.name, country: place.country }} components={{ place: <PlaceLine /> }} />
  ) : loading ? (
    <RichText namespace={texts.namespace} i18nKey={`${page}.heading`} values={{ place: '', country: '' }} components={{ place: <PlaceLineSkeleton /> }} />
  ) : (
    // No answer (§8: no message): the heading names the visitor's place in general words.
    <RichText namespace={texts.namespace} i18nKey={`${page}.headingUnknown`} components={{ place: <PlaceLine /> }} />
  );
  return <PageHero eyebrow={t(`${page}.eyebrow`)} title={title} lead={t(`${page}.lead`)} />;
}
