import { useState, type ComponentType } from 'react';
import { paths, useSession, useT, withTexts } from '@gbx/shared';
import { CATALOGUE_NAMESPACE, Tooltip } from '@gbx/shared/catalogue';
import { Link, useLocation } from '@gbx/shared/router';
import { icon } from '../../components/icons';
import { ToolButton } from '../listings/toolbar-fields';
import type { SaveSearchDialogProps } from './save-search-dialog';
import { texts } from '../listings/texts';

type Dialog = ComponentType<SaveSearchDialogProps>;

/*
 * 'Save this search' (issue 41) on every listing page and the advanced
 * search's results. Its first paint is the button alone: the form, its
 * texts, react-hook-form and the call come when a buyer first points at,
 * focuses or presses it (one load for the page; the first visit of the
 * listing carries none of it). A press before the page's scripts ran is held
 * by the server document's loader and replayed once React has the page
 * (early-input.ts): it opens the form then. Its words are the listings'
 * (their texts are the advanced search's results' too); the form's come with it.
 */
let loading: Promise<Dialog> | null = null;
const loadDialog = () =>
  (loading ??= withTexts(import(/* webpackChunkName: "save-search-dialog" */ './save-search-dialog')).then(
    (module) => module.SaveSearchDialog,
    (error: unknown) => {
      // Offline, or mf-browse's origin down: the next press asks again.
      loading = null;
      throw error;
    },
  ));

/** A bookmark (Material Design's, Apache-2.0), drawn as mf-browse's other icons. */
const BookmarkIcon = icon('M17 3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V5c0-1.1-.9-2-2-2zm0 15l-5-2.18L7 18V5h10v13z');

export interface SaveSearchButtonProps {
  /** The page's title, in the page's language: the name the form starts with (with the keyword searched). */
  title: string;
}

/**
 * A logged-in Buyer's button opens the form (save-search-dialog.tsx); anyone
 * else's is the same button, not usable, with the tip that a buyer login is
 * needed and a Log in link that comes back to this page. Its label is
 * `.label`: the listing toolbar shows the bookmark alone on a phone.
 */
export function SaveSearchButton({ title }: SaveSearchButtonProps) {
  const { t } = useT(texts.namespace);
  const catalogue = useT(CATALOGUE_NAMESPACE).t;
  const session = useSession();
  const { pathname, search } = useLocation();
  const [SaveDialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <BookmarkIcon size={18} />
      <span className="label">{t('saveSearch.button')}</span>
    </>
  );

  const fetch = () => {
    if (!SaveDialog) loadDialog().then((arrived) => setDialog(() => arrived), () => setOpen(false));
  };
  if (session.isLoggedIn && session.userType === 'Buyer') {
    return (
      <>
        <ToolButton
          type="button"
          aria-haspopup="dialog"
          aria-busy={(open && !SaveDialog) || undefined}
          onPointerEnter={fetch}
          onFocus={fetch}
          onClick={() => {
            setOpen(true);
            fetch();
          }}
        >
          {label}
        </ToolButton>
        {SaveDialog ? <SaveDialog open={open} onOpenChange={setOpen} title={title} /> : null}
      </>
    );
  }
  // The login page returns to `next` (a path of this site: @gbx/shared/pending-add's safeNextPath).
  return (
    <Tooltip text={t('saveSearch.loginTip')} action={<Link to={`${paths.login.to()}?next=${encodeURIComponent(pathname + search)}`}>{catalogue('logIn')}</Link>}>
      {(describedBy) => (
        <ToolButton type="button" aria-disabled="true" aria-describedby={describedBy}>
          {label}
        </ToolButton>
      )}
    </Tooltip>
  );
}
