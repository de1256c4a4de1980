import { useId, useMemo } from 'react';
import { countryName, MARKET_SEGMENTS, queries, useApiQuery, useLanguage, useT } from '@gbx/shared';
import { KeywordCutNote, useKeywordLimit } from '../../components/keyword-cut-note';
import { CityField } from './city-field';
import { countryOptions } from './country-options';
import { Pills, SelectInput, TextInput } from './form-controls';
import { Group, Pair, Row, Section } from './form-layout';
import { CheckPills, RadioPill } from './pill-controls';
import { registered, type SearchFields } from './search-form-api';
import { AGES, DELIVERY_OPTIONS, MAX_LENGTH, PRODUCT_OPTIONS } from './search-state';
import { texts } from './texts';

/*
 * The sections of the advanced-search form (§2.10) but the categories
 * (category-selects.tsx), in the form's order: the order in which the first
 * field with a problem is looked for.
 */

/** What: keyword, vendor, product id, and the posted dates. */
export function WhatSection({ form }: { form: SearchFields }) {
  const { t } = useT(texts.namespace);
  const keywordLimit = useKeywordLimit();
  const keywordCutId = useId();
  const keyword = registered(form, 'keyword');
  return (
    <Section>
      <h2>{t('sections.what')}</h2>
      <TextInput
        {...keyword}
        type="search"
        label={t('fields.keyword')}
        placeholder={t('fields.keywordPlaceholder')}
        // Cut to the limit, with a note that says so, before the form takes it.
        onChange={(event) => {
          const kept = keywordLimit.keep(event.target.value);
          if (kept !== event.target.value) event.target.value = kept;
          return keyword.onChange(event);
        }}
        status={{ id: keywordCutId, note: <KeywordCutNote id={keywordCutId} cut={keywordLimit.cut} /> }}
      />
      <TextInput {...registered(form, 'vendor')} label={t('fields.vendor')} maxLength={MAX_LENGTH.vendor} />
      <TextInput {...registered(form, 'productid')} label={t('fields.productid')} placeholder={t('fields.productidPlaceholder')} maxLength={MAX_LENGTH.productid} />
      <Group>
        <legend>{t('sections.dates')}</legend>
        <Pair>
          <TextInput {...registered(form, 'datepostedafter')} type="date" label={t('fields.datepostedafter')} />
          {/* 'Posted after' must not be later: judged again as this one changes. */}
          <TextInput {...registered(form, 'datepostedbefore', ['datepostedafter'])} type="date" label={t('fields.datepostedbefore')} />
        </Pair>
      </Group>
    </Section>
  );
}

/** Products located in country: the chosen one shows even before the list is in (a shared link). */
function CountrySelect({ form }: { form: SearchFields }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const countryList = useApiQuery(queries.countryList()).data?.CountryList;
  const countries = useMemo(() => (countryList ? countryOptions(countryList.map((country) => country.ISOCode2), language) : null), [countryList, language]);
  const chosen = form.watch('productscountry');
  return (
    <SelectInput label={t('fields.country')} name="productscountry" value={chosen} onChange={(event) => form.setValue('productscountry', event.target.value)} aria-busy={countries ? undefined : true}>
      <option value="">{t('fields.anyCountry')}</option>
      {chosen && !countries ? <option value={chosen}>{countryName(chosen, language)}</option> : null}
      {countries?.map((country) => (
        // Even in their short names the server's ICU and a browser's may differ ('Falkland Islands', with or
        // without '(Islas Malvinas)'): either is right, and the difference must not fail the page's hydration.
        <option key={country.code} value={country.code} suppressHydrationWarning>
          {country.name}
        </option>
      ))}
    </SelectInput>
  );
}

