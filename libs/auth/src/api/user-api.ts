import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  requestFor,
} from '@ruume/api-client';
import { userEndpoints, type CurrentUser } from '@ruume/contracts';
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

// The argument is `never` here, so each endpoint's argument type comes from its query alone.
const answersUser = {
  onQueryStarted: (_arg: never, api: Parameters<typeof keepUser>[0]) =>
    keepUser(api),
};

/** The signed-in user's own account's calls, by slice endpoint. */
export const userCalls = {
  updateProfile: userEndpoints.update,
  createPassword: userEndpoints.createPassword,
  deleteProfilePic: userEndpoints.deleteProfilePic,
  uploadProfileBanner: userEndpoints.uploadProfileBanner,
  deleteAccount: userEndpoints.delete,
  requestEmailUpdate: userEndpoints.emailUpdate,
  changePassword: userEndpoints.changePassword,
};

/** A multipart form of the given parts (undefined ones left out). */
function formOf(parts: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value !== undefined) form.append(name, value);
  }
  return form;
}

export const userApi = coveringCalls(
  userCalls,
  baseApi.injectEndpoints({
    endpoints: (build) => ({
      /** PUT user (multipart): changed profile fields and an optional new profilePic. */
      updateProfile: build.mutation<CurrentUser, ProfileUpdateArgs>({
        query: ({ fields = {}, profilePic }) =>
          requestFor(userCalls.updateProfile, {
            form: formOf({ ...fields, profilePic }),
          }),
        ...answersUser,
      }),
      /** PUT user {password}: a social sign-in user's first password. */
      createPassword: build.mutation({
        ...fromEndpoint(userCalls.createPassword),
        ...answersUser,
      }),
      deleteProfilePic: build.mutation({
        ...fromEndpoint(userCalls.deleteProfilePic),
        ...answersUser,
      }),
      uploadProfileBanner: build.mutation<CurrentUser, File>({
        query: (file) =>
          requestFor(userCalls.uploadProfileBanner, {
            form: formOf({ profileBanner: file }),
          }),
        ...answersUser,
      }),
      deleteAccount: build.mutation(fromEndpoint(userCalls.deleteAccount)),
      /** POST user/email-update: a verification mail goes to the new address. */
      requestEmailUpdate: build.mutation(
        fromEndpoint(userCalls.requestEmailUpdate),
      ),
      changePassword: build.mutation(fromEndpoint(userCalls.changePassword)),
    }),
  }),
);

export const {
  useUpdateProfileMutation,
  useCreatePasswordMutation,
  useDeleteProfilePicMutation,
  useUploadProfileBannerMutation,
  useDeleteAccountMutation,
  useRequestEmailUpdateMutation,
  useChangePasswordMutation,
} = userApi;
