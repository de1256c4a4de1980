export { Combobox } from './combobox';
export type { ComboboxOption, ComboboxProps } from './combobox-frame';
