import { lazy, useState } from 'react';
import styled from 'styled-components';
import type { ReportTarget } from '@gbx/contract/rules';
import { Modal, theme, withTexts, useApiMutation, useT } from '@gbx/shared';
import { postReportProduct } from '@gbx/shared/action-calls';
import { texts } from './texts';
import type { ReportValues } from './feedback-rules';
import type { ReportDraft } from './report-form';

// The form arrives when the dialog first opens: most visits never report. Its texts (texts/forms) come with it, in the visitor's language.
const ReportForm = lazy(() => withTexts(import(/* webpackChunkName: "report-form" */ './report-form')).then((module) => ({ default: module.ReportForm })));

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

const EMPTY: ReportDraft = { values: { reason: '', comment: '' }, checked: false };

/**
 * Report Product or Report Vendor (§2.9 shows the links, no action; ours): a
 * dialog with a reason and a comment (required for 'other'), checked by the
 * API's own rules, then a thank-you with the reference. A refusal (too many
 * reports, a field) is said in the dialog; nothing typed is lost.
 */
export function ReportDialog({ gbxproductid, target }: { gbxproductid: string; target: ReportTarget }) {
  const { t } = useT(texts.namespace);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReportDraft>(EMPTY);
  const send = useApiMutation({ mutationFn: (values: ReportValues) => postReportProduct({ gbxproductid, target, ...values }) });
  const close = (next: boolean) => {
    setOpen(next);
    // A sent report starts afresh next time; an unsent one keeps what was typed.
    if (!next && send.isSuccess) {
      setDraft(EMPTY);
      send.reset();
    }
  };

  return (
    <>
      <Opener type="button" onClick={() => setOpen(true)} data-testid={`report-${target}`}>
        {t(`report.${target}`)}
      </Opener>
      <Modal open={open} onOpenChange={close} title={t(`report.${target}`)} description={t('report.lead')} closeLabel={t('availability.close')}>
        <ReportForm draft={draft} onDraft={setDraft} send={send} />
      </Modal>
    </>
  );
}
