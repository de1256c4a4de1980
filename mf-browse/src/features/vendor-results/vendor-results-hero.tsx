import { useState } from 'react';
import styled from 'styled-components';
import { countryName, formatNumber, media, RichText, Skeleton, theme, useLanguage, useT, type VendorListLocationResponse } from '@gbx/shared';
import { BROWSE_NAMESPACE } from '../../components/common-texts';
import { SearchIcon } from '../../components/icons';
import { KeywordSearch, SearchButton } from '../../components/keyword-search';
import { PageHero } from '../../components/page-hero';
import { texts } from './texts';

const PlaceName = styled.span`
  color: ${theme.color.accent};
  overflow-wrap: anywhere;
`;

/** The count and what the place is, one line of a fixed height: the skeleton holds its room while loading. */
const Summary = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.75rem;
    min-height: 1.75rem;
    margin-top: 0.6rem;
    color: #fff;
    font-size: 1.1rem;
    line-height: 1.5;
  }
  strong {
    font-size: 1.35rem;
    line-height: 1;
  }
  .kind {
    color: rgba(255, 255, 255, 0.8);
    font-size: 0.95rem;
  }
`;

const SearchArea = styled.div`
  margin-top: 1.1rem;
  ${media.mobile} {
    margin-top: 0.9rem;
  }
`;


interface VendorResultsHeroProps {
  /** The place as the page names it: the API's spelling once answered, the address's before. */
  placeName: string;
  /** The answer for this place (not a previous page's), undefined while it loads or after a failure. */
  answer: VendorListLocationResponse | undefined;
  loading: boolean;
  /** The keyword of the results; the field starts with it. */
  keyword: string;
  /** A keyword search: false when it did nothing (§5: an empty keyword). */
  onSearch: (typed: string) => boolean;
}

/**
 * The banner of /vendor-result/{name} (§2.11): 'Vendors in {place}', the
 * vendor count and what the place is, and the keyword search scoped to it.
 */
export function VendorResultsHero({ placeName, answer, loading, keyword, onSearch }: VendorResultsHeroProps) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const place = answer?.place ?? null;
  const unknown = answer && !place && answer.msg;
  const summary = loading ? (
    <Skeleton $width="12em" $height="1.2em" />
  ) : answer ? (
    <>
      <span data-testid="vendor-count">
        <RichText
          namespace={BROWSE_NAMESPACE}
          i18nKey="vendors"
          count={answer.product_count}
          values={{ value: formatNumber(answer.product_count, language) }}
          components={{ n: <strong /> }}
        />
      </span>
      {place && place.type !== 'country' ? <span className="kind">{t(`placeIn.${place.type}`, { country: countryName(place.code, language) })}</span> : null}
    </>
  ) : null;
  return (
    <PageHero
      eyebrow={t('eyebrow')}
      title={<RichText namespace={texts.namespace} i18nKey="heading" values={{ place: placeName }} components={{ place: <PlaceName dir="auto" /> }} />}
      lead={unknown ? t('unknownPlace', { name: placeName }) : t('lead')}
    >
      <Summary aria-live="polite">{summary}</Summary>
      <SearchArea>
        <VendorKeywordSearch key={`${placeName}|${keyword}`} keyword={keyword} onSearch={onSearch} />
      </SearchArea>
    </PageHero>
  );
}

/**
 * The keyword field, starting with the results' keyword (it starts again when
 * that changes: back, Reset). §5: an empty keyword does nothing; the visitor
 * is told so beside the field, and what they typed stays.
 */
function VendorKeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (typed: string) => boolean }) {
  const { t } = useT(texts.namespace);
  const [typed, setTyped] = useState(keyword);
  const [empty, setEmpty] = useState(false);
  return (
    <KeywordSearch
      value={typed}
      onChange={(value) => {
        setTyped(value);
        if (value.trim()) setEmpty(false);
      }}
      onSubmit={() => setEmpty(!onSearch(typed))}
      note={empty ? t('emptyKeyword') : null}
      actions={
        <SearchButton type="submit">
          <SearchIcon size={20} />
          {t('search')}
        </SearchButton>
      }
    />
  );
}
