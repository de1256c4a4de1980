import { Link } from '@gbx/shared/router';
import { ChevronDownIcon, ComingSoon, formatNumber, Menu, MenuItem, paths, useLanguage, useT, type LocationCountResponse } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { MenuTrigger } from './menu-entries';

/** Deals and Promotions (§2.6): discounted and featured with counts; Mega Brands is Coming Soon. */
export function DealsMenu({ counts }: { counts: LocationCountResponse | null }) {
  const { t } = useT(SHELL_NAMESPACE);
  const language = useLanguage();
  const count = (value: number | undefined) => (value === undefined ? '' : `(${formatNumber(value, language)})`);
  return (
    <Menu label={t('header.deals')} trigger={<MenuTrigger type="button">{t('header.deals')} <ChevronDownIcon /></MenuTrigger>}>
      <MenuItem asChild>
        <Link to={paths.dealsPromotion.to()}>
          {t('header.discounted')} <span data-testid="deals-discounted-count">{count(counts?.DiscountedProductCount)}</span>
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.featuredList.to()}>
          {t('header.featured')} <span data-testid="deals-featured-count">{count(counts?.FeaturedProductCount)}</span>
        </Link>
      </MenuItem>
      <MenuItem disabled>
        {t('header.megaBrands')} <ComingSoon>{t('header.comingSoon')}</ComingSoon>
      </MenuItem>
    </Menu>
  );
}