/** Where: the city, the proximity (around the city or a postal code, within a radius), the country. */
export function WhereSection({ form }: { form: SearchFields }) {
  const { t } = useT(texts.namespace);
  const proximity = form.register('proximity');
  const startsAt = form.defaultValues.proximity;
  const postal = form.watch('proximity') === 'postal';
  return (
    <Section>
      <h2>{t('sections.where')}</h2>
      <CityField form={form} />
      <Group>
        <legend>{t('fields.proximity')}</legend>
        <Pills>
          <RadioPill {...proximity} value="city" defaultChecked={startsAt === 'city'} label={t('fields.proximityCity')} />
          <RadioPill {...proximity} value="postal" defaultChecked={startsAt === 'postal'} label={t('fields.proximityPostal')} />
        </Pills>
        {postal ? <TextInput {...registered(form, 'postalcode')} label={t('fields.postalcode')} maxLength={MAX_LENGTH.postalcode} autoComplete="postal-code" /> : null}
        <Pair>
          <TextInput {...registered(form, 'radiuswithin')} label={t('fields.radius')} inputMode="decimal" placeholder={t('fields.radiusPlaceholder')} maxLength={MAX_LENGTH.amount} />
          <SelectInput {...registered(form, 'radiusUnit')} label={t('fields.radiusUnit')}>
            <option value="km">{t('fields.km')}</option>
            <option value="miles">{t('fields.miles')}</option>
          </SelectInput>
        </Pair>
        <small>{postal ? t('fields.proximityPostalHint') : t('fields.proximityCityHint')}</small>
      </Group>
      <CountrySelect form={form} />
    </Section>
  );
}

/** Product: market segments, product options, shipping options, age. */
export function ProductSection({ form }: { form: SearchFields }) {
  const { t } = useT(texts.namespace);
  return (
    <Section $wide>
      <h2>{t('sections.product')}</h2>
      <Group>
        <legend>{t('fields.segments')}</legend>
        <CheckPills form={form} name="marketsegments" all={MARKET_SEGMENTS} labelOf={(segment) => segment} />
      </Group>
      <Group>
        <legend>{t('fields.options')}</legend>
        <CheckPills form={form} name="options" all={PRODUCT_OPTIONS} labelOf={(option) => t(`options.${option}`)} />
      </Group>
      <Row>
        <Group>
          <legend>{t('fields.delivery')}</legend>
          <CheckPills form={form} name="delivery" all={DELIVERY_OPTIONS} labelOf={(option) => t(`delivery.${option}`)} />
        </Group>
        <SelectInput {...registered(form, 'age')} label={t('fields.age')}>
          <option value="">{t('fields.anyAge')}</option>
          {AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </SelectInput>
      </Row>
    </Section>
  );
}

/** Product or vendor rating (§2.10): any, or at least 1 to 5 stars. */
function RatingSelect({ form, name }: { form: SearchFields; name: 'productrating' | 'vendorrating' }) {
  const { t } = useT(texts.namespace);
  return (
    <SelectInput {...registered(form, name)} label={t(`fields.${name}`)}>
      <option value="">{t('fields.anyRating')}</option>
      {['1', '2', '3', '4', '5'].map((stars) => (
        <option key={stars} value={stars}>
          {`${'★'.repeat(Number(stars))} ${t('fields.starsAndUp', { stars })}`}
        </option>
      ))}
    </SelectInput>
  );
}

/** Price: the pricing range (USD) and the ratings. */
export function PriceSection({ form }: { form: SearchFields }) {
  const { t } = useT(texts.namespace);
  return (
    <Section>
      <h2>{t('sections.price')}</h2>
      <Group>
        <legend>{t('fields.pricing')}</legend>
        <Pair>
          <TextInput {...registered(form, 'pricingmin')} label={t('fields.pricingmin')} inputMode="decimal" maxLength={MAX_LENGTH.amount} />
          {/* The minimum must not be above it: judged again as this one changes. */}
          <TextInput {...registered(form, 'pricingmax', ['pricingmin'])} label={t('fields.pricingmax')} inputMode="decimal" maxLength={MAX_LENGTH.amount} />
        </Pair>
      </Group>
      <Pair>
        <RatingSelect form={form} name="productrating" />
        <RatingSelect form={form} name="vendorrating" />
      </Pair>
    </Section>
  );
}
