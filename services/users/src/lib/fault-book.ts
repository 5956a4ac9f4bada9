import { createFaultBook } from '@repo/service-kit/lab-faults/fault-book';

/** The lab faults this service keeps, shared by its routes and its other handlers. */
export const faultBook = createFaultBook();
