import { cleanSavedSearchName, SAVED_SEARCH_NAME_MAX, savedSearchNameProblem } from '@gbx/contract/rules';
import { httpStatusOf, type Translate } from '@gbx/shared';
import { serverMessage } from '@gbx/shared/catalogue';

/**
 * A saved search's new name as the API checks it (the rules of
 * @gbx/contract/rules: 1 to 60 characters once trimmed, no control
 * characters): the text of what is wrong, or null for a good name.
 */
export function nameProblemText(t: Translate, name: string): string | null {
  const problem = savedSearchNameProblem(name);
  return problem ? t(`savedSearches.nameProblem.${problem}`, { max: SAVED_SEARCH_NAME_MAX }) : null;
}

/** The name as it is sent: trimmed, each run of spaces one space (as the API stores it). */
export const nameToSend = (name: string) => cleanSavedSearchName(name);

/** The API's msg of a 400 (a name it refused), which the field shows; null for another failure. */
export function refusedNameText(error: unknown): string | null {
  return httpStatusOf(error) === 400 ? serverMessage(error) : null;
}
