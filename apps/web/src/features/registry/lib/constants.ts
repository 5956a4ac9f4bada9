// The register panels' texts, keys and numbers (docs/product.md#screens, #data, #calls,
// #constants).
import { loadFailedText } from '@/config/query-texts';

/** docs/product.md#constants: the search waits for 300 ms of quiet typing. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_FIRST_PAGE = 1;
/** The register changes slowly: paging back within this long reuses the page already fetched. */
export const SEARCH_STALE_MS = 30_000;
/** docs/product.md#screens: five placeholder rows while a search loads. */
export const SEARCH_SKELETON_ROWS = 5;
export const COPIED_FEEDBACK_MS = 1500;
export const REGISTRATIONS_INTERVAL = 'day';

/** Where the register panels keep a preference in localStorage: 'registry.query', ... */
export const storageKey = (
  name: 'query' | 'entityStatus' | 'entityType' | 'pageSize' | 'shortlist',
) => `registry.${name}`;

/** A downloaded table's file name: 'nzbn-search.csv', ... */
export const csvFileName = (
  table:
    'registrations' | 'distribution-entityType' | 'distribution-region' | 'search' | 'shortlist',
) => `nzbn-${table}.csv`;

// NZBN Analytics
export const ANALYTICS_HEADING = 'NZBN Analytics';
export const REGISTRATIONS_TITLE = 'Registrations Over Time';
export const ENTITY_TYPE_DISTRIBUTION_TITLE = 'Distribution by Entity Type';
export const REGION_DISTRIBUTION_TITLE = 'Distribution by Region';
export const REGISTRATIONS_SERIES_LABEL = 'Registrations';
export const ENTITY_TYPE_COLUMN = 'Entity type';
export const REGION_COLUMN = 'Region';
export const COUNT_COLUMN = 'Count';
/** How many regions the sample distribution shows: "a few labelled items". */
export const SAMPLE_REGION_COUNT = 5;

// NZBN Search
export const SEARCH_HEADING = 'NZBN Search';
export const SEARCH_INPUT_LABEL = 'Search for an entity (name, keyword)';
export const STATUS_FILTER_LABEL = 'Entity status';
export const TYPE_FILTER_LABEL = 'Entity type';
export const ANY_STATUS_LABEL = 'Any status';
export const ANY_TYPE_LABEL = 'Any type';
export const PAGE_SIZE_LABEL = 'Page size';
export const EMPTY_QUERY_TEXT = 'Enter a query to search';
export const NO_RESULTS_TEXT = 'No results';
export const SEARCH_FAILED_TITLE = 'Search failed';
export const SEARCH_LOADING_LABEL = 'Loading results';
export const RESULTS_LIST_LABEL = 'Search results';
export const VIEW_LABEL = 'View';
export const COPY_LABEL = 'Copy';
export const COPIED_LABEL = 'Copied';
export const SAVE_LABEL = 'Save';
export const SAVED_LABEL = 'Saved';
export const EXPORT_CSV_LABEL = 'Export CSV';
export const PREV_LABEL = 'Prev';
export const NEXT_LABEL = 'Next';
export const viewLabel = (name: string) => `${VIEW_LABEL} ${name}`;
export const copyNzbnLabel = (nzbn: string) => `Copy NZBN ${nzbn}`;
export const saveLabel = (name: string) => `${SAVE_LABEL} ${name}`;
export const totalText = (total: string) => `Total: ${total}`;
export const pageText = (page: number, pages: number) => `Page ${page} of ${pages}`;

// Entity Details
export const DETAILS_HEADING = 'Entity Details';
export const NO_SELECTION_TEXT = 'Select an entity from search to view details';
export const ENTITY_NOT_FOUND_TEXT = 'Entity not found';
export const ENTITY_FAILED_TITLE = loadFailedText('the entity');
export const DETAILS_LOADING_LABEL = 'Loading entity details';
export const COPY_NZBN_LABEL = 'Copy NZBN';
export const SAVE_TO_SHORTLIST_LABEL = 'Save to Shortlist';
export const FIELD_LABELS = {
  nzbn: 'NZBN',
  entityType: 'Type',
  status: 'Status',
  registrationDate: 'Registration date',
  region: 'Region',
} as const;

// Shortlist
export const SHORTLIST_HEADING = 'Shortlist';
export const SHORTLIST_TABLE_LABEL = 'Saved entities';
export const EMPTY_SHORTLIST_TEXT = 'No items saved yet';
export const CLEAR_LABEL = 'Clear';
export const REMOVE_LABEL = 'Remove';
export const NAME_COLUMN = 'Name';
export const ACTIONS_COLUMN = 'Actions';
export const removeLabel = (name: string) => `${REMOVE_LABEL} ${name}`;
