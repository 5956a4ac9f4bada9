// GET /api/nzbn/search for a searches run: page 1 of a common word, through the register API.
import { searchResultSchema } from '@repo/contracts/registry';
import { NETWORK_ERROR_DETAIL } from '@/config/constants';
import { metricsUrl, requestJson } from '@/lib/http';
import { failureMessage } from '@/lib/api-error';
import { LOAD_SEARCH_PAGE_SIZE, LOAD_SEARCH_PATH, SEARCH_FAILED_MESSAGE } from '../lib/constants';
import { searchTermFor } from '../lib/load-files';
import { failedOutcome, readLoadAnswer } from '../lib/load-outcome';
import type { SendRequest } from '../lib/run-load';

export const sendLoadSearch: SendRequest = async (index, signal) => {
  const url = metricsUrl(LOAD_SEARCH_PATH, {
    q: searchTermFor(index),
    page: 1,
    pageSize: LOAD_SEARCH_PAGE_SIZE,
  });
  // The register API is turned off: say so for every search instead of sending it.
  if (url === null) return failedOutcome(failureMessage({ kind: 'off' }));
  try {
    const answer = await requestJson(url, { signal });
    return readLoadAnswer(answer, searchResultSchema, SEARCH_FAILED_MESSAGE);
  } catch (error) {
    if (signal.aborted) throw error;
    return failedOutcome(`${SEARCH_FAILED_MESSAGE}: ${NETWORK_ERROR_DETAIL}`);
  }
};
