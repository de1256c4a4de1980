import { Modal, useT } from '@gbx/shared';
import { texts } from './texts';
import { ErrorList } from './registration-styles';

interface RegistrationOutcomeProps {
  /** The messages of a refusal (the Error Message modal), or null. */
  refusal: string[] | null;
  /** The message of a registration (the success modal), or null. */
  welcome: string | null;
  onClose: () => void;
}

/** The answer of §4 to a sent form: the errors listed in the Error Message modal, or the success message. */
export function RegistrationOutcome({ refusal, welcome, onClose }: RegistrationOutcomeProps) {
  const { t } = useT(texts.namespace);
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());
  return (
    <>
      <Modal open={refusal !== null} onOpenChange={onOpenChange} title={t('common.errorTitle')} closeLabel={t('common.close')} role="alertdialog">
        <p>{t('register.errorsIntro')}</p>
        <ErrorList data-testid="registration-errors">
          {refusal?.map((message, index) => (
            <li key={`${index}-${message}`}>{message}</li>
          ))}
        </ErrorList>
      </Modal>
      <Modal open={welcome !== null} onOpenChange={onOpenChange} title={t('register.successTitle')} closeLabel={t('common.close')}>
        <p data-testid="registration-message">{welcome ?? ''}</p>
      </Modal>
    </>
  );
}
