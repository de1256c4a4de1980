import type { FormEvent } from 'react';
import { REPORT_COMMENT_LIMIT, REPORT_REASONS, reportProblems, type ReportReason } from '@gbx/contract/rules';
import { formatNumber, theme, useLanguage, useT, type postReportProduct } from '@gbx/shared';
import { serverMessage } from '@gbx/shared/catalogue';
import { Form, SendRow, TextArea, Thanks, type FeedbackSend } from './feedback-form';
import { texts } from './texts/forms';

/** What the report dialog keeps while it is closed: an unsent report keeps what was typed. */
export interface ReportDraft {
  reason: ReportReason | '';
  comment: string;
  /** Whether the visitor has tried to send: the problems show from then on. */
  checked: boolean;
}

/** The report dialog's form (report-dialog.tsx), or its thank-you once sent; loaded when the dialog first opens. */
export function ReportForm({ draft, onDraft, send }: { draft: ReportDraft; onDraft: (draft: ReportDraft) => void; send: FeedbackSend<Awaited<ReturnType<typeof postReportProduct>>> }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const problems = draft.checked ? reportProblems({ reason: draft.reason, comment: draft.comment }) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDraft({ ...draft, checked: true });
    if (Object.keys(reportProblems({ reason: draft.reason, comment: draft.comment })).length) return;
    send.mutate();
  };
  return send.isSuccess ? (
    <Thanks role="status">{t('report.thanks', { reference: send.data?.reference })}</Thanks>
  ) : (
    <Form noValidate onSubmit={submit}>
      <fieldset aria-describedby={problems.reason ? 'report-reason-problem' : undefined}>
        <legend>{t('report.reason')}</legend>
        {REPORT_REASONS.map((choice) => (
          <label key={choice}>
            <input type="radio" name="reason" value={choice} checked={draft.reason === choice} onChange={() => onDraft({ ...draft, reason: choice })} aria-invalid={problems.reason ? true : undefined} />
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
        label={draft.reason === 'other' ? t('report.commentRequired') : t('report.comment')}
        value={draft.comment}
        onValue={(comment) => onDraft({ ...draft, comment })}
        limit={REPORT_COMMENT_LIMIT}
        problem={problems.comment ? t(`report.problems.comment.${problems.comment}`) : null}
      />
      <SendRow
        label={t('report.send')}
        busy={send.isPending}
        count={t('charactersLeft', { left: formatNumber(REPORT_COMMENT_LIMIT - draft.comment.length, language) })}
        failure={send.isError ? (serverMessage(send.error) ?? t('sendFailed')) : null}
      />
    </Form>
  );
}
