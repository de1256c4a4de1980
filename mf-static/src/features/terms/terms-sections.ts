import { en } from './texts/en';

export type TermsSectionKey = keyof typeof en.sections;

/** Every section of the body, in page order (32, §2.15). */
export const SECTION_KEYS = Object.keys(en.sections) as TermsSectionKey[];

/** The sections about how the policy works: they frame the item categories and are not in the index. */
const POLICY_SECTIONS: readonly TermsSectionKey[] = ['facilitativePlatform', 'eligibility', 'generalProhibitions', 'enforcement'];

/** The 28 item categories of the index (§2.15), in page order. */
export const INDEXED_SECTIONS = SECTION_KEYS.filter((key) => !POLICY_SECTIONS.includes(key));

/** The in-page address of a section: 'counterfeitsAndPiratedCopies' -> 'counterfeits-and-pirated-copies'. */
export function sectionId(key: TermsSectionKey): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
