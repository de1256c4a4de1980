import { Link } from '@gbx/shared/router';
import { paths, useApiMutation, useApiQuery, useLanguage, useT } from '@gbx/shared';
import { deleteNotifyMe, type NotifyMeSubscription } from '@gbx/shared/action-calls';
import { dropNotifyMe, notifyMeListQuery } from './buyer-lists-query';
import { BuyerList, Row, RowActions, RowButton, Rows, useListChanges, useQuoted } from './buyer-list-ui';
import { EmptyState } from './buyer-ui';
import { texts } from './texts';
// The day in the page's language and in UTC, as the server renders it: the catalogue's 'Member since' format.
import { formatMemberDate } from '@gbx/shared/catalogue';

/** The skeleton's button: Stop. */
const BUTTONS = ['4em'] as const;

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
  const changes = useListChanges(notifyMeListQuery().queryKey);
  const quoted = useQuoted();
  const stopped = (alert: NotifyMeSubscription) => {
    dropNotifyMe(alert.GBXProductID);
    changes.removed(t('notifyMe.stopped', { title: quoted(alert.ProductTitle) }));
  };
  return (
    <BuyerList load={load} changes={changes} testId="notify-me-alerts" title={t('notifyMe.title')} note={t('notifyMe.intro')} buttons={BUTTONS}>
      {({ subscriptions }) =>
        subscriptions.length === 0 ? (
          <EmptyState data-testid="notify-me-empty">
            <p>{t('notifyMe.empty')}</p>
            <p>{t('notifyMe.howTo')}</p>
          </EmptyState>
        ) : (
          <Rows aria-labelledby={changes.titleId}>
            {subscriptions.map((alert) => (
              <AlertRow key={alert.GBXProductID} alert={alert} onStopped={stopped} onFailure={changes.failed} />
            ))}
          </Rows>
        )
      }
    </BuyerList>
  );
}
