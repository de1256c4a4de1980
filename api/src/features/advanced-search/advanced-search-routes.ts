import { calls } from '@gbx/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { PAGE_SIZE } from '../products/listing-query.js';
import { PlaceResolver } from '../places-search/place-resolver.js';
import { productPage } from '../places-search/product-page.js';
import type { AdvanceSearchBody } from './advanced-search-schema.js';
import { planSearch } from './advanced-search-plan.js';

const DESCRIPTION =
  'Every field is optional; fields and groups combine with AND, the checkboxes of one group (New/Used/Refurbished, Genuine/Replica, ' +
  'Shipping/Pickup/Download) are alternatives. keyword: full text over title, description, vendor and categories, typo-tolerant on titles. ' +
  'city (or citydata): products in that city. radiuscity=1 or radiuspostalcode=1 with radiuswithin (and radiusUnit km or miles): products located ' +
  'within that great-circle distance of the city (or postal code) in the location field, else of the device\'s own city (or postal code); ' +
  'items then carry Distance (in radiusUnit). category/subcategoryone/two/three: ids (or names) of levels 1-4, the deepest chosen applies. ' +
  'marketsegments: any of them. age N: products with no age limit above N. productscountry: ISO2 or name. pricingmin/pricingmax: US dollars. ' +
  'productrating/vendorrating: at least N stars. datepostedafter/datepostedbefore: YYYY-MM-DD, both included. limit (default 12, at most 60), offset. ' +
  'Quick filters: lasthours=1 (posted in the last 24 hours, newest first), lastdays=1 (last 30 days), bestselling=1 (most sold first), ' +
  'mostwishlisted=1 (most wishlisted first). Default order: relevance with a keyword, else newest; sort_by takes the listing codes (an unknown one is no sort, as on the listings) ' +
  'and orders a quick filter\'s results too. ' +
  'Answers { status: "1", product_list (product list items, ProductCountPagi on the first), product_count, limit, offset, ' +
  'filters: [{ field, label, value }] (the filters applied, for the "chosen filters" line), msg (only when a filter named nothing known, ' +
  'e.g. an unknown city: the list is then empty) }. A wrong input answers 400 { status: "0", msg, errors: [{ field, msg }] }.';

/** Advanced search (§2.10): the form and its quick filters. */
export function registerAdvancedSearchRoutes(app: App, services: Services): void {
  const resolver = new PlaceResolver(services.catalogue, services.directory);

  const handler = async (request: FastifyRequest<{ Body: AdvanceSearchBody }>, reply: FastifyReply) => {
    const body = request.body;
    const stats = await services.counts.ready();
    // "Now" to the minute: the quick filters' totals can then be shared (services/count-cache.ts).
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const plan = await planSearch({ db: services.catalogue, directory: services.directory, resolver, stats }, body, now);
    if ('errors' in plan) {
      return reply.status(400).send({ status: '0' as const, msg: `Invalid body: ${plan.errors[0]?.msg ?? 'bad search'}`, errors: plan.errors });
    }
    const limit = Number(body.limit ?? PAGE_SIZE);
    const offset = Number(body.offset ?? 0);
    if (plan.nothing) {
      return { status: '1' as const, product_list: [], product_count: 0, limit, offset, filters: plan.applied, msg: plan.nothing };
    }
    const proximity = plan.proximity;
    const page = await productPage(services, request, body, plan.filter, plan.sort, offset, limit, proximity
      ? (item, row) => {
        item.Distance = proximity.distances.get(row.city_id) ?? 0;
        item.DistanceUnit = proximity.unit;
      }
      : undefined);
    return { status: '1' as const, product_list: page.product_list, product_count: page.product_count, limit, offset, filters: plan.applied };
  };

  const schema = (call: typeof calls.advanceSearch | typeof calls.advanceSearchClick, summary: string) => ({
    ...contractSchema(call),
    tags: ['advanced-search'],
    summary,
    description: DESCRIPTION,
  });
  app.post(calls.advanceSearch.path, { schema: schema(calls.advanceSearch, 'Advanced search (§2.10): the whole form') }, handler);
  app.post(calls.advanceSearchClick.path, {
    schema: schema(calls.advanceSearchClick, 'Advanced search quick filters (lasthours, lastdays, bestselling, mostwishlisted; clicksearch 1), with any form fields'),
  }, handler);
}
