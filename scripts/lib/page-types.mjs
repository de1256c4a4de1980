// The page types whose first visit is measured (issue 16): the JavaScript
// budget of the first-visit report and the Lighthouse benchmark read the same
// list. `area` is the data-remote attribute of the area that draws the page, so
// a measurement waits until that area has rendered.
//
// `budgetKb` is the gzip JavaScript a first visit to the page may download
// (scripts/lib/first-visit-report.mjs fails the build past it). Issue 16's goal
// is 160 kB for every page; until the libraries allow it (see the report), each
// budget is a ratchet about 1 kB above what its page downloads today, so a
// change that adds weight to any page fails the build, and whoever makes a page
// lighter lowers its budget with it. (Issue 37: every page's shell gained
// about 0.1 kB, an unknown product as an answer and a place's kind in its
// links; the product page lost 0.8 kB, its report and contact forms now
// loading when their dialog opens. Issue 38: the visitor's tip and its Log in
// link with the completion of the add after login cost the listing and the
// product page 0.9-1.0 kB, the login page 0.1 kB; Floating UI loads when a tip opens.)
export const PAGE_TYPES = [
  { name: 'landing', path: '/landing-marketplace', area: 'mf_browse', budgetKb: 180.0 },
  { name: 'listing', path: '/deals-promotion', area: 'mf_browse', budgetKb: 195.1 },
  { name: 'advanced search', path: '/advance-search', area: 'mf_browse', budgetKb: 181.5 },
  { name: 'product detail', path: '/product-detail/GBX00000001', area: 'mf_product', budgetKb: 200.8 },
  { name: 'login', path: '/login', area: 'mf_account', budgetKb: 172.5 },
  { name: 'static page', path: '/about-us', area: 'mf_static', budgetKb: 174.7 },
];
