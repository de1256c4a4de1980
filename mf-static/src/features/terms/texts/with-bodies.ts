import type { TranslationTree } from '@gbx/shared';

/** Joins the translated section titles and section bodies of one language into the `sections` tree of en.ts. */
export function withBodies(titles: Record<string, string>, bodies: Record<string, TranslationTree>): TranslationTree {
  const sections: TranslationTree = {};
  for (const [key, title] of Object.entries(titles)) {
    const body = bodies[key];
    sections[key] = body ? { title, body } : { title };
  }
  return sections;
}
