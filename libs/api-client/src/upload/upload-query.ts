// A multipart endpoint of contracts as an RTK Query `queryFn` that reports upload progress:
// sent through an UploadSender (XMLHttpRequest by default), 437 handled as every call handles
// it, the answer parsed against the endpoint's response schema.
import {
  pathOf,
  type AnyEndpoint,
  type ParamsOf,
  type ResponseOf,
} from '@ruume/contracts';
import { handleAuthFailure, isAuthFailure } from '../query/auth-failure';
import type { ApiError } from '../query/base-query';
import { xhrUploadSender, type UploadSender } from './upload-sender';

/** The argument of an upload endpoint: its path params, the form, and how to follow it. */
export type UploadArg<E extends AnyEndpoint> = ParamsOf<E> & {
  form: FormData;
  /** Bytes of the body sent so far, out of `total`. */
  onProgress?: (sent: number, total: number) => void;
  /** How the form is sent (stories and tests pass their own); XMLHttpRequest by default. */
  send?: UploadSender;
};

type QueryApi = {
  signal: AbortSignal;
  dispatch: Parameters<typeof handleAuthFailure>[0];
};

/** `build.mutation<ResponseOf<E>, UploadArg<E>>({ queryFn: uploadQueryFn(endpoint) })`. */
export const uploadQueryFn =
  <E extends AnyEndpoint>(endpoint: E) =>
  async (
    arg: UploadArg<E>,
    { signal, dispatch }: QueryApi,
  ): Promise<{ data: ResponseOf<E> } | { error: ApiError }> => {
    const {
      form,
      onProgress = () => undefined,
      send = xhrUploadSender,
      ...params
    } = arg;
    const result = await send({
      path: pathOf(endpoint, params as unknown as ParamsOf<E>),
      method: endpoint.method as 'POST' | 'PUT',
      form,
      onProgress,
      signal,
    });
    if (!result.ok) {
      // SPEC §8's 437: the one sign-out, as for every other call.
      if (isAuthFailure(result.error.status, result.error.data))
        void handleAuthFailure(dispatch, result.error.data);
      return { error: result.error };
    }
    try {
      const { response } = await endpoint.schemas();
      return { data: response.parse(result.body) as ResponseOf<E> };
    } catch (error) {
      console.error(
        `${endpoint.method} ${endpoint.path}: the answer does not match the contract`,
        error,
      );
      return {
        error: { status: 'PARSING_ERROR', data: { error: 'INVALID_RESPONSE' } },
      };
    }
  };
