export const en = {
  message: 'Keywords are limited to {{limit}} characters; the rest was cut.',
};
