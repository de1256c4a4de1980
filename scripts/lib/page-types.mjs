// The page types whose first visit is measured (issue 16): the JavaScript
// budget of the first-visit report and the Lighthouse benchmark read the same
// list. `area` is the data-remote attribute of the area that draws the page, so
// a measurement waits until that area has rendered.
export const PAGE_TYPES = [
  { name: 'landing', path: '/landing-marketplace', area: 'mf_browse' },
  { name: 'listing', path: '/deals-promotion', area: 'mf_browse' },
  { name: 'advanced search', path: '/advance-search', area: 'mf_browse' },
  { name: 'product detail', path: '/product-detail/GBX00000001', area: 'mf_product' },
  { name: 'login', path: '/login', area: 'mf_account' },
  { name: 'static page', path: '/about-us', area: 'mf_static' },
];
