import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the tables of migrations/. numeric columns come back from
 * PostgreSQL as strings (exact decimals); convert at the edge with Number().
 */
type Numeric = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CountriesTable {
  iso2: string;
  name: string;
  currency: string;
  flag: string;
  phone_code: string;
  language_name: string;
  language_code: string;
}

export interface StatesTable {
  id: Generated<number>;
  country: string;
  name: string;
}

export interface CitiesTable {
  id: Generated<number>;
  country: string;
  state_id: number;
  name: string;
  name_ascii: string;
  latitude: number;
  longitude: number;
  population: number;
  postal_code: string | null;
  is_market: boolean;
}

export interface ExchangeRatesTable {
  currency: string;
  rate_date: ColumnType<Date, string, string>;
  units_per_usd: Numeric;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  level: number;
  name: string;
  product_count: Generated<number>;
}

export interface VendorsTable {
  id: Generated<number>;
  company_name: string;
  company_url: string;
  city_id: number;
  state_id: number;
  country: string;
  postal_code: string;
  currency: string;
  business_type: string;
  main_products: string;
  company_image: string | null;
  rating: Numeric;
  rating_count: number;
  product_count: Generated<number>;
  created_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  gbx_product_id: string;
  vendor_id: number;
  title: string;
  description: string;
  additional_info: string;
  terms: string;
  keywords: string;
  cat1_id: number;
  cat2_id: number | null;
  cat3_id: number | null;
  cat4_id: number | null;
  segment: string;
  currency: string;
  price: Numeric;
  price_usd: Numeric;
  band1_qty: number | null;
  band1_price: Numeric | null;
  band2_qty: number | null;
  band2_price: Numeric | null;
  min_qty: number;
  discount_percent: number;
  featured: boolean;
  stock_qty: number;
  sold_worldwide: boolean;
  available_countries: string[];
  colours: string[];
  sizes: string[];
  types: string[];
  sku: string;
  oem: string;
  condition: 'New' | 'Used' | 'Refurbished';
  genuine: boolean;
  age_limit: number;
  warranty_months: number;
  customization: boolean;
  sample_price: Numeric | null;
  lead_days: number | null;
  requires_shipping: boolean;
  pickup_available: boolean;
  rating: Numeric;
  rating_count: number;
  views: number;
  wishlist_count: number;
  sales_count: number;
  image_count: number;
  city_id: number;
  state_id: number;
  country: string;
  postal_code: string;
  posted_at: Timestamp;
  search: ColumnType<string, never, never>;
}

export interface StatCountsTable {
  scope: string;
  key: string;
  product_count: number;
  vendor_count: number;
}

export interface VisitorTokensTable {
  token_hash: string;
  created_at: Generated<Date>;
}

export interface DevicesTable {
  id: Generated<number>;
  token_hash: string | null;
  devicetype: string;
  deviceos: string;
  devicebrowser: string;
  latitude: number | null;
  longitude: number | null;
  city_id: number | null;
  country: string | null;
  created_at: Generated<Date>;
}

export interface ConsentsTable {
  id: Generated<number>;
  token_hash: string | null;
  language: string;
  device: ColumnType<unknown, string, string>;
  country: string | null;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  user_type: 'Buyer' | 'Vendor' | 'Affiliate' | 'Advertiser';
  email: string;
  password_hash: string;
  first_name: string;
  middle_name: Generated<string>;
  last_name: string;
  birth_date: ColumnType<Date, string, string>;
  password_hint: string;
  phone_country_code: string;
  mobile_no: string;
  what_app: Generated<boolean>;
  we_chat: Generated<boolean>;
  affiliate_code: string | null;
  referred_by: string | null;
  vendor_id: number | null;
  email_verified_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'verify' | 'reset';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Generated<Date>;
}

export interface CaptchaUsesTable {
  id_hash: string;
  expires_at: Timestamp;
}

export interface CartLinesTable {
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: Generated<Date>;
}

export interface WishlistLinesTable {
  user_id: number;
  product_id: number;
  created_at: Generated<Date>;
}

/** A message of the contact form (features/contact). */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  location: 'Canada' | 'USA' | 'Europe' | 'India' | null;
  language: string | null;
  created_at: Generated<Date>;
}

/** A report of a product or of its vendor (§2.9 Report Product / Report Vendor). */
export interface ProductReportsTable {
  id: Generated<number>;
  product_id: number;
  target: 'product' | 'vendor';
  reason: 'counterfeit' | 'prohibited' | 'misleading' | 'offensive' | 'fraud' | 'other';
  comment: Generated<string>;
  user_id: number | null;
  created_at: Generated<Date>;
}

/** A buyer's message to a product's vendor (§2.9 Contact Vendor). */
export interface VendorMessagesTable {
  id: Generated<number>;
  product_id: number;
  vendor_id: number;
  buyer_user_id: number;
  message: string;
  created_at: Generated<Date>;
}

/** One fixed rate-limit window (features/accounts/rate-limiter.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** A search word's first HEAD_SIZE product ids in one sort order (features/products/search-heads.ts). */
export interface SearchHeadsTable {
  word: string;
  sort: string;
  ids: number[];
}

export interface SearchWordsTable {
  word: string;
  ndoc: number;
}

export interface DB {
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  exchange_rates: ExchangeRatesTable;
  categories: CategoriesTable;
  vendors: VendorsTable;
  products: ProductsTable;
  stat_counts: StatCountsTable;
  search_words: SearchWordsTable;
  visitor_tokens: VisitorTokensTable;
  devices: DevicesTable;
  consents: ConsentsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  cart_lines: CartLinesTable;
  wishlist_lines: WishlistLinesTable;
  outbox: OutboxTable;
  captcha_uses: CaptchaUsesTable;
  contact_messages: ContactMessagesTable;
  product_reports: ProductReportsTable;
  vendor_messages: VendorMessagesTable;
  rate_limits: RateLimitsTable;
  search_heads: SearchHeadsTable;
}
