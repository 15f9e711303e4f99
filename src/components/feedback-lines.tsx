/** The outcome of the last action: an error line or a notice line, or neither. */
export type Feedback = { kind: 'error' | 'notice'; text: string } | null;

/**
 * The error line (role alert; `errorId` lets a form name it in aria-describedby) and the notice line (role status),
 * both always present so screen readers announce what lands in them.
 */
export function FeedbackLines({ feedback, errorId }: { feedback: Feedback; errorId?: string }) {
  return (
    <>
      <p id={errorId} className="form-error" role="alert">
        {feedback?.kind === 'error' ? feedback.text : null}
      </p>
      <p className="form-notice" role="status">
        {feedback?.kind === 'notice' ? feedback.text : null}
      </p>
    </>
  );
}
