import { describe, expect, it } from 'vitest';
// The one translation suite of every area (tooling is not a dependency of this package, hence the path).
import { describeNamespaceTexts } from '../../../../tooling/testing/feature-translations';
import { en } from './en';
import { COMPARE_NAMESPACE, compareResources } from '.';

describe("the Compare toggle's texts", () => {
  describeNamespaceTexts({ namespace: COMPARE_NAMESPACE, resources: compareResources });

  it('name the toggle and tell a fifth product to wait', () => {
    expect(en.compare).toBe('Compare');
    expect(en.full).toBe('You can compare up to {{limit}} products. Remove one first.');
  });
});
