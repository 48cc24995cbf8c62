// Paths of the api's calls come from their endpoint definitions (../endpoints): pathOf(endpoint,
// params) for a call, apiUrl(...) around it for a URL the browser opens.
import { API_BASE_PATH } from '../constants';
import { CURRENT_USER_API_PATH } from './auth-api-paths';

export { CURRENT_USER_API_PATH };

/** Root-relative URL of an api path, for browser navigation: apiUrl('download/public/free/a') → '/api/v1/download/public/free/a'. */
export const apiUrl = (path: string): string =>
  `${API_BASE_PATH}/${path.replace(/^\/+/, '')}`;
