import { Link } from '@gbx/shared/router';
import { ChevronDownIcon, destinations, formatNumber, Menu, MenuItem, MenuLabel, MenuSeparator, useLanguage, useT, type LocationCountResponse } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { MenuTrigger } from './menu-entries';

/**
 * Shop In (§2.6): products and vendors located in the city and in the postal
 * code. The result pages receive the place as router state (§2.1); the
 * vendor results also receive its kind as condition.
 */
export function ShopInMenu({ counts }: { counts: LocationCountResponse | null }) {
  const { t } = useT(SHELL_NAMESPACE);
  const language = useLanguage();
  const city = counts?.city ?? '';
  const postal = counts?.postal ?? '';
  const code = counts?.country_code ?? '';
  const n = (value: number) => `(${formatNumber(value, language)})`;
  return (
    <Menu
      label={city ? t('header.shopIn', { city }) : t('header.shopInUnknown')}
      trigger={<MenuTrigger type="button">{city ? t('header.shopIn', { city }) : t('header.shopInUnknown')} <ChevronDownIcon /></MenuTrigger>}
    >
      {city ? (
        <>
          <MenuLabel>{city}</MenuLabel>
          <MenuItem asChild>
            <Link {...destinations.productsIn({ kind: 'city', name: city, code })}>
              {t('header.productsLocatedIn', { place: city })} <span>{n(counts?.CityProductCount ?? 0)}</span>
            </Link>
          </MenuItem>
          <MenuItem asChild>
            <Link {...destinations.vendorsIn({ kind: 'city', name: city, code })}>
              {t('header.vendorsLocatedIn', { place: city })} <span>{n(counts?.CityVendorCount ?? 0)}</span>
            </Link>
          </MenuItem>
        </>
      ) : null}
      {postal ? (
        <>
          <MenuSeparator />
          <MenuLabel>{postal}</MenuLabel>
          <MenuItem asChild>
            <Link {...destinations.productsIn({ kind: 'postal', name: postal, code })}>
              {t('header.productsLocatedIn', { place: postal })} <span>{n(counts?.PostalCodeProductCount ?? 0)}</span>
            </Link>
          </MenuItem>
          <MenuItem asChild>
            <Link {...destinations.vendorsIn({ kind: 'postal', name: postal, code })}>
              {t('header.vendorsLocatedIn', { place: postal })} <span>{n(counts?.PostalCodeVendorCount ?? 0)}</span>
            </Link>
          </MenuItem>
        </>
      ) : null}
      <MenuSeparator />
      {/* §2.6: these two entries do nothing yet. */}
      <MenuItem onSelect={(event) => event.preventDefault()}>{t('header.shoppingCentres')}</MenuItem>
      <MenuItem onSelect={(event) => event.preventDefault()}>{t('header.markets')}</MenuItem>
    </Menu>
  );
}
