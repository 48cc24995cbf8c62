import { createContext, useContext } from 'react';
import { xhrUploadSender, type UploadSender } from './upload-sender';

/**
 * How uploads are sent: XMLHttpRequest in the app. Stories (whose API mock answers fetch, not
 * XMLHttpRequest) and tests provide their own with UploadSenderContext.Provider.
 */
export const UploadSenderContext = createContext<UploadSender>(xhrUploadSender);

export const useUploadSender = (): UploadSender =>
  useContext(UploadSenderContext);
