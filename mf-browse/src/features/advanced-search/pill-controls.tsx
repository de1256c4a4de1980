import type { ComponentProps, ReactNode } from 'react';
import { Pills } from './form-controls';
import type { SearchFields } from './search-form-api';
import type { AdvancedSearch } from './search-state';

type ListName = 'marketsegments' | 'options' | 'delivery';

/**
 * The checkboxes of a list of the form (market segments, product or shipping
 * options) as pills: each adds its item to the list or takes it out, the list
 * in the form's order whatever the order of the clicks.
 */
export function CheckPills<T extends string>({ form, name, all, labelOf }: { form: SearchFields; name: ListName; all: readonly T[]; labelOf: (item: T) => ReactNode }) {
  const chosen: readonly string[] = form.watch(name);
  const check = (item: T, on: boolean) => {
    const before: readonly string[] = form.getValues()[name];
    form.setValue(name, all.filter((x) => (x === item ? on : before.includes(x))) as AdvancedSearch[ListName]);
  };
  return (
    <Pills>
      {all.map((item) => (
        <label key={item}>
          {/* Named, so a form taking over from another finds the one that had the focus (search-form-frame.tsx). */}
          <input type="checkbox" name={name} value={item} checked={chosen.includes(item)} onChange={(event) => check(item, event.target.checked)} />
          {labelOf(item)}
        </label>
      ))}
    </Pills>
  );
}

/** One radio pill (registered). */
export function RadioPill({ label, ...radio }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label>
      <input type="radio" {...radio} />
      {label}
    </label>
  );
}
