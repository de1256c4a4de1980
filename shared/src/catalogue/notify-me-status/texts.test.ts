import { describe } from 'vitest';
// The one translation suite of every area (tooling is not a dependency of this package, hence the path).
import { describeNamespaceTexts } from '../../../../tooling/testing/feature-translations';
import { NOTIFY_ME_STATUS_NAMESPACE, notifyMeStatusTexts } from '.';

describe('the notify-me status texts', () => {
  describeNamespaceTexts({ namespace: NOTIFY_ME_STATUS_NAMESPACE, resources: notifyMeStatusTexts.resources });
});
