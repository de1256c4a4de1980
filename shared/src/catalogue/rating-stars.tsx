import styled from 'styled-components';
import { formatNumber, theme, useLanguage, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

const Stars = styled.span`
  display: inline-flex;
  gap: 0.1rem;
  line-height: 0;
  .on {
    color: ${theme.color.accent};
  }
  .off {
    color: ${theme.color.border};
  }
`;

const Star = ({ on }: { on: boolean }) => (
  <svg className={on ? 'on' : 'off'} width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
  </svg>
);

/**
 * A static star rating (§2.8: 'a static three-active-star rating'; §2.11: a
 * fixed five-star display): `active` of five stars lit, said as one image
 * ('Rated 3 out of 5').
 */
export function RatingStars({ active, className }: { active: number; className?: string }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const lit = Math.max(0, Math.min(5, Math.round(active)));
  return (
    <Stars role="img" aria-label={t('rating', { rating: formatNumber(lit, language), of: formatNumber(5, language) })} className={className} data-testid="rating-stars">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} on={star <= lit} />
      ))}
    </Stars>
  );
}
