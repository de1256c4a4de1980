import { Type } from 'typebox';
import { NEW_RESULTS_CAP, SAVED_SEARCH_ADDRESS_MAX, SAVED_SEARCHES_MAX, SAVED_SEARCH_NAME_MAX } from '../rules/saved-searches.js';
import { DeviceContextFields, INT4_DIGITS, Success, flag, integer, text } from './common.js';

/*
 * Saved searches of a buyer (issue 41, our design; §2.8 and §2.10 show none):
 * a name and the address of a search or listing page of the site, and how many
 * products matching it were posted since the buyer last opened it. Identity is
 * the session cookie. Names and addresses are checked by the API with the rules
 * of @gbx/contract/rules (saved-searches.ts), which answer 400 naming the field.
 */

/** A saved search's id in the path. */
export const SavedSearchParams = Type.Object({ id: Type.String({ pattern: INT4_DIGITS, description: 'The saved search id' }) });

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: text(`1 to ${SAVED_SEARCH_NAME_MAX} characters`),
  address: text('Path and query of the page (/advance-search?keyword=tractor), percent-encoded, without page='),
  createdAt: text('ISO 8601'),
  lastSeenAt: text('ISO 8601: when the buyer last opened it (saved, or marked seen)'),
  newCount: integer(`Products matching it posted since lastSeenAt, at most ${NEW_RESULTS_CAP}`),
  newCountCapped: flag(`More than ${NEW_RESULTS_CAP} (show "${NEW_RESULTS_CAP}+")`),
});

export const SavedSearchListReply = Type.Object({
  status: Success,
  savedSearches: Type.Array(SavedSearch, { description: 'Newest first' }),
  limit: integer(`How many a buyer may keep (${SAVED_SEARCHES_MAX})`),
});

/** Name lengths are checked once trimmed (the rules); the schema only bounds what is read. */
const Name = Type.String({ maxLength: 200, description: `1 to ${SAVED_SEARCH_NAME_MAX} characters once trimmed` });

export const SavedSearchSaveRequest = Type.Object({
  ...DeviceContextFields,
  name: Name,
  address: Type.String({
    maxLength: SAVED_SEARCH_ADDRESS_MAX,
    description: `A path of the site with its query: /advance-search?..., /deals-promotion?..., /featured-list?..., /product-result/{place or segment}?..., /vendor-store/{vendor}?..., /marketplace/{country}?... (at most ${SAVED_SEARCH_ADDRESS_MAX} characters once percent-encoded)`,
  }),
});

export const SavedSearchSaveReply = Type.Object({
  status: Success,
  msg: text(),
  savedSearch: SavedSearch,
  created: flag('false: the buyer had saved this address already, which is answered as it is (its name unchanged)'),
});

export const SavedSearchRenameRequest = Type.Object({ name: Name });
export const SavedSearchReply = Type.Object({ status: Success, msg: text(), savedSearch: SavedSearch });
export const SavedSearchDeleteReply = Type.Object({ status: Success, msg: text() });
