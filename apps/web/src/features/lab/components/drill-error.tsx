import { ErrorAlert } from '@/components/ui/error-alert';
import { DRILL_FAILED_MESSAGE } from '../lib/drill-constants';

/** A drill call that failed, or the form's own objection: nothing when `message` is null. */
export function DrillError({ message }: { message: string | null }) {
  if (message === null) return null;
  return <ErrorAlert title={DRILL_FAILED_MESSAGE}>{message}</ErrorAlert>;
}
