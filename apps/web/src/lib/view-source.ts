// Whose lab a part of a page reads (docs/classes.md#the-projector): the caller's own session's
// by default; on the projector, a class member's, each of their GET paths answered under
// their view path (`/api/classes/{code}/members/{learnerId}/view`).
import { createContext, useContext } from 'react';

/** The path the lab's reads are made under: '' for the caller's own. */
export type ViewSource = '' | `/${string}`;

export const ViewSourceContext = createContext<ViewSource>('');

export const useViewSource = (): ViewSource => useContext(ViewSourceContext);
