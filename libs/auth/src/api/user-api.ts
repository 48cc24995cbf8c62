import { baseApi } from '@ruume/api-client';
import {
  apiPaths,
  parseCurrentUser,
  type CurrentUser,
  type EmailUpdateRequest,
  type PasswordChangeRequest,
  type PasswordCreateRequest,
} from '@ruume/contracts';
import { updateUser } from '../state/auth-thunks';

/** Profile fields as multipart sends them: text, '' clears an optional field. */
export type ProfileFields = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'pronouns'
    | 'workspaceName'
    | 'workspaceRole'
    | 'website'
    | 'displayFirstNameOnly',
    string
  >
>;

export interface ProfileUpdateArgs {
  fields?: ProfileFields;
  profilePic?: File;
}

const currentUser = (raw: unknown) => parseCurrentUser(raw);

// Calls that answer with the updated user refresh the session copy, so every screen that
// shows the user (header avatar, settings) follows without another round trip.
async function keepUser({
  dispatch,
  queryFulfilled,
}: {
  dispatch: (action: ReturnType<typeof updateUser>) => unknown;
  queryFulfilled: PromiseLike<{ data: CurrentUser }>;
}) {
  try {
    const { data } = await queryFulfilled;
    dispatch(updateUser(data));
  } catch {
    // The caller shows the failure.
  }
}

const answersUser = {
  transformResponse: currentUser,
  onQueryStarted: (_arg: unknown, api: Parameters<typeof keepUser>[0]) =>
    keepUser(api),
};

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT user (multipart): changed profile fields and an optional new profilePic. */
    updateProfile: build.mutation<CurrentUser, ProfileUpdateArgs>({
      query: ({ fields = {}, profilePic }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) {
          if (value !== undefined) body.append(name, value);
        }
        if (profilePic) body.append('profilePic', profilePic);
        return { url: apiPaths.user.update(), method: 'PUT', body };
      },
      ...answersUser,
    }),
    /** PUT user {password}: a social sign-in user's first password. */
    createPassword: build.mutation<CurrentUser, PasswordCreateRequest>({
      query: (body) => ({
        url: apiPaths.user.createPassword(),
        method: 'PUT',
        body,
      }),
      ...answersUser,
    }),
    deleteProfilePic: build.mutation<CurrentUser, void>({
      query: () => ({
        url: apiPaths.user.deleteProfilePic(),
        method: 'DELETE',
      }),
      ...answersUser,
    }),
    uploadProfileBanner: build.mutation<CurrentUser, File>({
      query: (file) => {
        const body = new FormData();
        body.append('profileBanner', file);
        return {
          url: apiPaths.user.uploadProfileBanner(),
          method: 'POST',
          body,
        };
      },
      ...answersUser,
    }),
    deleteAccount: build.mutation<void, string>({
      query: (id) => ({ url: apiPaths.user.delete(id), method: 'DELETE' }),
    }),
    /** POST user/email-update: a verification mail goes to the new address. */
    requestEmailUpdate: build.mutation<void, EmailUpdateRequest>({
      query: (body) => ({
        url: apiPaths.user.emailUpdate(),
        method: 'POST',
        body,
      }),
    }),
    changePassword: build.mutation<void, PasswordChangeRequest>({
      query: (body) => ({
        url: apiPaths.user.changePassword(),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useCreatePasswordMutation,
  useDeleteProfilePicMutation,
  useUploadProfileBannerMutation,
  useDeleteAccountMutation,
  useRequestEmailUpdateMutation,
  useChangePasswordMutation,
} = userApi;
