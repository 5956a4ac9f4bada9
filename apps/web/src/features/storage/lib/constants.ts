// The storage widget's texts and numbers (docs/product.md#screens, #states, #validation,
// #errors, #constants).
import { loadingText } from '@/config/query-texts';
import { MAX_UPLOAD_MB } from '@repo/contracts/files';

/** docs/product.md#constants: the widget lists page 1 with 10 files per page. */
export const FILE_LIST_PAGE_SIZE = 10;
export const FILE_LIST_FIRST_PAGE = 1;

/** docs/product.md#states: the bar stops at 90 % until the server confirms the upload. */
export const UPLOAD_PROGRESS_CAP_PERCENT = 90;
export const UPLOAD_DONE_PERCENT = 100;
/**
 * docs/product.md#states: while the bytes or the server's answer are pending, the bar moves at
 * least this much this often (up to the cap), whatever the bytes say.
 */
export const UPLOAD_PROGRESS_STEP_PERCENT = 10;
export const UPLOAD_PROGRESS_STEP_MS = 200;

/**
 * docs/product.md#states, #constants: success notices disappear (and progress resets) after 3 s.
 */
export const SUCCESS_RESET_MS = 3000;

/** Usage is counted by a queue consumer a moment after each upload, so it is polled. */
export const USAGE_POLL_INTERVAL_MS = 5000;

export const PAGE_TITLE = 'Storage';
export const PAGE_HEADING = 'File Storage (R2)';
export const PAGE_DESCRIPTION =
  'Upload PNG, JPEG, PDF or text files to R2, then download or delete the files you have uploaded.';

export const UPLOAD_HINT = `Accepted: PNG, JPEG, PDF, TXT • Max size: ${MAX_UPLOAD_MB} MB`;
export const CHOOSE_FILE_LABEL = 'Choose File';
export const UPLOADING_LABEL = 'Uploading...';
export const FILE_INPUT_LABEL = 'Choose file to upload';
/** The file dialog offers only what the server accepts; drops are checked in code instead. */
export const FILE_INPUT_ACCEPT =
  '.png,.jpg,.jpeg,.pdf,.txt,image/png,image/jpeg,application/pdf,text/plain';
export const DROPZONE_IDLE_TEXT = 'Drag a file here or click to choose one';
export const DROPZONE_ACTIVE_TEXT = 'Drop the file to upload it';
export const UPLOAD_PROGRESS_LABEL = 'Upload progress';

export const EMPTY_FILE_MESSAGE = 'The file is empty';
export const UPLOAD_ERROR_TITLE = 'Upload error';
export const DISMISS_ERROR_LABEL = 'Dismiss';
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';
/** No answer: the server may still have stored the file, so the list is reloaded and says. */
export const UPLOAD_NETWORK_ERROR_MESSAGE = `${UPLOAD_FAILED_MESSAGE}: network error. If the server stored the file before the connection dropped, it is in the list below.`;
export const uploadSuccessMessage = (name: string) => `File uploaded successfully: ${name}`;

export const FILES_HEADING = 'Uploaded Files';
/**
 * The list asks GET /api/storage/files without a userId, so it holds every user's files, while
 * 'Storage used' is the demo user's ledger: the line says so, lest the two be read as one figure.
 */
export const FILES_SCOPE_TEXT =
  "All users' files, newest first. 'Storage used' counts only the demo user's.";
/** In a class (each lab session its own learner), the list and the usage are the learner's. */
export const CLASS_FILES_SCOPE_TEXT =
  "Your files, newest first, and 'Storage used' is yours: in a class each learner sees only their own.";
export const FILES_LIST_LABEL = 'Uploaded files';
export const REFRESH_LABEL = 'Refresh';
export const LOADING_FILES_TEXT = loadingText('files');
export const EMPTY_FILES_TEXT = 'No files uploaded yet. Upload your first file above!';
export const DOWNLOAD_LABEL = 'Download';
export const DELETE_LABEL = 'Delete';
export const CANCEL_LABEL = 'Cancel';
export const downloadLabel = (name: string) => `${DOWNLOAD_LABEL} ${name}`;
export const deleteLabel = (name: string) => `${DELETE_LABEL} ${name}`;

export const DELETE_DIALOG_TITLE = 'Delete file';
export const DELETE_CONFIRM_QUESTION = 'Delete this file? This action cannot be undone.';
export const DELETE_SUCCESS_MESSAGE = 'File deleted successfully';
export const DELETE_ERROR_TITLE = 'Delete error';
export const DELETE_FAILED_MESSAGE = 'Delete failed';
export const DELETE_NETWORK_ERROR_MESSAGE = `${DELETE_FAILED_MESSAGE}: network error`;

export const USAGE_LABEL = 'Storage used';
export const USAGE_UNAVAILABLE_TEXT = 'Usage unavailable';
export const LOADING_USAGE_TEXT = loadingText('usage');
