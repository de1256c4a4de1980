import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { searchProblems, type SearchProblems } from '@gbx/contract/rules';
import { Button, countryName, MARKET_SEGMENTS, media, queries, theme, useApiQuery, useLanguage, useT } from '@gbx/shared';
import { KeywordCutNote, useKeywordLimit } from '../../components/keyword-cut-note';
import { CategorySelects } from './category-selects';
import { CityField } from './city-field';
import { countryOptions } from './country-options';
import { CheckPill, Group, Pills, RadioPill, SelectInput, TextInput } from './form-controls';
import { AGES, DELIVERY_OPTIONS, MAX_LENGTH, PRODUCT_OPTIONS, type AdvancedSearch } from './search-state';
import { texts } from './texts';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  /* Collapsed (§2.10 EXPAND/COLLAPSE): the display above would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

/** The sections side by side on a wide screen, one above the other on a phone. */
const Sections = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled.section<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: 0.85rem;
  padding: 1rem 1.1rem 1.2rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
  /* h2: the form's sections come right after the page's h1 (heading order). */
  h2 {
    margin: 0;
    font-size: 0.8rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${theme.color.muted};
  }
  ${media.mobile} {
    grid-column: auto;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
`;

/** Groups side by side that wrap under each other when the room runs out. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 0.85rem 1.5rem;
  > :last-child {
    flex: 0 1 12rem;
  }
`;

/** Submit and Reset; on a phone the bar floats at the bottom of the screen while the form is in view (§2.10). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  ${Button} {
    min-height: 2.75rem;
    min-width: 8rem;
    font-weight: 700;
  }
  ${media.mobile} {
    position: sticky;
    bottom: 0;
    z-index: 5;
    margin-inline: -0.75rem;
    padding: 0.75rem;
    background: rgba(246, 247, 249, 0.96);
    box-shadow: 0 -6px 16px rgba(11, 37, 69, 0.12);
    ${Button} {
      flex: 1;
    }
  }
`;

const Summary = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${theme.color.danger};
  font-weight: 600;
`;

/** Product or vendor rating (§2.10): any, or at least 1 to 5 stars. */
function RatingSelect({ label, value, onValue }: { label: string; value: string; onValue: (value: string) => void }) {
  const { t } = useT(texts.namespace);
  return (
    <SelectInput label={label} value={value} onValue={onValue}>
      <option value="">{t('fields.anyRating')}</option>
      {['1', '2', '3', '4', '5'].map((stars) => (
        <option key={stars} value={stars}>
          {`${'★'.repeat(Number(stars))} ${t('fields.starsAndUp', { stars })}`}
        </option>
      ))}
    </SelectInput>
  );
}

export interface SearchFormProps {
  /** The search the form starts with (the address's). */
  initial: AdvancedSearch;
  onSubmit: (search: AdvancedSearch) => void;
  onReset: () => void;
  /** Show the rules' problems from the start (a shared address with a wrong price or date). */
  checkOnStart: boolean;
  /** Given to the form element: the toggle's aria-controls names it. */
  id: string;
  hidden: boolean;
  /** Any field took the focus: the visitor is about to search. */
  onFocus?: () => void;
}

/**
 * Every field of §2.10 in six sections. Nothing is sent while a rule fails:
 * the field says what is wrong beside it, gets the focus, and keeps what was
 * typed; once a submit has failed, each message goes as soon as its field is
 * right.
 */
export function SearchForm({ initial, checkOnStart, onSubmit, onReset, id, hidden, onFocus }: SearchFormProps) {
  const { t } = useT(texts.namespace);
  const [search, setSearch] = useState(initial);
  const [problems, setProblems] = useState<SearchProblems | null>(() => (checkOnStart ? searchProblems(initial) : null));
  const form = useRef<HTMLFormElement>(null);
  const language = useLanguage();
  const countryList = useApiQuery(queries.countryList()).data?.CountryList;
  const countries = useMemo(() => (countryList ? countryOptions(countryList.map((country) => country.ISOCode2), language) : null), [countryList, language]);

  const update = (next: AdvancedSearch) => {
    setSearch(next);
    if (problems) setProblems(searchProblems(next));
  };
  const set = <K extends keyof AdvancedSearch>(field: K) => (value: AdvancedSearch[K]) => update({ ...search, [field]: value });
  /** A checkbox of a group: the group's choices stay in the form's order. */
  const check = <T extends string>(all: readonly T[], chosen: readonly T[], item: T, on: boolean) => all.filter((x) => (x === item ? on : chosen.includes(x)));
  const keywordLimit = useKeywordLimit();
  const keywordCutId = useId();
  const problem = (field: keyof SearchProblems): ReactNode => (problems?.[field] ? t(`problems.${problems[field]}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblems(search);
    if (Object.keys(found).length) {
      setProblems(found);
      // The first wrong field in the form's order takes the focus: its message is read with it.
      const first = form.current?.querySelector<HTMLElement>(Object.keys(found).map((name) => `[name="${name}"]`).join(','));
      first?.focus();
      return;
    }
    setProblems(null);
    onSubmit(search);
  };

  const hasProblems = problems !== null && Object.keys(problems).length > 0;
  return (
    <Form ref={form} id={id} hidden={hidden} noValidate onSubmit={submit} onFocus={onFocus} aria-label={t('form.heading')} data-testid="advanced-search-form">
      <Sections>
        <Section>
          <h2>{t('sections.what')}</h2>
          <TextInput
            name="keyword"
            type="search"
            label={t('fields.keyword')}
            placeholder={t('fields.keywordPlaceholder')}
            value={search.keyword}
            onValue={(typed) => set('keyword')(keywordLimit.keep(typed))}
            status={{ id: keywordCutId, note: <KeywordCutNote id={keywordCutId} cut={keywordLimit.cut} /> }}
          />
          <TextInput name="vendor" label={t('fields.vendor')} value={search.vendor} onValue={set('vendor')} maxLength={MAX_LENGTH.vendor} />
          <TextInput name="productid" label={t('fields.productid')} placeholder={t('fields.productidPlaceholder')} value={search.productid} onValue={set('productid')} maxLength={MAX_LENGTH.productid} />
          <Group>
            <legend>{t('sections.dates')}</legend>
            <Pair>
              <TextInput name="datepostedafter" type="date" label={t('fields.datepostedafter')} value={search.datepostedafter} onValue={set('datepostedafter')} problem={problem('datepostedafter')} />
              <TextInput name="datepostedbefore" type="date" label={t('fields.datepostedbefore')} value={search.datepostedbefore} onValue={set('datepostedbefore')} problem={problem('datepostedbefore')} />
            </Pair>
          </Group>
        </Section>

        <Section>
          <h2>{t('sections.where')}</h2>
          <CityField value={search.city} onValue={set('city')} />
          <Group>
            <legend>{t('fields.proximity')}</legend>
            <Pills>
              <RadioPill name={`${id}-proximity`} label={t('fields.proximityCity')} checked={search.proximity === 'city'} onChoose={() => set('proximity')('city')} />
              <RadioPill name={`${id}-proximity`} label={t('fields.proximityPostal')} checked={search.proximity === 'postal'} onChoose={() => set('proximity')('postal')} />
            </Pills>
            {search.proximity === 'postal' ? (
              <TextInput name="postalcode" label={t('fields.postalcode')} value={search.postalcode} onValue={set('postalcode')} maxLength={MAX_LENGTH.postalcode} autoComplete="postal-code" />
            ) : null}
            <Pair>
              <TextInput
                name="radiuswithin"
                label={t('fields.radius')}
                inputMode="decimal"
                placeholder={t('fields.radiusPlaceholder')}
                value={search.radiuswithin}
                onValue={set('radiuswithin')}
                maxLength={MAX_LENGTH.amount}
                problem={problem('radiuswithin')}
              />
              <SelectInput label={t('fields.radiusUnit')} value={search.radiusUnit} onValue={(unit) => set('radiusUnit')(unit === 'miles' ? 'miles' : 'km')}>
                <option value="km">{t('fields.km')}</option>
                <option value="miles">{t('fields.miles')}</option>
              </SelectInput>
            </Pair>
            <small>{search.proximity === 'postal' ? t('fields.proximityPostalHint') : t('fields.proximityCityHint')}</small>
          </Group>
          <SelectInput label={t('fields.country')} value={search.productscountry} onValue={set('productscountry')} aria-busy={countries ? undefined : true}>
            <option value="">{t('fields.anyCountry')}</option>
            {/* A country chosen by a shared link shows even before the list is in. */}
            {search.productscountry && !countries ? <option value={search.productscountry}>{countryName(search.productscountry, language)}</option> : null}
            {countries?.map((country) => (
              // Even in their short names the server's ICU and a browser's may differ ('Falkland Islands', with or
              // without '(Islas Malvinas)'): either is right, and the difference must not fail the page's hydration.
              <option key={country.code} value={country.code} suppressHydrationWarning>
                {country.name}
              </option>
            ))}
          </SelectInput>
        </Section>

        <Section>
          <h2>{t('sections.category')}</h2>
          <CategorySelects search={search} onSearch={update} />
        </Section>

        <Section $wide>
          <h2>{t('sections.product')}</h2>
          <Group>
            <legend>{t('fields.segments')}</legend>
            <Pills>
              {MARKET_SEGMENTS.map((segment) => (
                <CheckPill key={segment} label={segment} checked={search.marketsegments.includes(segment)} onChecked={(on) => set('marketsegments')(check(MARKET_SEGMENTS, search.marketsegments, segment, on))} />
              ))}
            </Pills>
          </Group>
          <Group>
            <legend>{t('fields.options')}</legend>
            <Pills>
              {PRODUCT_OPTIONS.map((option) => (
                <CheckPill key={option} label={t(`options.${option}`)} checked={search.options.includes(option)} onChecked={(on) => set('options')(check(PRODUCT_OPTIONS, search.options, option, on))} />
              ))}
            </Pills>
          </Group>
          <Row>
            <Group>
              <legend>{t('fields.delivery')}</legend>
              <Pills>
                {DELIVERY_OPTIONS.map((option) => (
                  <CheckPill key={option} label={t(`delivery.${option}`)} checked={search.delivery.includes(option)} onChecked={(on) => set('delivery')(check(DELIVERY_OPTIONS, search.delivery, option, on))} />
                ))}
              </Pills>
            </Group>
            <SelectInput label={t('fields.age')} value={search.age} onValue={set('age')}>
              <option value="">{t('fields.anyAge')}</option>
              {AGES.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </SelectInput>
          </Row>
        </Section>

        <Section>
          <h2>{t('sections.price')}</h2>
          <Group>
            <legend>{t('fields.pricing')}</legend>
            <Pair>
              <TextInput name="pricingmin" label={t('fields.pricingmin')} inputMode="decimal" value={search.pricingmin} onValue={set('pricingmin')} maxLength={MAX_LENGTH.amount} problem={problem('pricingmin')} />
              <TextInput name="pricingmax" label={t('fields.pricingmax')} inputMode="decimal" value={search.pricingmax} onValue={set('pricingmax')} maxLength={MAX_LENGTH.amount} problem={problem('pricingmax')} />
            </Pair>
          </Group>
          <Pair>
            <RatingSelect label={t('fields.productrating')} value={search.productrating} onValue={set('productrating')} />
            <RatingSelect label={t('fields.vendorrating')} value={search.vendorrating} onValue={set('vendorrating')} />
          </Pair>
        </Section>

      </Sections>
      <Actions>
        {hasProblems ? <Summary role="alert">{t('form.problems')}</Summary> : null}
        <Button type="submit">{t('actions.submit')}</Button>
        <Button type="button" $variant="secondary" onClick={onReset}>
          {t('actions.reset')}
        </Button>
      </Actions>
    </Form>
  );
}
