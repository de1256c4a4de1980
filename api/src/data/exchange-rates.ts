/**
 * Built-in snapshot of exchange rates (units of each currency per US dollar),
 * approximate mid-market values on RATES_DATE. The seed loads it so a fresh start
 * can convert prices; `pnpm --filter @gbx/api import-rates -- --file rates.json`
 * adds a newer dated set (see README).
 */
export const RATES_DATE = '2025-06-30';

export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1, INR: 85.7, CAD: 1.36, GBP: 0.73, EUR: 0.85, CHF: 0.8, SEK: 9.5, NOK: 10.1, DKK: 6.35, PLN: 3.6,
  CZK: 21.0, TRY: 39.8, SAR: 3.75, EGP: 49.5, ZAR: 17.7, NGN: 1530, KES: 129.2, MAD: 9.0, CNY: 7.17, JPY: 144.0,
  KRW: 1360, TWD: 29.2, SGD: 1.27, MYR: 4.21, THB: 32.5, VND: 26100, IDR: 16200, PHP: 56.4, PKR: 283.5,
  BDT: 122.0, LKR: 299.5, AUD: 1.52, NZD: 1.65, BRL: 5.45, ARS: 1190, MXN: 18.8, COP: 4080, CLP: 935, PEN: 3.55,
  AED: 3.6725, HKD: 7.85, ILS: 3.37, RUB: 78.5, UAH: 41.7, HUF: 340, RON: 4.32, BGN: 1.67, ISK: 121, QAR: 3.64,
  KWD: 0.306, BHD: 0.376, OMR: 0.385, JOD: 0.709, NPR: 137.1, GHS: 10.3, TZS: 2600, UGX: 3590, ETB: 135,
};
