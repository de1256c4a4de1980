import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REPORT_COMMENT_LIMIT, REPORT_REASONS, reportProblems, type ReportReason, type ReportTarget } from '@gbx/contract/rules';
import { formatNumber, Modal, postReportProduct, theme, useApiMutation, useLanguage, useT } from '@gbx/shared';
import { serverMessage } from '@gbx/shared/catalogue';
import { Form, SendRow, TextArea, Thanks } from './feedback-form';
import { texts } from './texts';

const Opener = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.muted};
  font: inherit;
  font-size: 0.9rem;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${theme.color.danger};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/**
 * Report Product or Report Vendor (§2.9 shows the links, no action; ours): a
 * dialog with a reason and a comment (required for 'other'), checked by the
 * API's own rules, then a thank-you with the reference. A refusal (too many
 * reports, a field) is said in the dialog; nothing typed is lost.
 */
export function ReportDialog({ gbxproductid, target }: { gbxproductid: string; target: ReportTarget }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useApiMutation({ mutationFn: () => postReportProduct({ gbxproductid, target, reason, comment }) });
  const problems = checked ? reportProblems({ reason, comment }) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(reportProblems({ reason, comment })).length) return;
    send.mutate();
  };
  const close = (next: boolean) => {
    setOpen(next);
    // A sent report starts afresh next time; an unsent one keeps what was typed.
    if (!next && send.isSuccess) {
      setReason('');
      setComment('');
      setChecked(false);
      send.reset();
    }
  };

  return (
    <>
      <Opener type="button" onClick={() => setOpen(true)} data-testid={`report-${target}`}>
        {t(`report.${target}`)}
      </Opener>
      <Modal open={open} onOpenChange={close} title={t(`report.${target}`)} description={t('report.lead')} closeLabel={t('availability.close')}>
        {send.isSuccess ? (
          <Thanks role="status">{t('report.thanks', { reference: send.data.reference })}</Thanks>
        ) : (
          <Form noValidate onSubmit={submit}>
            <fieldset aria-describedby={problems.reason ? 'report-reason-problem' : undefined}>
              <legend>{t('report.reason')}</legend>
              {REPORT_REASONS.map((choice) => (
                <label key={choice}>
                  <input type="radio" name="reason" value={choice} checked={reason === choice} onChange={() => setReason(choice)} aria-invalid={problems.reason ? true : undefined} />
                  {t(`report.reasons.${choice}`)}
                </label>
              ))}
              {problems.reason ? (
                <p id="report-reason-problem" style={{ margin: 0, color: theme.color.danger, fontWeight: 600 }}>
                  {t('report.problems.reason')}
                </p>
              ) : null}
            </fieldset>
            <TextArea
              name="comment"
              label={reason === 'other' ? t('report.commentRequired') : t('report.comment')}
              value={comment}
              onValue={setComment}
              limit={REPORT_COMMENT_LIMIT}
              problem={problems.comment ? t(`report.problems.comment.${problems.comment}`) : null}
            />
            <SendRow
              label={t('report.send')}
              busy={send.isPending}
              count={t('charactersLeft', { left: formatNumber(REPORT_COMMENT_LIMIT - comment.length, language) })}
              failure={send.isError ? (serverMessage(send.error) ?? t('sendFailed')) : null}
            />
          </Form>
        )}
      </Modal>
    </>
  );
}
