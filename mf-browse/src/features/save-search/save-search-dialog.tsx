import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, cleanSavedSearchName, savedSearchNameProblem } from '@gbx/contract/rules';
import { Button, httpStatusOf, Modal, paths, theme, useApiMutation, useT } from '@gbx/shared';
import { postSavedSearchSave } from '@gbx/shared/action-calls';
import { Field, Form, useRuleForm } from '@gbx/shared/form-fields';
import { Link, useLocation } from '@gbx/shared/router';
import { texts } from './form-texts';
import { defaultSearchName, savedSearchAddress } from './saved-search-rules';

/*
 * The 'Save this search' form (issue 41), loaded when a buyer first comes to
 * the button (save-search-button.tsx): a name, started from the page's title
 * and keyword, checked by the contract's rule (1 to 60 characters once
 * trimmed) beside the field, then POST /api/buyer/saved-searches with the
 * page's address. A refusal says why and keeps the form as typed: a name the
 * API refuses beside the field, 50 kept already or an address it does not
 * take above Save.
 */

interface Values {
  name: string;
}

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's title, in the page's language. */
  title: string;
}

const Box = styled.div`
  form {
    display: grid;
    gap: 0.75rem;
  }
  form > div {
    margin-bottom: 0;
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
  a {
    color: ${theme.color.link};
    font-weight: 600;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

const Done = styled.p`
  margin: 0;
  padding: 0.8rem 1rem;
  border-radius: 8px;
  background: #e8f5ea;
  color: ${theme.color.success};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The field a 400 named (the API's errors[0].field: 'name' or 'address'). */
function refusedField(error: unknown): string | undefined {
  const errors = (error as { response?: { data?: { errors?: Array<{ field?: unknown }> } } } | null)?.response?.data?.errors;
  const field = errors?.[0]?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * The form in its dialog (the shared Modal: focus in and back to the button,
 * Escape closes it). The dialog stays while the form comes and goes with each
 * opening: it keeps what was typed for this page's address until it is saved.
 */
export function SaveSearchDialog({ open, onOpenChange, title }: SaveSearchDialogProps) {
  const { t } = useT(texts.namespace);
  const { pathname, search } = useLocation();
  const address = savedSearchAddress(pathname, search);
  const [draft, setDraft] = useState<{ address: string; name: string } | null>(null);
  const onDraft = useCallback(
    (name: string | null) => setDraft((current) => (name === null ? null : current?.address === address && current.name === name ? current : { address, name })),
    [address],
  );
  const typed = draft?.address === address ? draft.name : null;
  const name = typed ?? defaultSearchName(title, new URLSearchParams(search).get('keyword'), (page, keyword) => t('defaultName', { title: page, keyword }));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} closeLabel={t('close')}>
      <SaveForm key={address} address={address} name={name} onDraft={onDraft} />
    </Modal>
  );
}

function SaveForm({ address, name, onDraft }: { address: string; name: string; onDraft: (name: string | null) => void }) {
  const { t } = useT(texts.namespace);
  const form = useRuleForm<Values>({ name }, (values) => {
    const problem = savedSearchNameProblem(values.name);
    return { name: problem ? `nameProblem.${problem}` : null };
  });
  // What is typed outlives the form (closed and opened again): the button keeps it.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraft(values.name ?? '') }), [form, onDraft]);
  const save = useApiMutation({
    mutationFn: (values: Values) => postSavedSearchSave({ name: cleanSavedSearchName(values.name), address }),
    onSuccess: () => onDraft(null),
    onError: (error) => {
      if (httpStatusOf(error) === 400 && refusedField(error) === 'name') form.setError('name', { type: 'server', message: 'nameRefused' }, { shouldFocus: true });
    },
  });

  if (save.isSuccess) {
    const saved = save.data.savedSearch;
    return (
      <Box>
        <Done role="status" data-testid="save-search-done">
          {t(save.data.created ? 'saved' : 'savedAlready', { name: saved.name })}{' '}
          <Link to={paths.buyerDashboard.to()}>{t('dashboard')}</Link>
        </Done>
      </Box>
    );
  }

  const status = httpStatusOf(save.error);
  const field = refusedField(save.error);
  const failure = !save.isError ? null : status === 409 ? (
    <>
      {t('limit', { max: SAVED_SEARCHES_MAX })} <Link to={paths.buyerDashboard.to()}>{t('dashboard')}</Link>
    </>
  ) : status === 400 && field === 'name' ? null : status === 400 ? (
    t('addressRefused')
  ) : (
    t('failed')
  );
  return (
    <Box>
      <Form form={form} onValid={(values) => save.mutate(values)} t={(key) => t(key, { max: SAVED_SEARCH_NAME_MAX })} aria-label={t('title')} data-testid="save-search-form">
        <Field name="name" label={t('name')} hint={t('nameHint', { max: SAVED_SEARCH_NAME_MAX })} autoComplete="off" spellCheck={false} dir="auto" />
        {failure ? <Problem role="alert">{failure}</Problem> : null}
        <Actions>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {t('save')}
          </Button>
        </Actions>
      </Form>
    </Box>
  );
}
