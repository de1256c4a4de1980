import { useEffect, useMemo, useState } from 'react';
import { queries, useApiQuery, useT, VisuallyHidden } from '@gbx/shared';
import { Combobox } from '../../components/combobox';
import type { SearchFields } from './search-form-api';
import { MAX_LENGTH } from './search-state';
import { texts } from './texts';

/** §5: the autocomplete asks only from 3 characters on. */
export const CITY_MIN_CHARS = 3;
/** Typing pauses this long before the cities are asked for: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

/** The value after it has not changed for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Location (City) with autocomplete (§2.10, §5): from 3 characters the
 * cities-list call suggests cities ('Loading' while it asks); a pick fills
 * the field with the suggestion's full value ("Mumbai, Mahārāshtra, India"),
 * which the search reads as that city. What is typed stays the field's value
 * whether or not a suggestion is picked. The combobox draws the form's
 * value and sets it as it changes (typed, picked, or replayed when it was
 * typed before the scripts ran).
 */
export function CityField({ form }: { form: SearchFields }) {
  const { t } = useT(texts.namespace);
  const value = form.watch('city');
  const typed = value.trim();
  const settled = useSettled(typed, TYPING_PAUSE_MS);
  const asking = settled.length >= CITY_MIN_CHARS;
  const query = useApiQuery({ ...queries.citiesList(settled), enabled: asking });
  const current = asking && settled === typed;
  const options = useMemo(
    () => (current && query.data ? query.data.CityList.map((city) => ({ key: `${city.value}|${city.country_code}`, label: city.value })) : []),
    [current, query.data],
  );
  // 'Loading' from the third character on, until the cities of what is typed are in.
  const loading = typed.length >= CITY_MIN_CHARS && (!current || query.isFetching);

  const status = loading ? (
    t('city.loading')
  ) : typed.length > 0 && typed.length < CITY_MIN_CHARS ? (
    t('city.minChars')
  ) : current && query.data && options.length === 0 ? (
    t('city.none', { text: typed })
  ) : options.length ? (
    <VisuallyHidden>{t('city.found')}</VisuallyHidden>
  ) : null;

  return (
    <Combobox
      label={t('fields.city')}
      name="city"
      placeholder={t('fields.cityPlaceholder')}
      listLabel={t('city.listLabel')}
      text={value}
      onTextChange={(text) => form.setValue('city', text)}
      options={options}
      onPick={() => undefined}
      status={status}
      maxLength={MAX_LENGTH.city}
    />
  );
}
