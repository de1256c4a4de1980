import { describeNamespaceTexts } from '@gbx/tooling/testing/feature-translations';
import { COMPARE_BAR_NAMESPACE, compareBarResources } from '../src/features/compare-bar/texts/index';

describeNamespaceTexts({ namespace: COMPARE_BAR_NAMESPACE, resources: compareBarResources });
