import { baseLanguage, useLanguage, useT } from '@gbx/shared';
import { LISTING_NAMESPACE } from './texts';

/** A distance as the page's language writes it with its unit ('12.3 km', '7,5 mi', '12.3 公里'). */
export function formatDistance(value: number, unit: string | undefined, language: string): string {
  return new Intl.NumberFormat(baseLanguage(language) || 'en', { style: 'unit', unit: unit === 'miles' ? 'mile' : 'kilometer', maximumFractionDigits: 1 }).format(value);
}

/** How far the product is from the center of a proximity search (advanced search items carry Distance); nothing otherwise. */
export function Distance({ value, unit }: { value: number | undefined; unit: string | undefined }) {
  const { t } = useT(LISTING_NAMESPACE);
  const language = useLanguage();
  if (value === undefined || !Number.isFinite(value)) return null;
  return (
    <p className="distance" data-testid="distance">
      {t('distance', { distance: formatDistance(value, unit, language) })}
    </p>
  );
}
