export { theme, media } from './theme';
export { Modal, Button } from './modal';
export { Menu, MenuItem, MenuLabel, MenuSeparator } from './menu';
export { ComingSoon } from './coming-soon';
export { FeaturedCarousel } from './featured-carousel';
export { CartIcon, ChevronDownIcon, HeartIcon, SoundOffIcon, SoundOnIcon, UserIcon } from './icons';
export { CheckboxField, FieldError, FieldHint, FormMessage, TextField } from './form-fields';
export type { FieldState } from './form-fields';
export type { FeaturedItem } from './featured-carousel';
