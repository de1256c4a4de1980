import type { AdvanceSearchRequest, Static } from '@gbx/contract/schemas';

/**
 * The advanced-search state as it arrives: the contract's AdvanceSearchRequest
 * (§2.10, §3), every field optional. Text inputs (prices, radius, dates) are
 * checked by the plan, which names the field when one is wrong.
 */
export type AdvanceSearchBody = Static<typeof AdvanceSearchRequest>;

export function isOn(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}
