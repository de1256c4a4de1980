import { lazy, memo, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { countryName, formatNumber, SkeletonBlock, theme, useHydrated, useLanguage, useT, type ProductDetail } from '@gbx/shared';
import { formatMemberDate, preloadSafeHtml, RatingStars, useNearScreen } from '@gbx/shared/catalogue';
import { shortVendorName } from './product-rules';
import { texts } from './texts';
import { Facts } from './ui';

const Accordion = styled.div`
  display: grid;
  gap: 0.5rem;
  details {
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    background: ${theme.color.surface};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 2.75rem;
    padding: 0 1rem;
    font-weight: 700;
    color: ${theme.color.navy};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.3rem;
  }
  details[open] summary::after {
    content: '−';
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 10px;
  }
  .body {
    display: grid;
    gap: 0.6rem;
    padding: 0 1rem 1rem;
    overflow-wrap: anywhere;
  }
  .body ul {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`;

const GreyStars = styled.span`
  color: ${theme.color.border};
  letter-spacing: 0.1em;
`;

const Bars = styled.ol`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr) 3rem;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9rem;
  }
  .bar {
    height: 0.5rem;
    border-radius: 999px;
    background: ${theme.color.page};
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${theme.color.accent};
  }
`;

/*
 * The vendor's HTML needs its sanitizer (DOMPurify, 11 kB gzip), and it sits
 * below the first screen: a page the browser renders loads the sanitizer when
 * the panel nears the screen, not with the page. The catalogue's loader, so the
 * sanitizer comes once whoever asks first. Nothing of the vendor's HTML shows
 * before it is sanitized: until then the panel holds a grey block.
 */
const Sanitized = lazy(() => preloadSafeHtml().then((module) => ({ default: module.SafeHtml })));

/** How far below (or above) the screen the panel starts loading its sanitizer. */
const NEAR_MARGIN = '800px 0px';

/** Where the vendor's HTML starts a line: a paragraph, a list item, a row, a line break. */
const LINE_START = /<(?:p|li|tr|br|div|dt|dd|blockquote|hr)\b[^>]*>/i;

/**
 * The lines the vendor's HTML takes, about: each of its blocks' text at about
 * 70 characters a line (the panel's width), at most 12. Its text's lengths
 * only: the HTML itself is never used before it is sanitized.
 */
export function estimatedLines(html: string): number {
  const lines = html
    .split(LINE_START)
    .map((block) => block.replace(/<[^>]*>/g, '').trim().length)
    .reduce((sum, length) => sum + Math.ceil(length / 70), 0);
  return Math.min(12, Math.max(1, lines));
}

/** A grey block about the size of the vendor's HTML (1.5em a line, as it shows), so the page below it hardly moves when the HTML arrives. */
function HtmlPlaceholder({ html }: { html: string }) {
  return <SkeletonBlock $width="100%" $height={`${estimatedLines(html) * 1.5}em`} />;
}

/**
 * The sanitized HTML in a boundary of its own, drawn again only when the HTML
 * changes: a page the server rendered keeps the server's (sanitized) HTML
 * until the sanitizer's code arrives and React hydrates it; a boundary that
 * received new props before then would be thrown away and drawn again by the
 * browser (see the advanced search's results).
 */
const VendorHtml = memo(function VendorHtml({ html }: { html: string }) {
  return (
    <Suspense fallback={<HtmlPlaceholder html={html} />}>
      <Sanitized html={html} />
    </Suspense>
  );
});

/** Additional Product Info: the vendor's HTML, sanitized, once the panel nears the screen (or at once, on a page the server rendered). */
function AdditionalInfo({ html }: { html: string }) {
  // The server renders the HTML (sanitized there), so a page it rendered hydrates with it; the browser waits for the panel to near the screen.
  const hydrated = useHydrated();
  const body = useRef<HTMLDivElement>(null);
  const near = useNearScreen(body, NEAR_MARGIN, !hydrated);
  return (
    <div className="body" data-testid="additional-info" ref={body}>
      {!html ? null : near ? <VendorHtml html={html} /> : <HtmlPlaceholder html={html} />}
    </div>
  );
}

/** The comments the API gives (their shape is not in §3): their text, whatever field holds it. */
function commentText(comment: unknown): string {
  if (typeof comment === 'string') return comment;
  if (comment && typeof comment === 'object') {
    const fields = comment as Record<string, unknown>;
    const text = fields.comment ?? fields.Comment ?? fields.text ?? fields.message;
    return typeof text === 'string' ? text : '';
  }
  return '';
}

function Comments({ list }: { list: unknown[] }) {
  const { t } = useT(texts.namespace);
  const comments = list.map(commentText).filter(Boolean);
  if (comments.length === 0) return <p>{t('reviews.none')}</p>;
  return (
    <ul>
      {comments.map((comment, index) => (
        <li key={index} dir="auto">
          {comment}
        </li>
      ))}
    </ul>
  );
}

/**
 * The accordion panels of §2.9: Additional Product Info (the vendor's HTML,
 * sanitized with DOMPurify, loaded as the panel nears the screen), Product Reviews (the ratings by stars and the
 * comments), Vendor Details (USD $2,536 transacted and five grey stars, as
 * §2.9 says), Vendor Reviews. Native details and summary: a keyboard opens
 * each, a screen reader hears whether it is open.
 */
export function DetailPanels({ product }: { product: ProductDetail }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const ratings = product.ProductRatingArr;
  const most = Math.max(1, ...ratings);
  return (
    <Accordion>
      <details open>
        <summary>{t('panels.additional')}</summary>
        <AdditionalInfo html={product.AdditionalProductInfo} />
      </details>
      <details>
        <summary>{t('panels.reviews')}</summary>
        <div className="body">
          <p>
            <RatingStars active={product.ProductRating} /> {t('reviews.average', { rating: formatNumber(product.ProductRating, language) })} ·{' '}
            {t('reviews.count', { count: product.TotalNumberRatings })}
          </p>
          <Bars>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = ratings[stars - 1] ?? 0;
              return (
                <li key={stars}>
                  <span>{t('reviews.stars', { stars })}</span>
                  <span className="bar" aria-hidden="true">
                    <span style={{ width: `${(count / most) * 100}%` }} />
                  </span>
                  <span>{formatNumber(count, language)}</span>
                </li>
              );
            })}
          </Bars>
          <Comments list={[...product.productComment, ...product.ProductRatingComment]} />
        </div>
      </details>
      <details>
        <summary>{t('panels.vendor')}</summary>
        <div className="body">
          <Facts>
            <dt>{t('vendor.name')}</dt>
            <dd title={product.VendorInfo}>{shortVendorName(product.VendorInfo)}</dd>
            <dt>{t('vendor.location')}</dt>
            <dd>{[product.VandorCity, product.VandorProvinceState, product.Country ? countryName(product.Country, language) : product.VendorCountryName].filter(Boolean).join(', ')}</dd>
            <dt>{t('vendor.memberSince')}</dt>
            <dd>{formatMemberDate(product.VandorDate, language) ?? '--'}</dd>
            <dt>{t('vendor.transacted')}</dt>
            <dd data-testid="transacted">{t('vendor.transactedValue')}</dd>
            <dt>{t('vendor.rating')}</dt>
            <dd>
              <GreyStars aria-hidden="true">★★★★★</GreyStars>
            </dd>
          </Facts>
        </div>
      </details>
      <details>
        <summary>{t('panels.vendorReviews')}</summary>
        <div className="body">
          <p>{t('reviews.vendorCount', { count: product.TotalNumVendorRatings })}</p>
          <Comments list={product.VendorRatingComment} />
        </div>
      </details>
    </Accordion>
  );
}
