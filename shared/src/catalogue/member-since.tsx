import { baseLanguage, useLanguage, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A vendor's VandorDate ('2017-02-17') as the page's language writes a date
 * ('Feb 17, 2017', '17 févr. 2017'); null when it is not a date. Read and
 * written in UTC, so no time zone moves it to the day before.
 */
export function formatMemberDate(value: string, language: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const locale = baseLanguage(language) || 'en';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** 'Member since {date}' (§2.8, §2.11); nothing when the vendor's date is missing or not a date. */
export function MemberSince({ date, className }: { date: string; className?: string }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const written = formatMemberDate(date, language);
  if (!written) return null;
  return (
    <p className={className} data-testid="member-since">
      {t('memberSince', { date: written })}
    </p>
  );
}
