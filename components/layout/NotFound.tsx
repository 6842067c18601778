import { useMessages } from '@/hooks/useMessages';
import { ErrorMessage } from './ErrorMessage';

/** The body of the 404 page, in the page's language. */
export function NotFound() {
  const { code, heading, text } = useMessages().errors.notFound;
  return <ErrorMessage code={code} title={heading} text={text} />;
}
