/*
 * The pictures of the landing tiles (§2.5, §2.7) as inline SVG line icons: no
 * icon font to download, and they take the tile's colour. Decorative (the
 * tile's text says what it is), so hidden from assistive technology.
 */
import { LineIcon, type IconProps } from './line-icon';

// The listings' empty state draws the Products icon without the tiles' others.
export { ProductsIcon } from './line-icon';

/** Vendors: a shop front with an awning. */
export const VendorsIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4.5 3.5h15L21 9H3z" />
    <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 11.5V20h14v-8.5M10 20v-5h4v5" />
  </LineIcon>
);

/** Popular products: a rising line. */
export const TrendingIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </LineIcon>
);

/** Categories: four squares. */
export const CategoriesIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </LineIcon>
);

/** Featured products: a star. */
export const FeaturedIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </LineIcon>
);

/** Discounted products: a price tag with a percent sign. */
export const DiscountIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <path d="m8.5 14.5 5-5" />
    <circle cx="8.75" cy="9.75" r="0.9" />
    <circle cx="13.25" cy="14.25" r="0.9" />
  </LineIcon>
);

/** Products of the day: a sun. */
export const DayIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </LineIcon>
);

/** Products of the week: a calendar. */
export const WeekIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M7 14h2M11 14h2M15 14h2M7 17.5h2M11 17.5h2" />
  </LineIcon>
);

/** Mega brands: a crown. */
export const BrandsIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 10H5z" />
    <path d="M5 21h14" />
  </LineIcon>
);

/** A business (B2x): a briefcase. */
export const BusinessIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </LineIcon>
);

/** A manufacturer (M2x): a factory. */
export const ManufacturerIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z" />
    <path d="M7 17.5h2M12 17.5h2" />
  </LineIcon>
);

/** A consumer (C2x): a person. */
export const ConsumerIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);

/** A government (G2x): a building with columns. */
export const GovernmentIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m12 3 9 4.5H3z" />
    <path d="M5 10.5v7M9.7 10.5v7M14.3 10.5v7M19 10.5v7M3 21h18" />
  </LineIcon>
);

/** A farmer (F2x): a sprout. */
export const FarmerIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 21v-9" />
    <path d="M12 12C12 7.5 9 5 4 5c0 4.5 3 7 8 7z" />
    <path d="M12 14.5c0-4.5 3-7 8-7 0 4.5-3 7-8 7z" />
  </LineIcon>
);

/** A city: a tall and a low building. */
export const CityIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 21h18M5 21V8l6-3v16M11 21V10h8v11" />
    <path d="M8 10v.01M8 13.5v.01M8 17v.01M14.5 13.5h1.5M14.5 17h1.5" />
  </LineIcon>
);

/** A state or province: a folded map. */
export const StateIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m3 6 6-2.5 6 2.5 6-2.5v14.5L15 20.5 9 18l-6 2.5z" />
    <path d="M9 3.5V18M15 6v14.5" />
  </LineIcon>
);

/** A country: a globe. */
export const CountryIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </LineIcon>
);

/** Advanced search: filter sliders. */
export const FiltersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </LineIcon>
);

/** Market segments: a pie in parts. */
export const SegmentsIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3a9 9 0 1 0 9 9h-9z" />
    <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
  </LineIcon>
);

/** The home page: a house. */
export const HomeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m3 11 9-7.5 9 7.5" />
    <path d="M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
  </LineIcon>
);
