import { useRef, useState } from 'react';
import { latePart, useLatePart } from '@gbx/shared/late-part';
import type { Handover, SearchFormProps } from './search-form-frame';
import { StillSearchForm } from './still-search-form';

export type { SearchFormProps } from './search-form-frame';

const livePart = latePart(() => import('./live-search-form').then((module) => module.default));

/**
 * Every field of §2.10 in six sections, its values those of the address's
 * search (the page draws it again for each new one). The form is in the
 * first paint and takes typing from the start (the still form); its
 * judgement (react-hook-form, about 12 kB gzip) is not: it loads at the
 * page's first quiet moment, or as soon as the visitor comes to the form,
 * and then takes it over in place, with the values, the focus and the caret
 * where they were (as the city's suggestions do, components/combobox).
 */
export function SearchForm(props: SearchFormProps) {
  const [values, setValues] = useState(props.initial);
  const handoverRef = useRef<Handover>({ values: null, focus: null, submit: false });
  const { code: Live, want } = useLatePart(livePart);
  if (Live) return <Live {...props} initial={values} handoverRef={handoverRef} />;
  return <StillSearchForm {...props} values={values} onValuesChange={setValues} handoverRef={handoverRef} onWanted={want} />;
}
