import { useId, useRef, useState } from 'react';
import { Link } from '@gbx/shared/router';
import { getQueryClient, httpStatusOf, paths, useApiMutation, useApiQuery, useLanguage, useT, VisuallyHidden } from '@gbx/shared';
import { deleteNotifyMe, type NotifyMeSubscription } from '@gbx/shared/action-calls';
import { dropNotifyMe, notifyMeListQuery } from './buyer-lists-query';
import { ListLoadFailure, ListSection, Row, RowActions, RowButton, Rows, SkeletonRows, useFailurePopup, useQuoted } from './buyer-list-ui';
import { EmptyState } from './buyer-ui';
import { texts } from './texts';
// The day in the page's language and in UTC, as the server renders it: the catalogue's 'Member since' format.
import { formatMemberDate } from '@gbx/shared/catalogue';

interface AlertRowProps {
  alert: NotifyMeSubscription;
  onStopped: (alert: NotifyMeSubscription) => void;
  onFailure: (error: unknown) => void;
}

/** One back-in-stock alert: the product (a link to its page), when it was asked, and Stop. The title is the vendor's text, rendered as text. */
function AlertRow({ alert, onStopped, onFailure }: AlertRowProps) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const titleId = `notify-me-title-${alert.GBXProductID}`;
  const stop = useApiMutation({
    mutationFn: () => deleteNotifyMe(alert.GBXProductID),
    onSuccess: () => onStopped(alert),
    onError: (error) => onFailure(error),
  });
  const asked = formatMemberDate(alert.subscribedAt, language);
  return (
    <Row data-testid="notify-me-alert" data-product={alert.GBXProductID}>
      <div>
        <Link className="row-title" id={titleId} to={paths.productDetail.to(alert.GBXProductID)}>
          <bdi>{alert.ProductTitle}</bdi>
        </Link>
        <p className="row-meta">{asked ? <time dateTime={alert.subscribedAt}>{t('notifyMe.askedOn', { date: asked })}</time> : null}</p>
      </div>
      <RowActions>
        <RowButton type="button" $tone="danger" aria-describedby={titleId} disabled={stop.isPending} onClick={() => stop.mutate()}>
          {t('notifyMe.stop')}
        </RowButton>
      </RowActions>
    </Row>
  );
}

/**
 * The dashboard's back-in-stock alerts (notify me, issue 41): the
 * out-of-stock products the buyer asked to be told about, each with Stop.
 * Skeleton rows while it loads.
 */
export function NotifyMeList() {
  const { t } = useT(texts.namespace);
  const load = useApiQuery(notifyMeListQuery());
  const { popup, fail } = useFailurePopup();
  const quoted = useQuoted();
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const list = load.data;

  const stopped = (alert: NotifyMeSubscription) => {
    dropNotifyMe(alert.GBXProductID);
    setStatus(t('notifyMe.stopped', { title: quoted(alert.ProductTitle) }));
    heading.current?.focus();
  };
  const failed = (error: unknown) => {
    fail(error);
    // Not waited for any more (mailed, or stopped in another tab): the list is loaded again.
    if (httpStatusOf(error) === 404) void getQueryClient().invalidateQueries({ queryKey: notifyMeListQuery().queryKey });
  };

  let body;
  if (list) {
    body =
      list.subscriptions.length === 0 ? (
        <EmptyState data-testid="notify-me-empty">
          <p>{t('notifyMe.empty')}</p>
          <p>{t('notifyMe.howTo')}</p>
        </EmptyState>
      ) : (
        <Rows aria-labelledby={titleId}>
          {list.subscriptions.map((alert) => (
            <AlertRow key={alert.GBXProductID} alert={alert} onStopped={stopped} onFailure={failed} />
          ))}
        </Rows>
      );
  } else if (load.isPending) {
    body = <SkeletonRows buttons={['4em']} />;
  } else {
    body = <ListLoadFailure error={load.error} retry={() => void load.refetch()} />;
  }

  return (
    <ListSection aria-labelledby={titleId} aria-busy={load.isPending || undefined} data-testid="notify-me-alerts">
      <div className="list-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('notifyMe.title')}
        </h2>
        <p className="list-note">{t('notifyMe.intro')}</p>
      </div>
      <VisuallyHidden role="status" data-testid="list-status">{status}</VisuallyHidden>
      {body}
      {popup}
    </ListSection>
  );
}
