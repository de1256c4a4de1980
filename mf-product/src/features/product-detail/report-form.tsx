import { REPORT_COMMENT_LIMIT, REPORT_REASONS } from '@gbx/contract/rules';
import { formatNumber, useLanguage, useT } from '@gbx/shared';
import { type postReportProduct } from '@gbx/shared/action-calls';
import { serverMessage } from '@gbx/shared/catalogue';
import { ChoiceField, Field, Form } from '@gbx/shared/form-fields';
import { FormBox, SendRow, Thanks, useDraftForm, type FeedbackDraft, type FeedbackSend } from './feedback-form';
import { reportTextKeys, type ReportValues } from './feedback-rules';
import { texts } from './texts/forms';

/** What the report dialog keeps while it is closed: an unsent report keeps what was typed. */
export type ReportDraft = FeedbackDraft<ReportValues>;

/** The report dialog's form (report-dialog.tsx), or its thank-you once sent; loaded when the dialog first opens. */
export function ReportForm({ draft, onDraft, send }: { draft: ReportDraft; onDraft: (draft: ReportDraft) => void; send: FeedbackSend<ReportValues, Awaited<ReturnType<typeof postReportProduct>>> }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const form = useDraftForm(draft, onDraft, reportTextKeys);
  // The draft follows every change (useDraftForm): the label and the count read it.
  const { reason, comment } = draft.values;
  if (send.isSuccess) return <Thanks role="status">{t('report.thanks', { reference: send.data?.reference })}</Thanks>;
  return (
    <FormBox>
      <Form form={form} onValid={(values) => send.mutate(values)} t={t}>
        <ChoiceField name="reason" legend={t('report.reason')} choices={REPORT_REASONS.map((choice) => ({ value: choice, label: t(`report.reasons.${choice}`) }))} />
        <Field as="textarea" name="comment" label={reason === 'other' ? t('report.commentRequired') : t('report.comment')} maxLength={REPORT_COMMENT_LIMIT} dir="auto" />
        <SendRow
          label={t('report.send')}
          busy={send.isPending}
          count={t('charactersLeft', { left: formatNumber(REPORT_COMMENT_LIMIT - comment.length, language) })}
          failure={send.isError ? (serverMessage(send.error) ?? t('sendFailed')) : null}
        />
      </Form>
    </FormBox>
  );
}
