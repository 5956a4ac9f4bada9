// The API page's words and the document's path.
import { loadFailedText } from '@/config/query-texts';
export const OPENAPI_PATH = '/api/openapi.json';

export const API_DOCS_PAGE_TITLE = 'API';
export const API_DOCS_HEADING = 'API';
export const API_DOCS_DESCRIPTION =
  'Every public endpoint of the services, read from the gateway’s OpenAPI document. Try one: the request goes to this site’s gateway, under the same rate limits as the app’s own.';
export const API_DOCS_FAILED_MESSAGE = loadFailedText('the API document');
export const API_DOCS_ERROR_TITLE = 'The API document could not be loaded';
export const LOADING_API_DOCS_TEXT = 'Loading the API document…';
export const EMPTY_API_DOCS_TEXT = 'The API document lists no endpoints.';
export const FILTER_LABEL = 'Filter endpoints';
export const FILTER_PLACEHOLDER = 'Path, method or summary';
export const NO_MATCHING_ENDPOINTS_TEXT = 'No endpoint matches the filter.';
export const openApiVersionText = (title: string, version: string, openapi: string) =>
  `${title} ${version} · OpenAPI ${openapi}`;

export const PARAMETERS_HEADING = 'Parameters';
export const REQUEST_BODY_HEADING = 'Request body';
export const RESPONSES_HEADING = 'Responses';
export const TRY_HEADING = 'Try it';
export const NO_PARAMETERS_TEXT = 'No parameters.';
export const REQUIRED_TEXT = 'required';
export const BODY_LABEL = 'Request body (JSON)';
export const SEND_LABEL = 'Send';
export const RESET_BODY_LABEL = 'Reset body';
export const missingParametersText = (names: readonly string[]) =>
  `Fill in ${names.join(', ')} first.`;
export const invalidBodyText = (reason: string) => `The body is not JSON: ${reason}`;
export const SENDING_TEXT = 'Sending…';
export const ANSWER_HEADING = 'Answer';
export const ANSWER_HEADERS_LABEL = 'Headers of interest';
export const ANSWER_BODY_LABEL = 'Answer body';
export const EMPTY_BODY_TEXT = '(empty body)';
export const answerStatusText = (status: number, statusText: string, durationMs: number) =>
  `${status}${statusText === '' ? '' : ` ${statusText}`} · ${durationMs} ms`;
export const TRY_NETWORK_ERROR_TEXT = 'The request got no answer (network error).';
export const schemaLabel = (what: string) => `Schema of ${what}`;
