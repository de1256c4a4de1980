import { useId, useState, type ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { getQueryClient, httpStatusOf, isRightToLeft, media, Skeleton, theme, useLanguage, useT, VisuallyHidden } from '@gbx/shared';
import { serverMessage, useMessagePopup } from '@gbx/shared/catalogue';
import { FormMessage } from '@gbx/shared/form-fields';
import { texts } from './texts';

/*
 * The pieces of the dashboard's lists (saved searches, back-in-stock alerts):
 * a section with its heading, rows of one line of text, a second line and
 * their buttons, and skeleton rows of the same size while the list loads.
 * Logical properties only: the rows mirror in Arabic.
 */

export const ListSection = styled.section`
  margin-block-start: 2rem;
  .list-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin-block-end: 0.75rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  h2:focus {
    outline: none;
  }
  .list-note {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 0.92rem;
    line-height: 1.4;
  }
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/** A row: its texts at the start, its buttons at the end (under the texts on a phone). */
export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 0.75rem;
  }
  .row-title {
    display: block;
    margin: 0;
    font-weight: 700;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  a.row-title {
    color: ${theme.color.link};
  }
  .row-meta {
    margin: 0.15rem 0 0;
    color: ${theme.color.muted};
    font-size: 0.9rem;
    line-height: 1.4;
  }
  .row-meta[data-new='true'] {
    color: ${theme.color.success};
    font-weight: 700;
  }
  .row-wide {
    grid-column: 1 / -1;
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  ${media.mobile} {
    justify-content: flex-start;
  }
  .confirm {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    .confirm {
      flex-basis: 100%;
    }
  }
`;

const control = css`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.25rem;
  padding: 0.3rem 0.9rem;
  font: inherit;
  line-height: 1.2;
  border-radius: ${theme.radius};
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const tones = {
  primary: css`
    border: 1px solid ${theme.color.navy};
    background: ${theme.color.navy};
    color: #fff;
  `,
  neutral: css`
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.navy};
  `,
  danger: css`
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.danger};
  `,
};

export type Tone = keyof typeof tones;

export const RowButton = styled.button<{ $tone?: Tone }>`
  ${control}
  ${({ $tone }) => tones[$tone ?? 'neutral']}
`;

/** A link that looks like the row's first button (a real link: middle click and "open in new tab" work). */
export const RowLink = styled(Link)`
  ${control}
  ${tones.primary}
`;

/** Rows standing in for a list that is loading: the row's lines and buttons, at their size. */
export function SkeletonRows({ rows = 2, buttons }: { rows?: number; buttons: readonly string[] }) {
  return (
    <Rows aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Row key={index} data-testid="list-skeleton-row">
          <div>
            <span className="row-title">
              <Skeleton $width="12em" $height="0.9em" />
            </span>
            <p className="row-meta">
              <Skeleton $width="7em" $height="0.9em" />
            </p>
          </div>
          <RowActions>
            {buttons.map((width, button) => (
              <Skeleton key={button} $width={width} $height="2.25rem" />
            ))}
          </RowActions>
        </Row>
      ))}
    </Rows>
  );
}

/** A list that could not be loaded: the API's msg when it gave one, and Try again. A 401 is on its way to /login. */
export function ListLoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useT(texts.namespace);
  if (httpStatusOf(error) === 401) return null;
  return (
    <FormMessage $tone="error" role="alert">
      {serverMessage(error) ?? t('buyer.loadFailed')}{' '}
      <RowButton type="button" onClick={retry}>
        {t('common.tryAgain')}
      </RowButton>
    </FormMessage>
  );
}

/** The popup of a refused change: the API's msg (or "something went wrong" without one); nothing for a 401. */
export function useFailurePopup() {
  const { popup, show } = useMessagePopup();
  const fail = (error: unknown) => {
    if (httpStatusOf(error) === 401) return;
    show(serverMessage(error) ?? undefined);
  };
  return { popup, fail };
}

/**
 * A buyer's or vendor's text quoted in a sentence of ours ('Delete "…"?'): in a
 * right-to-left language it is isolated (U+2068 … U+2069), so a name in Latin
 * letters keeps the quotes and the question mark where the sentence puts them.
 */
export function useQuoted(): (text: string) => string {
  const language = useLanguage();
  return isRightToLeft(language) ? (text) => `\u2068${text}\u2069` : (text) => text;
}

/** What a list's rows do to the list: a row removed (its message said, the focus on the heading, as its buttons are gone) or a change refused. */
export interface ListChanges {
  titleId: string;
  status: string;
  announce: (message: string) => void;
  removed: (message: string) => void;
  failed: (error: unknown) => void;
  popup: ReactNode;
}

/**
 * The state every dashboard list keeps beside its rows: its polite status,
 * its heading (where the focus goes when a row leaves), and the popup of a
 * refused change; a 404 (gone already: mailed, or removed in another tab)
 * loads the list with `queryKey` again.
 */
export function useListChanges(queryKey: readonly unknown[]): ListChanges {
  const { popup, fail } = useFailurePopup();
  const [status, setStatus] = useState('');
  const titleId = useId();
  return {
    titleId,
    status,
    announce: setStatus,
    removed: (message) => {
      setStatus(message);
      document.getElementById(titleId)?.focus();
    },
    failed: (error) => {
      fail(error);
      if (httpStatusOf(error) === 404) void getQueryClient().invalidateQueries({ queryKey });
    },
    popup,
  };
}

interface ListLoad<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface BuyerListProps<T> {
  load: ListLoad<T>;
  changes: ListChanges;
  testId: string;
  title: string;
  /** Beside the heading: what the list is, or how many it holds. */
  note: ReactNode;
  noteTestId?: string;
  /** The widths of a skeleton row's buttons. */
  buttons: readonly string[];
  /** The rows, or the empty state, once the list is in. */
  children: (data: T) => ReactNode;
}

/** A dashboard list: its section and heading, its note, its status, and its rows, skeleton rows while it loads, or the failure with Try again. */
export function BuyerList<T>({ load, changes, testId, title, note, noteTestId, buttons, children }: BuyerListProps<T>) {
  let body;
  if (load.data) body = children(load.data);
  else if (load.isPending) body = <SkeletonRows buttons={buttons} />;
  else body = <ListLoadFailure error={load.error} retry={() => void load.refetch()} />;
  return (
    <ListSection aria-labelledby={changes.titleId} aria-busy={load.isPending || undefined} data-testid={testId}>
      <div className="list-head">
        <h2 id={changes.titleId} tabIndex={-1}>
          {title}
        </h2>
        <p className="list-note" data-testid={noteTestId}>
          {note}
        </p>
      </div>
      <VisuallyHidden role="status" data-testid="list-status">
        {changes.status}
      </VisuallyHidden>
      {body}
      {changes.popup}
    </ListSection>
  );
}
